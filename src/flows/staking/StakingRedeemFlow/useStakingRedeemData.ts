/**
 * What the staking redeem modal reads, only while it is open: the product (its terms, protocols and redeem config
 * with today's fast quota left), the user's info (the held amount and VIP tier) and, for a DeFi product, the held
 * positions per protocol (ST-API-05, ST-API-06, ST-API-09). A guest makes no user call.
 */
import { useStakingBalances, useStakingProduct, useStakingUserInfo } from '../../../api/hooks/staking';
import {
  applyVipDiscount,
  autoPickedRedeemProtocol,
  currentStakeTerms,
  heldAmountOf,
  isFastRedeemEnabled,
  redeemConfigFor,
  redeemableProtocols,
  stakingProductKind,
  vipDiscountFor,
  type CurrentStakeTerms,
  type StakingProduct,
  type StakingProtocol,
  type StakingRedeemConfig,
  type StakingUserBalance,
  type StakingUserInfo,
} from '../../../domain/staking';
import type { StakingRedeemContext, StakingRedeemState } from './stakingRedeem.reducer';

/** Why fast redemption cannot be chosen: not offered for the coin, or today's quota is used up. */
type FastRedeemBlock = 'notOffered' | 'quotaUsedUp';

/** The figures of the modal for the state's choices. */
export interface StakingRedeemFigures {
  readonly context: StakingRedeemContext;
  readonly terms: CurrentStakeTerms;
  /** The protocols the user can redeem from (ST-DEFI-02); empty for a product without protocols. */
  readonly protocols: readonly StakingProtocol[];
  /** The redeem config of the chosen coin, its fees after the user's VIP discount (ST-VIP-01); null when none. */
  readonly config: StakingRedeemConfig | null;
  /** The redeem coins the product pays out in. */
  readonly redeemCoins: readonly string[];
  /** Why fast cannot be chosen, or null when it can (ST-REDEEM-07..09). */
  readonly fastBlock: FastRedeemBlock | null;
}

/**
 * The figures for the state's choices. The protocol is the one the user picked, else the host's `pid`, while it is
 * held; else the only held one (ST-DEFI-03); else none yet. The redeem coin is the picked one, else USDC, else the
 * product's first (ST-STATE-04). The coin redeemed is the route's: the staked coin, or a mint product's debt coin.
 */
export function stakingRedeemFigures(
  product: StakingProduct,
  userInfo: StakingUserInfo | null,
  balances: readonly StakingUserBalance[] | null,
  state: Pick<StakingRedeemState, 'pickedPid' | 'redeemCoin'>,
  hostPid: number | undefined,
  routeCoin: string,
): StakingRedeemFigures {
  const isDefi = stakingProductKind(product) === 'defi';
  const protocols = isDefi ? redeemableProtocols(product.defi, balances ?? []) : [];
  const held = (pid: number | null | undefined) =>
    pid !== null && pid !== undefined && protocols.some((protocol) => protocol.pid === pid) ? pid : null;
  const pid = isDefi
    ? (held(state.pickedPid) ?? held(hostPid) ?? autoPickedRedeemProtocol(product.defi, balances ?? [])?.pid ?? null)
    : -1;
  const terms = currentStakeTerms(product, pid !== null && pid !== -1 ? { pid } : {});
  const chosen = redeemConfigFor(product.redeemConfig, state.redeemCoin);
  const discount = userInfo && !userInfo.isCrowd ? vipDiscountFor(userInfo.tier, terms.vipConfig) : null;
  const config =
    chosen && discount
      ? {
          ...chosen,
          redeemFee: applyVipDiscount(chosen.redeemFee, discount.vipSale),
          redeemQuickFee: applyVipDiscount(chosen.redeemQuickFee, discount.vipSale),
        }
      : chosen;
  const offered = terms.extra.redeemQuick && config !== null;
  const fastEnabled =
    config !== null &&
    isFastRedeemEnabled({
      redeemQuick: terms.extra.redeemQuick,
      dailyQuota: config.redeemQuickDailyQuota,
      minRedeemAmount: terms.minRedeemAmount,
    });
  let redeemable = '0';
  if (isDefi) redeemable = pid === null ? '0' : heldAmountOf(pid, balances ?? []);
  else if (userInfo) redeemable = userInfo.holdAmount;
  return {
    context: {
      coin: routeCoin.toUpperCase(),
      redeemable,
      minRedeemAmount: terms.minRedeemAmount,
      pid,
      redeemCoin: config?.redeemCoin ?? state.redeemCoin,
      fastEnabled,
    },
    terms,
    protocols,
    config,
    redeemCoins: product.redeemConfig.map((entry) => entry.redeemCoin),
    fastBlock: fastEnabled ? null : offered ? 'quotaUsedUp' : 'notOffered',
  };
}

export interface StakingRedeemDataInput {
  readonly coin: string;
  readonly open: boolean;
  readonly isUser: boolean;
}

export function useStakingRedeemData({ coin, open, isUser }: StakingRedeemDataInput) {
  const product = useStakingProduct({ coin }, { enabled: open });
  const isDefi = product.data ? stakingProductKind(product.data) === 'defi' : false;
  const userInfo = useStakingUserInfo({ coin }, { enabled: open && isUser });
  const balances = useStakingBalances(coin, { enabled: open && isUser && isDefi });
  const queries = isDefi ? [product, userInfo, balances] : [product, userInfo];
  const failed = queries.filter((query) => query.isError);
  return {
    product: product.data ?? null,
    userInfo: userInfo.data ?? null,
    balances: isDefi ? (balances.data ?? null) : [],
    isPending: product.isPending || (isUser && userInfo.isPending) || (isUser && isDefi && balances.isPending),
    isError: failed.length > 0,
    retry: () => failed.forEach((query) => void query.refetch()),
  };
}
