/**
 * Every call of the spec in one table (SH-API-01, SH-VIP-01, DEC-11, DEC-26): its method, its relative
 * path, how a body is encoded, its VIP variant, and whether the spec states the path. Paths the spec
 * leaves unstated are named in the style of their neighbours under the same prefix and marked
 * `stated: false`; a host points any call elsewhere with `createEarnClient({ paths })`.
 */
import type { ResponseOperation } from '../domain/shared/responseCode';

/** The HTTP methods the spec uses. */
export type EarnHttpMethod = 'GET' | 'POST' | 'PUT';
/** How a body is sent: form-encoded unless the spec says JSON (SH-API-02). */
export type EarnBodyEncoding = 'form' | 'json';

/** One call of the table. */
export interface EarnApiPathEntry {
  readonly method: EarnHttpMethod;
  /** Relative path; `{name}` segments are filled from the call's path params. */
  readonly path: string;
  /** The VIP variant: a `/vip` segment after the base path (SH-VIP-01); absent where the spec has none. */
  readonly vipPath?: string;
  /** Body encoding of a POST or PUT. */
  readonly body?: EarnBodyEncoding;
  /** False where the spec does not show the path and DEC-26 named it. */
  readonly stated: boolean;
  /** Which success codes apply (DEC-06); 'default' accepts 0 and 200. */
  readonly operation?: ResponseOperation;
}

/**
 * The call table. Keys are the calls' names in the client; grouped as the spec's call lists are. The
 * comment after each call names the requirement lines it serves (docs/api.md lists them too): kept
 * out of the data, so the requirement ids are not shipped to every page that makes a call.
 */
