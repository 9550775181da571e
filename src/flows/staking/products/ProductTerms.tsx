'use client';
// The product terms the list and the detail page word alike: the extra bonus and the redemption period.
import { RateText } from '../../../components/RateText';
import { useFormat, type Translate } from '../../../context';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';
import { EXTRA_INTEREST_STATUS } from '../../../domain/staking/constants';
import { maxExtraInterestRate } from '../../../domain/staking/extraInterest';
import type { ExtraInterest, StakingRedeemExtra } from '../../../domain/staking/product.types';
import { redeemPeriodText } from '../../../domain/staking/redeemPeriod';
import { part, RateSentence } from '../../shared/RateSentence';

/**
 * The time-limited extra bonus in words (ST-PROD-03, ST-EXTRA-01..03): while processing, its top rate, coin and
 * end; before it starts, when it starts; once finished, that it ended (and when). The status is the server's.
 */
export function ExtraBonusText({ extra, t }: { readonly extra: ExtraInterest; readonly t: Translate }) {
  const format = useFormat();
  // The bonus rate is added to the product's: a signed, labelled rate (P-47).
  const parts = {
    rate: <RateText rate={maxExtraInterestRate(extra.interest)} basis={RATE_BASIS.staking} signed compact size="sm" />,
  };
  const rate = part('rate');
  const date = (at: number) => format.dateTime(at, { precision: 'date' });
  if (extra.status === EXTRA_INTEREST_STATUS.finished)
    return (
      <>
        {extra.endTime > 0
          ? t('stakingPages.extra.finished', { end: date(extra.endTime) })
          : t('stakingPages.extra.ended')}
      </>
    );
  if (extra.status === EXTRA_INTEREST_STATUS.notStarted)
    return (
      <bdi>
        <RateSentence
          text={t('stakingPages.extra.notStarted', { rate, coin: extra.rewardCoin, start: date(extra.startTime) })}
          parts={parts}
        />
      </bdi>
    );
  return (
    <bdi>
      <RateSentence
        text={t('stakingPages.extra.processing', { rate, coin: extra.rewardCoin, end: date(extra.endTime) })}
        parts={parts}
      />
    </bdi>
  );
}

/**
 * How long a standard redemption takes (ST-REDEEM-02): the server's own text when it sends one (ST-DATA-09), else
 * the wording of the period kind that income_days and the min and max redeem days make.
 */
export function RedemptionPeriod({
  incomeDays,
  extra,
  t,
}: {
  readonly incomeDays: number;
  readonly extra: StakingRedeemExtra;
  readonly t: Translate;
}) {
  if (extra.redeemPeriodText.trim() !== '') return <>{extra.redeemPeriodText}</>;
  const text = redeemPeriodText({ incomeDays, redeemMinday: extra.redeemMinday, redeemMaxday: extra.redeemMaxday });
  return <>{t(text.key, text.params)}</>;
}
