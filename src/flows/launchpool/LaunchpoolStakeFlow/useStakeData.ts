/**
 * What the stake modal reads: the project (shared with the project page through the query cache, 5 s
 * dedupe), and for a user the statistics, the coin's balance, its borrow-coin setting and, for a borrow
 * coin that does not support launchpool, the loans (LP-QUOTA-03). A guest makes none of the user calls.
 */
import { useProjectInfo, useUserLoanProperty, useUserProjectStatistics } from '../../../api/hooks/launchpool';
import { useBorrowCoinSettings, useOutableBalances } from '../../../api/hooks/shared';
import {
  launchpoolAvailable,
  maximumStakeAmount,
  remainingQuota,
  stakeTabPools,
  stakedAmountFor,
  type RewardPool,
} from '../../../domain/launchpool';
import type { StakeContext } from './stakeFlow.reducer';

export interface StakeDataInput {
  readonly projectId: number | string;
  readonly open: boolean;
  readonly isUser: boolean;
  /** The selected pool's rid. */
  readonly rid: number | null;
}

export function useStakeData({ projectId, open, isUser, rid }: StakeDataInput) {
  const project = useProjectInfo(projectId, { enabled: open });
  const pools: RewardPool[] = project.data ? stakeTabPools(project.data.rewardPools) : [];
  const pool = pools.find((candidate) => candidate.rid === rid) ?? null;
  const coin = pool?.coin ?? '';
  const user = open && isUser;
  const statistics = useUserProjectStatistics(projectId, { enabled: user });
  const balances = useOutableBalances(coin ? [coin] : [], { enabled: user && coin !== '' });
  const borrow = useBorrowCoinSettings(coin, { enabled: user && coin !== '' });
  const needsLoans = borrow.data !== undefined && !borrow.data.isSupportLaunchpool;
  const loans = useUserLoanProperty({ enabled: user && needsLoans });

  const userQueries = [statistics, balances, borrow, ...(needsLoans ? [loans] : [])];
  const userReady = isUser && userQueries.every((query) => query.isSuccess);
  let context: StakeContext | null = null;
  let maximum = '0';
  if (pool && userReady) {
    const stakedAmount = stakedAmountFor(statistics.data ?? [], pool.rid);
    const available = launchpoolAvailable({
      coin: pool.coin,
      available: balances.data?.[pool.coin]?.available ?? '0',
      borrowCoinSetting: borrow.data ?? null,
      loans: needsLoans ? (loans.data ?? null) : null,
    }).toFixed();
    const quota = remainingQuota(pool, stakedAmount).toFixed();
    context = { pool, stakedAmount, available, remainingQuota: quota };
    maximum = maximumStakeAmount({ available, remainingQuota: quota, decimalPlace: pool.decimalPlace }).toFixed();
  }
  const failedUserQuery = isUser ? userQueries.find((query) => query.isError) : undefined;

  return {
    project,
    pools,
    pool,
    context,
    maximum,
    /** A user call failed: the figures are unknown, so the form cannot validate. */
    userError: failedUserQuery !== undefined,
    retryUser: () => userQueries.forEach((query) => query.isError && void query.refetch()),
  };
}