export const earnApiPaths = {
  // Shared (doc 1 §7, doc 2 §7).
  outable: { method: 'POST', path: '/apiw/v2/account/spot/asset/outable', body: 'json', stated: true }, // SH-API-07 SH-API-08
  lentAvailable: { method: 'GET', path: '/apiw/v2/fixed_earn/api/user/lent/available', stated: true }, // SH-API-09
  complianceCheck: { method: 'GET', path: '/api/web/v1/compliance/check', stated: true }, // SH-API-10
  borrowCoinSettings: { method: 'GET', path: '/apiw/v2/earn/borrow-coin-settings', stated: true }, // SH-API-11
  accountMode: { method: 'GET', path: '/apiw/v2/unified/account_mode', stated: true }, // SH-API-12
  marketTickers: { method: 'GET', path: '/apiw/v2/market/tickers', stated: true }, // SH-API-13 HD-API-04
  maintenanceMarginRate: { method: 'GET', path: '/apiw/v2/unified/maintenance_margin_rate', stated: true }, // SE-API-33

  // Launchpool and its notifications (doc 1 §7).
  referralInfo: { method: 'GET', path: '/api/web/v1/rebate/get_user_info', stated: true }, // LP-API-01
  coinCallSetting: { method: 'GET', path: '/api/web/v1/settings/get-currency-call-setting', stated: true }, // LP-API-02
  hodlerConfigSet: { method: 'POST', path: '/apiw/v2/earn/hodler-airdrop/config_set', body: 'form', stated: true }, // LP-API-03
  hodlerConfig: { method: 'POST', path: '/apiw/v2/earn/hodler-airdrop/config', body: 'form', stated: true }, // LP-API-04
  candyDropSubscribeStatus: { method: 'GET', path: '/api/web/v1/task-square/global-subscribe-status', stated: true }, // LP-API-05
  candyDropSubscribe: { method: 'POST', path: '/api/web/v1/task-square/subscribe-msg', body: 'form', stated: true }, // LP-API-06
  heraldCategorySwitch: { method: 'GET', path: '/apiw/v2/herald/category/switch', stated: true }, // LP-API-07
  heraldSwitches: { method: 'POST', path: '/apiw/v2/herald/switches', body: 'json', stated: true }, // LP-API-08
  checkPoolRule: { method: 'POST', path: '/apiw/v2/earn/launch-pool/check-pool-rule', body: 'json', stated: true }, // LP-API-09
  createOrder: { method: 'POST', path: '/apiw/v2/earn/launch-pool/create-order', body: 'json', stated: true }, // LP-API-10 LP-API-11
  launchpoolRedeem: { method: 'POST', path: '/apiw/v2/earn/launch-pool/redeem', body: 'json', stated: true }, // LP-API-12
  projectInfo: { method: 'GET', path: '/apiw/v2/earn/launch-pool/project-info', stated: true }, // LP-API-13
  userProjectStatistics: { method: 'GET', path: '/apiw/v2/earn/launch-pool/user-project-statistics', stated: true }, // LP-API-14
  earnMore: { method: 'GET', path: '/apiw/v2/earn/launch-pool/earn-more', stated: true }, // LP-API-15
  userStat: { method: 'GET', path: '/apiw/v2/earn/launch-pool/user-stat', stated: true }, // LP-API-17
  userLoanProperty: { method: 'GET', path: '/launch-pool/get-user-loan-property', stated: true }, // LP-API-18
  candyDropPromotion: { method: 'GET', path: '/apiw/v2/earn/launch-pool/promotion-list', stated: false }, // LP-API-19
  launchpoolProjects: { method: 'GET', path: '/apiw/v2/earn/launch-pool/project-list', stated: false }, // DEC-27
  launchpoolRecords: { method: 'GET', path: '/apiw/v2/earn/launch-pool/user-records', stated: false }, // LP-LIST-01 LP-LIST-03

  // Simple Earn (doc 1 §7, all under /apiw/v2; doc 2 §7).
  marketList: { method: 'GET', path: '/apiw/v2/uni-loan/earn/market/list', stated: true }, // SE-API-01 AE-API-04
  coinInfo: { method: 'GET', path: '/apiw/v2/uni-loan/earn/coin-info', stated: true }, // SE-API-02 SE-API-03
  fixedProductDetail: { method: 'GET', path: '/apiw/v2/fixed_earn/api/product/detail', stated: true }, // SE-API-04
  fixedProductList: { method: 'GET', path: '/apiw/v2/fixed_earn/api/product/{type}/list', stated: true }, // SE-API-05 SE-API-06
  lendable: {
    method: 'GET',
    path: '/apiw/v2/fixed_earn/api/user/lendable',
    vipPath: '/apiw/v2/fixed_earn/api/vip/user/lendable',
    stated: true,
  }, // SE-API-07 SE-API-08
  flexibleSubscribe: { method: 'POST', path: '/apiw/v2/uni-loan/earn/subscribe', body: 'json', stated: true }, // SE-API-09
  fixedSubscribe: {
    method: 'POST',
    path: '/apiw/v2/fixed_earn/api/user/lend',
    vipPath: '/apiw/v2/fixed_earn/api/vip/user/lend',
    body: 'json',
    stated: true,
  }, // SE-API-10
  fixedProductCoins: { method: 'GET', path: '/apiw/v2/fixed_earn/api/product/coins', stated: true }, // SE-API-11
  flexibleHistoryCoins: { method: 'GET', path: '/apiw/v2/uni-loan/earn/history/coins', stated: true }, // SE-API-12
  flexibleHistory: { method: 'GET', path: '/apiw/v2/uni-loan/earn/history', stated: true }, // SE-API-13 SE-API-14 SE-API-15 SE-INT-04
  fixedHistory: { method: 'GET', path: '/apiw/v2/fixed_earn/api/user/history', stated: true }, // SE-API-16
  historyTypes: { method: 'GET', path: '/apiw/v2/uni-loan/earn/history/types', stated: true }, // SE-API-17
  tradingHome: { method: 'GET', path: '/apiw/v2/account/spot/trading/home', stated: true }, // SE-API-18 DEC-24
  rateChart: { method: 'GET', path: '/apiw/v2/uni-loan/earn/chart', stated: true }, // SE-API-19
  redeemCallback: { method: 'POST', path: '/apiw/v2/uni-loan/earn/redeem-callback', body: 'form', stated: true }, // SE-API-20
  preRedeem: {
    method: 'POST',
    path: '/apiw/v2/fixed_earn/api/user/pre-redeem',
    vipPath: '/apiw/v2/fixed_earn/api/vip/user/pre-redeem',
    body: 'form',
    stated: true,
  }, // SE-API-21
  interestRate: { method: 'POST', path: '/apiw/v2/uni-loan/earn/interest-rate', body: 'json', stated: true }, // SE-API-22
  awardPool: { method: 'GET', path: '/apiw/v2/uni-loan/earn/award-pool', stated: true }, // SE-API-23 HD-API-01
  statistics: { method: 'GET', path: '/apiw/v2/uni-loan/earn/statistics', stated: true }, // SE-API-24
  flexibleHoldings: { method: 'GET', path: '/apiw/v2/uni-loan/earn/subscribe', stated: true }, // SE-API-25
  fixedHoldings: { method: 'GET', path: '/apiw/v2/fixed_earn/api/user/lend', stated: true }, // SE-API-26
  reinvestStatus: {
    method: 'PUT',
    path: '/apiw/v2/fixed_earn/api/user/reinvest-status/{order_id}',
    vipPath: '/apiw/v2/fixed_earn/api/vip/user/reinvest-status/{order_id}',
    body: 'form',
    stated: true,
  }, // SE-API-27 DEC-11
  redeemAccountType: {
    method: 'PUT',
    path: '/apiw/v2/fixed_earn/api/user/redeem-account-type/{order_id}',
    vipPath: '/apiw/v2/fixed_earn/api/vip/user/redeem-account-type/{order_id}',
    body: 'form',
    stated: true,
  }, // SE-API-28 DEC-11
  flexibleRedeem: { method: 'POST', path: '/apiw/v2/uni-loan/earn/redeem', body: 'form', stated: false }, // SE-API-29
  cancelRedeem: { method: 'POST', path: '/apiw/v2/uni-loan/earn/cancel-redeem', body: 'form', stated: false }, // SE-API-30
  userVip: { method: 'GET', path: '/apiw/v2/uni-loan/earn/user/vip', stated: true }, // SE-API-31
  upgradeWay: { method: 'GET', path: '/apiw/v2/uni-loan/earn/user/upgrade-way', stated: false }, // SE-API-32
  couponRecommend: { method: 'GET', path: '/apiw/v2/uni-loan/earn/coupon-recommend', stated: true }, // SE-API-34
  faq: { method: 'GET', path: '/apiw/v2/earn/ask', stated: true }, // SE-API-35
  subscribeCheck: { method: 'GET', path: '/apiw/v2/uni-loan/earn/subscribe/check', stated: true }, // SE-API-36
  fixedOrder: { method: 'GET', path: '/apiw/v2/fixed_earn/api/user/order', stated: false }, // SE-API-37
  rateTrend: { method: 'GET', path: '/apiw/v2/uni-loan/earn/rate-trend', stated: false }, // SE-API-38

  // Holding details (doc 2 §7); bonus info is the award-pool call above.
  minLendRateLimit: { method: 'GET', path: '/apiw/v2/uni-loan/earn/interest-rate/limit', stated: false }, // HD-API-02
  holdingDetail: { method: 'GET', path: '/apiw/v2/uni-loan/earn/subscribe/detail', stated: false }, // HD-API-03

  // Auto-earn (doc 1 §7, doc 2 §7); the global status is the same GET without assets (AE-API-03).
  autoEarnStatus: { method: 'GET', path: '/apiw/v2/uni-loan/earn/autoivest', stated: true }, // AE-API-01 AE-API-03
  autoEarnSetStatus: { method: 'POST', path: '/apiw/v2/uni-loan/earn/autoivest', body: 'json', stated: true }, // AE-API-02

  // Staking, prefix /apiw/v2/earn/staking (doc 2 §7).
  stakingCoinLines: { method: 'GET', path: '/apiw/v2/earn/staking/coin-lines', stated: true }, // ST-API-01
  stakingDefiLines: { method: 'GET', path: '/apiw/v2/earn/staking/coin-defi-lines', stated: true }, // ST-API-02
  stakingStake: { method: 'POST', path: '/apiw/v2/earn/staking/coin-swap-verify', body: 'json', stated: true }, // ST-API-03
  stakingStatistics: { method: 'GET', path: '/apiw/v2/earn/staking/statistics', stated: true }, // ST-API-04
  stakingUserInfo: { method: 'GET', path: '/apiw/v2/earn/staking/coin-user-info', stated: true }, // ST-API-05
  stakingBalances: { method: 'GET', path: '/apiw/v2/earn/staking/balances', stated: true }, // ST-API-06
  stakingProfitRecords: { method: 'GET', path: '/apiw/v2/earn/staking/coin-user-profit-records', stated: true }, // ST-API-07
  stakingLockBalances: { method: 'GET', path: '/apiw/v2/earn/staking/lock-balances', stated: true }, // ST-API-08
  stakingProduct: { method: 'GET', path: '/apiw/v2/earn/staking/product', stated: true }, // ST-API-09
  stakingUserLoans: { method: 'GET', path: '/apiw/v2/earn/staking/user-loans', stated: true }, // ST-API-10
  stakingRedeem: { method: 'POST', path: '/apiw/v2/earn/staking/coin-redeem', body: 'json', stated: true }, // ST-API-11
  stakingAsk: { method: 'GET', path: '/apiw/v2/earn/staking/coin-ask', stated: true }, // ST-API-12
  stakingBalance: { method: 'GET', path: '/apiw/v2/earn/staking/balance', stated: false }, // ST-API-13
  stakingAction: { method: 'POST', path: '/apiw/v2/earn/staking/coin-stake-redeem', body: 'form', stated: false }, // ST-API-14 ST-API-15 ST-API-16 ST-API-17 ST-API-18 ST-VIP-06 DEC-20
  stakingProducts: { method: 'GET', path: '/apiw/v2/earn/staking/products', stated: false }, // DEC-28
  stakingRedemptions: { method: 'GET', path: '/apiw/v2/earn/staking/redemptions', stated: false }, // DEC-28

  // Soft staking, VIP wealth and dual earn (doc 2 §7); wealth and the switch accept only 200 (DEC-06).
  softStakingSwitch: {
    method: 'POST',
    path: '/apiw/v2/earn/soft-staking/switch',
    body: 'json',
    stated: true,
    operation: 'softStakingSwitch',
  }, // SS-API-01 SS-API-02
  wealthPurchase: {
    method: 'POST',
    path: '/apiw/v2/earn/private-wealth/purchase',
    body: 'form',
    stated: true,
    operation: 'privateWealthPurchase',
  }, // VW-API-01 DEC-23
  wealthRedeem: {
    method: 'POST',
    path: '/apiw/v2/earn/private-wealth/redeem',
    body: 'form',
    stated: true,
    operation: 'privateWealthRedeem',
  }, // VW-API-02
  wealthOrderDetail: { method: 'GET', path: '/apiw/v2/earn/private-wealth/order-detail', stated: true }, // VW-API-03
  wealthLines: { method: 'GET', path: '/apiw/v2/earn/private-wealth/lines', stated: true }, // VW-API-04
  wealthProducts: { method: 'GET', path: '/apiw/v2/earn/private-wealth/products', stated: false }, // DEC-29
  wealthOrders: { method: 'GET', path: '/apiw/v2/earn/private-wealth/orders', stated: false }, // DEC-29
  dualOrderDetail: { method: 'GET', path: '/apiw/v2/earn/dual/order-detail', stated: true }, // DE-API-01
  dualSniperOrder: { method: 'GET', path: '/apiw/v2/earn/dual-sniper/order', stated: true }, // DE-API-02
  dualOrders: { method: 'GET', path: '/apiw/v2/earn/dual/orders', stated: false }, // DEC-30
} as const satisfies Record<string, EarnApiPathEntry>;

