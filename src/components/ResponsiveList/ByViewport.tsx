'use client';
import type { ReactNode } from 'react';
import { useMobileLayout } from '../../headless/useMediaQuery';
import * as styles from './ByViewport.css';

export interface ByViewportProps {
  /** What a viewport below 768 px shows (SH-LAYOUT-01). */
  mobile?: ReactNode;
  /** What a viewport at or above 768 px shows. */
  desktop?: ReactNode;
}

/**
 * One of two forms by the viewport, for a part whose DOM differs below 768 px (a table and a card list, a
 * card placed after a list on a phone). Where the viewport is not known, on the server and in a hydrating
 * first render, both forms, each shown by CSS at its width only: the server's HTML is the page a phone
 * shows and the one a desktop shows, and hydration matches it. The client renders the one form (P-55).
 */
export function ByViewport({ mobile = null, desktop = null }: ByViewportProps) {
  const isMobile = useMobileLayout();
  if (isMobile === undefined)
    return (
      <>
        {mobile === null ? null : <div className={styles.mobileOnly}>{mobile}</div>}
        {desktop === null ? null : <div className={styles.desktopOnly}>{desktop}</div>}
      </>
    );
  return isMobile ? mobile : desktop;
}
