'use client';
/** The button that opens a flexible holding's real-time APR chart: the popover's trigger, and its plain stand-in. */
import type { ComponentPropsWithRef } from 'react';
import * as styles from './holdings.css';
import { LineIcon } from '../shared/LineIcon';

function ChartIcon() {
  return (
    <LineIcon>
      <path d="M2 13.5h12M3 11l3.5-4 3 2.5L13.5 4" />
    </LineIcon>
  );
}

/** Props pass through: the popover's trigger part (`asChild`) adds its own state and handlers. */
export function RealtimeAprButton(props: ComponentPropsWithRef<'button'>) {
  return (
    <button type="button" className={styles.inlineAction} {...props}>
      <ChartIcon />
    </button>
  );
}