/** The name of a call of the table. */
export type EarnApiCall = keyof typeof earnApiPaths;

/** A host's remap of one call: a new path, or a new path and VIP path. */
export type EarnApiPathOverride = string | { readonly path: string; readonly vipPath?: string };
/** The `paths` option of `createEarnClient`: any call pointed elsewhere. */
export type EarnApiPathOverrides = Partial<Record<EarnApiCall, EarnApiPathOverride>>;
/** The table the client uses once a host's remaps are applied. */
export type EarnApiPathTable = Readonly<Record<EarnApiCall, EarnApiPathEntry>>;

/**
 * The call table with a host's remaps applied. A remap by string replaces the path and, where the call
 * has a VIP variant, sends VIP calls to the new path too unless the host names a VIP path: keeping the
 * old VIP path would quietly send VIP users to the old backend.
 */
export function applyPathOverrides(overrides: EarnApiPathOverrides = {}): EarnApiPathTable {
  const table = { ...earnApiPaths } as Record<EarnApiCall, EarnApiPathEntry>;
  for (const call of Object.keys(overrides) as EarnApiCall[]) {
    const override = overrides[call];
    if (override === undefined) continue;
    const base: EarnApiPathEntry = earnApiPaths[call];
    const path = typeof override === 'string' ? override : override.path;
    const vipPath = typeof override === 'string' ? undefined : override.vipPath;
    const { vipPath: _previous, ...rest } = base;
    table[call] =
      vipPath !== undefined
        ? { ...rest, path, vipPath }
        : base.vipPath !== undefined
          ? { ...rest, path, vipPath: path }
          : { ...rest, path };
  }
  return table;
}

/**
 * The path of a call: the VIP variant when `vip` is set and the call has one (SH-VIP-01), with
 * `{name}` segments filled in, each URI-encoded so an order id can never add a path segment.
 */
export function resolveCallPath(
  entry: EarnApiPathEntry,
  options: { readonly vip?: boolean; readonly pathParams?: Readonly<Record<string, string | number>> } = {},
): string {
  const template = options.vip === true && entry.vipPath !== undefined ? entry.vipPath : entry.path;
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = options.pathParams?.[name];
    if (value === undefined) throw new TypeError(`earnkit: path parameter '${name}' missing for ${template}`);
    return encodeURIComponent(String(value));
  });
}
