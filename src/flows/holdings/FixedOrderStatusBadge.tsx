'use client';
/** The fixed order's badge, which the holdings list and the fixed holding detail show. */
import { Tag, type TagStatusKind } from '../../components/Tag';
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
