import type { ReactNode } from 'react';
import { ladderDailyRates, ladderTierBounds, type LadderTier } from '../../domain/simpleEarn';
import type { MessageOverrides } from '../../i18n/resolve';
import { useFormat, useTranslate } from '../../context';
import { amountText } from '../../theme';
import { AmountCell } from './AmountCell';
import { LadderTable, type LadderColumn } from './LadderTable';
import { common } from '../../i18n/catalogue/en/common';
import { kitSchedules } from '../../i18n/catalogue/en/kitSchedules';
import { simpleEarn } from '../../i18n/catalogue/en/simpleEarn';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, common, kitSchedules, simpleEarn);

/**
 * Decimals of the daily rate. APR / 365 shown with DEC-05's 2 percent decimals would read 0.01 % for
 * most tiers; 4 keep tiers apart while still rounding down.
 */
const DAILY_RATE_DECIMALS = 4;

export interface LadderAprTableProps {
  /** The ladder (`ladder_apr`): each tier's `left`..`right` amount and its APR as a fraction (SE-DATA-07). */
  tiers: readonly LadderTier[];
  /** The coin the amounts are in. */
  coin: string;
  /** Adds the daily rate (APR / 365, SE-CALC-01) beside each APR. Default true. */
  showDailyRate?: boolean;
  /** The caption. Default 'Tiered APR'. */
  caption?: ReactNode;
  /** Hides the caption on screen (it stays the table's accessible name), under a heading that says the same. */
  hideCaption?: boolean;
  /** While the ladder loads: placeholders instead of rows. */
  loading?: boolean;
  /** Extra class on the wrapper. */
  className?: string;
  /** Overrides for this component's strings. */
  messages?: MessageOverrides;
}

/**
 * A rate ladder (SE-DATA-07, SE-CALC-01) as the bonus and ladder-APR dialogs show it: each tier's amount
 * range in the coin, its APR and its daily rate. The top tier without an upper bound reads 'Above {from}'.
 */
export function LadderAprTable({
  tiers,
  coin,
  showDailyRate = true,
  caption,
  hideCaption = false,
  loading = false,
  className,
  messages,
}: LadderAprTableProps) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const exact = (amount: string) => format.amount(amount, { trimZeros: true });
  const columns: LadderColumn[] = [
    { id: 'amount', header: t('kitSchedules.ladder.amount') },
    { id: 'apr', header: t('kitSchedules.ladder.apr'), align: 'end' },
    ...(showDailyRate ? [{ id: 'daily', header: t('kitSchedules.ladder.dailyRate'), align: 'end' as const }] : []),
  ];
  const rows = ladderDailyRates(tiers).map((tier, index) => {
    const bounds = ladderTierBounds(tier);
    const range =
      bounds.to === null
        ? t('kitSchedules.ladder.above', { from: exact(bounds.from) })
        : t('kitSchedules.ladder.range', { from: exact(bounds.from), to: exact(bounds.to) });
    return {
      id: `${index}`,
      cells: [
        <AmountCell key="amount" text={range} coin={coin} />,
        <bdi key="apr" className={amountText}>
          {format.percent(tier.apr)}
        </bdi>,
        ...(showDailyRate
          ? [
              <bdi key="daily" className={amountText}>
                {format.percent(tier.dailyRate, { decimals: DAILY_RATE_DECIMALS })}
              </bdi>,
            ]
          : []),
      ],
    };
  });
  return (
    <LadderTable
      caption={caption ?? t('kitSchedules.ladder.caption')}
      hideCaption={hideCaption}
      columns={columns}
      rows={rows}
      loading={loading}
      className={className}
      messages={messages}
    />
  );
}
