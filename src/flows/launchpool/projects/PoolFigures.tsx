'use client';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { RateText } from '../../../components/RateText';
import type { Translate } from '../../../context';
import type { AprType } from '../../../domain/launchpool/constants';
import type { Rate } from '../../../domain/shared/rate';
import { launchpoolRateBasis } from '../../../domain/shared/rateBasis';

/** What the user has in a pool, from their statistics (LP-DATA-12); absent for a guest. */
export interface PoolUserFigures {
  /** valid_amount: what the user has staked. */
  readonly staked: string;
  /** amount: the rewards the pool has paid the user so far. */
  readonly rewards: string;
  /** The rewards of the last hour. */
  readonly lastHourRewards: string;
}

export interface PoolFiguresProps {
  readonly t: Translate;
  /** The pool's coin: the coin staked. */
  readonly coin: string;
  /** The project's coin: the coin rewards are paid in. */
  readonly rewardCoin: string;
  readonly rateYear: Rate;
  readonly rateYearType: AprType;
  readonly totalStaked: string | null;
  readonly decimals?: number;
  readonly user?: PoolUserFigures | null;
}

/**
 * A pool's figures as label/value rows: its APR ('Est. APR' for an estimate, '--' when the exchange
 * gives none, LP-DATA-04), the total staked, and for a logged-in user their stake and rewards.
 */
export function PoolFigures({
  t,
  coin,
  rewardCoin,
  rateYear,
  rateYearType,
  totalStaked,
  decimals,
  user,
}: PoolFiguresProps) {
  const aprLabel = t(rateYearType === 'estimate' ? 'launchpoolPages.pool.aprEstimate' : 'launchpoolPages.pool.apr');
  return (
    <InfoList>
      <InfoRow label={aprLabel}>
        {rateYearType === 'none' ? (
          '--'
        ) : (
          <RateText rate={rateYear} basis={launchpoolRateBasis(rateYearType)} size="sm" />
        )}
      </InfoRow>
      <InfoRow label={t('launchpoolPages.pool.totalStaked')} amount={totalStaked} coin={coin} decimals={decimals} />
      {user ? (
        <>
          <InfoRow label={t('launchpoolPages.pool.myStake')} amount={user.staked} coin={coin} decimals={decimals} />
          <InfoRow label={t('launchpoolPages.pool.myRewards')} amount={user.rewards} coin={rewardCoin} />
        </>
      ) : null}
    </InfoList>
  );
}
