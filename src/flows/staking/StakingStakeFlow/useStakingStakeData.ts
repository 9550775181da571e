/**
 * What the stake modal reads: the product (shared with the detail page through the query cache), and for a
 * user the user info of the chosen protocol (what is held, the tier, crowd mode: ST-STATE-06), the stake coin's
 * balance, its borrow-coin setting and, when that coin does not support unified staking, the loans (ST-AMT-05,
 * DEC-25). A guest makes none of the user calls.
 */
import { useBorrowCoinSettings, useOutableBalances } from '../../../api/hooks/shared';
import { useStakingProduct, useStakingUserInfo, useStakingUserLoans } from '../../../api/hooks/staking';
import { stakingAvailable } from '../../../domain/staking/available';
import { currentStakeTerms, mortgageCoins, stakingProductKind } from '../../../domain/staking/product';
import type { StakingStakeContext } from './stakingStakeFlow.reducer';

export interface StakingStakeDataInput {
  readonly coin: string;
  /** The route's pid, when there is one. */
  readonly pid: number | undefined;
  readonly open: boolean;
  readonly isUser: boolean;
  /** The chosen DeFi protocol. */
  readonly selectedPid: number | null;
  readonly verified: boolean;
}

export function useStakingStakeData({ coin, pid, open, isUser, selectedPid, verified }: StakingStakeDataInput) {
  const product = useStakingProduct({ coin, ...(pid === undefined ? {} : { pid }) }, { enabled: open });
  const data = product.data;
  const kind = data ? stakingProductKind(data) : null;
  const terms = data ? currentStakeTerms(data, selectedPid === null ? {} : { pid: selectedPid }) : null;
  // A mint locks the product's mortgage coin (USDT) and mints the product's coin (GUSD).
  const stakeCoin = data && kind === 'debt' ? (mortgageCoins(data.mortgageCoin)[0] ?? coin) : coin.toUpperCase();
  const user = open && isUser && data !== undefined && (kind !== 'defi' || selectedPid !== null);
  const termsPid = terms && terms.pid !== -1 ? terms.pid : undefined;
  const userInfo = useStakingUserInfo(
    { coin, ...(termsPid === undefined ? {} : { pid: termsPid }) },
    { enabled: user },
  );
  const balances = useOutableBalances([stakeCoin], { enabled: user });
  const borrow = useBorrowCoinSettings(stakeCoin, { enabled: user });
  // DEC-25: loans count unless the setting says the coin supports unified staking.
  const supportsStaking = borrow.data?.isSupportStaking === true;
  const needsLoans = borrow.isSuccess && !supportsStaking;
  const loans = useStakingUserLoans(stakeCoin, { enabled: user && needsLoans });

  const userQueries = [userInfo, balances, borrow, ...(needsLoans ? [loans] : [])];
  const userReady = user && userQueries.every((query) => query.isSuccess);
  let context: StakingStakeContext | null = null;
  let loanAmount = '0';
  if (terms && userReady && userInfo.data) {
    const balance = balances.data?.[stakeCoin]?.available ?? '0';
    const available = stakingAvailable({
      balance,
      coin: stakeCoin,
      loans: loans.data ?? {},
      borrowCoinSupportsStaking: supportsStaking,
    });
    loanAmount = needsLoans ? (loans.data?.[stakeCoin] ?? '0') : '0';
    context = {
      coin: stakeCoin,
      available,
      terms,
      holdAmount: userInfo.data.holdAmount,
      isCrowd: userInfo.data.isCrowd,
      verified,
    };
  }
  const failedUserQuery = user ? userQueries.find((query) => query.isError) : undefined;

  return {
    product,
    kind,
    terms,
    stakeCoin,
    context,
    userInfo: userInfo.data ?? null,
    loanAmount,
    /** A user call failed: the figures are unknown, so the form cannot validate. */
    userError: failedUserQuery !== undefined,
    retryUser: () => userQueries.forEach((query) => query.isError && void query.refetch()),
  };
}
