import type { ReactNode } from 'react';
import { blendedLendingApr, ladderDailyRates, ladderTierBounds, type LadderTier } from '../../domain/simpleEarn';
import { ZERO_RATE, type Rate } from '../../domain/shared/rate';
import { RATE_BASIS, type RateBasis } from '../../domain/shared/rateBasis';
import type { MessageOverrides } from '../../i18n/resolve';
import { useFormat, useTranslate } from '../../context';
import { AmountCell } from './AmountCell';
import { messageWithElements } from '../OptionGroup';
import { RateText } from '../RateText';
import * as styles from './TierLadder.css';
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
  /** What the tiers' APRs are (P-47): `RATE_BASIS.flexible` for a flexible bonus ladder, `RATE_BASIS.fixed` else. */
  basis: RateBasis;
  /**
   * The amount typed (or held): adds each tier's part of it and, under the table, the blended rate it earns (the exact
   * per-tier sum / amount, P-47), so an 'Up to' headline always opens onto what this amount really earns.
   */
  amount?: string;
  /** The rate the ladder is added to (a flexible product's next-time rate); the blended rate includes it. Default 0. */
  baseRate?: Rate;
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
  basis,
  amount,
  baseRate = ZERO_RATE,
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
  const blended = amount === undefined ? null : blendedLendingApr(amount, baseRate, tiers);
  const shares = blended?.rate == null ? null : blended.ladder.shares;
  const columns: LadderColumn[] = [
    { id: 'amount', header: t('kitSchedules.ladder.amount') },
    ...(shares ? [{ id: 'part', header: t('kitSchedules.ladder.yourPart'), align: 'end' as const }] : []),
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
        ...(shares ? [<AmountCell key="part" text={exact(shares[index]?.portion ?? '0')} coin={coin} />] : []),
        <RateText key="apr" rate={tier.apr} basis={basis} compact size="sm" messages={messages} />,
        ...(showDailyRate
          ? [
              <RateText
                key="daily"
                rate={tier.dailyRate}
                basis={RATE_BASIS.dailyRate}
                decimals={DAILY_RATE_DECIMALS}
                size="sm"
                messages={messages}
              />,
            ]
          : []),
      ],
    };
  });
  const table = (
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
  if (!blended?.rate || loading) return table;
  return (
    <>
      {table}
      <p className={styles.blended} data-slot="blended-rate">
        {messageWithElements(t('kitSchedules.ladder.blended', { amount: `${exact(blended.ladder.amount)} ${coin}` }), {
          rate: <RateText rate={blended.rate} basis={basis} tone="up" messages={messages} />,
        })}
      </p>
    </>
  );
}
