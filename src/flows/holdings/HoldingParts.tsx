'use client';
/** Small parts the holdings list and the holding details share: the order badge, the detail header, a value's line. */
import type { ReactNode } from 'react';
import { Tag, type TagStatusKind } from '../../components/Tag';
import { Box, Inline } from '../../components/layout';
import { fixedOrderBadge, type FixedOrderBadge } from '../../domain/simpleEarn/fixedOrder';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import { defaultMessages } from './defaultMessages';

/** The tone of each order badge: a holding earns; a redeeming order is on its way out. */
const BADGE_TONE: Record<FixedOrderBadge['kind'], TagStatusKind> = { holding: 'positive', redeeming: 'caution' };

/** The fixed order's badge: 'Holding' for status 0 or 1, 'Redeeming' otherwise (HD-FIXED-04, DEC-09). */
export function FixedOrderStatusBadge({
  status,
  messages,
}: {
  readonly status: number;
  readonly messages?: MessageOverrides;
}) {
  const t = useTranslate(messages, defaultMessages);
  const badge = fixedOrderBadge(status);
  return (
    <Tag kind={BADGE_TONE[badge.kind]} data-state={badge.kind} messages={messages}>
      {t(badge.labelKey)}
    </Tag>
  );
}

/**
 * The header of a holding detail panel: icon, title, then tags. The same element whether the panel
 * loads, fails or shows, so the title (and anything a reader was on) is never replaced under them.
 */
export function DetailHeader({
  icon,
  title,
  children,
}: {
  readonly icon?: ReactNode;
  readonly title: ReactNode;
  readonly children?: ReactNode;
}) {
  return (
    <Inline space="sm">
      {icon ?? null}
      {title}
      {children}
    </Inline>
  );
}

/** A value with its actions beside it (a copy or edit button, a tag), kept to the row's end. */
export function ValueLine({ children }: { readonly children: ReactNode }) {
  return (
    <Box as="span" display="inline-flex" alignItems="center" justifyContent="flex-end" flexWrap="wrap" gap="xs">
      {children}
    </Box>
  );
}
