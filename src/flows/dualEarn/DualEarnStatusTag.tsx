'use client';
/**
 * A dual-earn order's status (DE-ORDER-02) as a tag: its label, in a colour that says settled, in progress,
 * cancelled or failed (DEC-30). The label carries the meaning; the colour only repeats it.
 */
import { Tag, type TagStatusKind } from '../../components/Tag';
import type { Translate } from '../../context';
import {
  dualEarnStatusGroup,
  dualEarnStatusLabel,
  type DualEarnOrderStatus,
  type DualEarnStatusGroup,
} from '../../domain/dualEarn/orderStatus';

const TONES: Readonly<Record<DualEarnStatusGroup, TagStatusKind>> = {
  settled: 'positive',
  inProgress: 'caution',
  cancelled: 'neutral',
  failed: 'critical',
};

export function DualEarnStatusTag({ status, t }: { status: DualEarnOrderStatus | null; t: Translate }) {
  if (status === null)
    return (
      <Tag kind="neutral" data-status-group="unknown">
        {t('dualEarnOrders.status.unknown')}
      </Tag>
    );
  const group = dualEarnStatusGroup(status);
  return (
    <Tag kind={TONES[group]} data-status-group={group}>
      {t(dualEarnStatusLabel(status))}
    </Tag>
  );
}
