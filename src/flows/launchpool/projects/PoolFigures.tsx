'use client';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { RateText } from '../../../components/RateText';
import { Skeleton } from '../../../components/Skeleton';
import type { Translate } from '../../../context';
import type { AprType } from '../../../domain/launchpool/constants';
import type { UserProjectStatistics } from '../../../domain/launchpool/models';
import type { Rate } from '../../../domain/shared/rate';
import { launchpoolRateBasis } from '../../../domain/shared/rateBasis';
import * as styles from './launchpoolPages.css';

/** What the user has in a pool, from their statistics (LP-DATA-12); absent for a guest. */
export interface PoolUserFigures {
  /** valid_amount: what the user has staked. */
  readonly staked: string;
  /** amount: the rewards the pool has paid the user so far. */
  readonly rewards: string;
  /** The rewards of the last hour. */
  readonly lastHourRewards: string;
}

function FigurePlaceholder() {
  return (
    <span className={styles.figurePlaceholder}>
      <Skeleton shape="text" />
    </span>
  );
}

/**
 * A pool's figures of the user: null for a guest or when their statistics could not be read, 'loading' until
 * they answer.
 */
export function poolUserFigures(
  loggedIn: boolean,
  statistics: { readonly data?: readonly UserProjectStatistics[] | undefined; readonly isError: boolean },
  rid: number,
): PoolUserFigures | 'loading' | null {
  if (!loggedIn || statistics.isError) return null;
  if (!statistics.data) return 'loading';
  const mine = statistics.data.find((item) => item.rid === rid);
  return {
    staked: mine?.validAmount ?? '0',
    rewards: mine?.amount ?? '0',
    lastHourRewards: mine?.lastHourRewardAmount ?? '0',
  };
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
  /** The user's figures; 'loading' while a logged-in user's are on their way; null or absent for a guest. */
  readonly user?: PoolUserFigures | 'loading' | null;
}

/**
 * A pool's figures as label/value rows: its APR ('Est. APR' for an estimate, '--' when the exchange
 * gives none, LP-DATA-04), the total staked, and for a logged-in user their stake and rewards (placeholders while
 * they load).
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
      {user === 'loading' ? (
        // The rows are there from the first paint, each with a placeholder: arriving after it (the statistics
        // can miss the server's budget), they would push down everything below the pool.
        <>
          <InfoRow label={t('launchpoolPages.pool.myStake')}>
            <FigurePlaceholder />
          </InfoRow>
          <InfoRow label={t('launchpoolPages.pool.myRewards')}>
            <FigurePlaceholder />
          </InfoRow>
        </>
      ) : user ? (
        <>
          <InfoRow label={t('launchpoolPages.pool.myStake')} amount={user.staked} coin={coin} decimals={decimals} />
          <InfoRow label={t('launchpoolPages.pool.myRewards')} amount={user.rewards} coin={rewardCoin} />
        </>
      ) : null}
    </InfoList>
  );
}
