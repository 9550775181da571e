'use client';
/** Small parts the holdings list and the holding details share: the order badge and the detail header. */
import { cx } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { fixedOrderBadge } from '../../domain/simpleEarn/fixedOrder';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../provider';
import * as styles from './holdings.css';


/** The fixed order's badge: 'Holding' for status 0 or 1, 'Redeeming' otherwise (HD-FIXED-04, DEC-09). */
export function FixedOrderStatusBadge({ status, messages }: { readonly status: number; readonly messages?: MessageOverrides }) {
  const t = useTranslate(messages);
  const badge = fixedOrderBadge(status);
  return (
    <span className={cx(styles.badgeBase, styles.badgeKind[badge.kind])} data-slot="order-status" data-state={badge.kind}>
      {t(badge.labelKey)}
    </span>
  );
}

/**
 * The header of a holding detail panel: icon, title, then tags. The same element whether the panel
 * loads, fails or shows, so the title (and anything a reader was on) is never replaced under them.
 */
export function DetailHeader({ icon, title, children }: { readonly icon?: ReactNode; readonly title: ReactNode; readonly children?: ReactNode }) {
  return (
    <div className={styles.panelHeader}>
      {icon ?? null}
      {title}
      {children}
    </div>
  );
}
