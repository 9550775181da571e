import { describe, expect, it } from 'vitest';
import { applyPathOverrides, earnApiPaths, resolveCallPath, type EarnApiCall } from './paths';
import { setupClient } from './testSetup.testing';

// Every path the two documents state, with its method and body encoding, as the spec writes it.
const STATED: readonly (readonly [EarnApiCall, string, string, 'form' | 'json' | undefined])[] = [
  ['outable', 'POST', '/apiw/v2/account/spot/asset/outable', 'json'],
  ['lentAvailable', 'GET', '/apiw/v2/fixed_earn/api/user/lent/available', undefined],
  ['complianceCheck', 'GET', '/api/web/v1/compliance/check', undefined],
  ['borrowCoinSettings', 'GET', '/apiw/v2/earn/borrow-coin-settings', undefined],
  ['accountMode', 'GET', '/apiw/v2/unified/account_mode', undefined],
  ['marketTickers', 'GET', '/apiw/v2/market/tickers', undefined],
  ['referralInfo', 'GET', '/api/web/v1/rebate/get_user_info', undefined],
  ['coinCallSetting', 'GET', '/api/web/v1/settings/get-currency-call-setting', undefined],
  ['hodlerConfigSet', 'POST', '/apiw/v2/earn/hodler-airdrop/config_set', 'form'],
  ['hodlerConfig', 'POST', '/apiw/v2/earn/hodler-airdrop/config', 'form'],
  ['candyDropSubscribeStatus', 'GET', '/api/web/v1/task-square/global-subscribe-status', undefined],
  ['candyDropSubscribe', 'POST', '/api/web/v1/task-square/subscribe-msg', 'form'],
  ['heraldCategorySwitch', 'GET', '/apiw/v2/herald/category/switch', undefined],
  ['heraldSwitches', 'POST', '/apiw/v2/herald/switches', 'json'],
  ['checkPoolRule', 'POST', '/apiw/v2/earn/launch-pool/check-pool-rule', 'json'],
  ['createOrder', 'POST', '/apiw/v2/earn/launch-pool/create-order', 'json'],
  ['launchpoolRedeem', 'POST', '/apiw/v2/earn/launch-pool/redeem', 'json'],
  ['projectInfo', 'GET', '/apiw/v2/earn/launch-pool/project-info', undefined],
  ['userProjectStatistics', 'GET', '/apiw/v2/earn/launch-pool/user-project-statistics', undefined],
  ['earnMore', 'GET', '/apiw/v2/earn/launch-pool/earn-more', undefined],
  ['userStat', 'GET', '/apiw/v2/earn/launch-pool/user-stat', undefined],
  ['userLoanProperty', 'GET', '/launch-pool/get-user-loan-property', undefined],
  ['marketList', 'GET', '/apiw/v2/uni-loan/earn/market/list', undefined],
  ['coinInfo', 'GET', '/apiw/v2/uni-loan/earn/coin-info', undefined],
  ['fixedProductDetail', 'GET', '/apiw/v2/fixed_earn/api/product/detail', undefined],
  ['fixedProductList', 'GET', '/apiw/v2/fixed_earn/api/product/{type}/list', undefined],
  ['lendable', 'GET', '/apiw/v2/fixed_earn/api/user/lendable', undefined],
  ['flexibleSubscribe', 'POST', '/apiw/v2/uni-loan/earn/subscribe', 'json'],
  ['fixedSubscribe', 'POST', '/apiw/v2/fixed_earn/api/user/lend', 'json'],
  ['fixedProductCoins', 'GET', '/apiw/v2/fixed_earn/api/product/coins', undefined],
  ['flexibleHistoryCoins', 'GET', '/apiw/v2/uni-loan/earn/history/coins', undefined],
  ['flexibleHistory', 'GET', '/apiw/v2/uni-loan/earn/history', undefined],
  ['fixedHistory', 'GET', '/apiw/v2/fixed_earn/api/user/history', undefined],
  ['historyTypes', 'GET', '/apiw/v2/uni-loan/earn/history/types', undefined],
  ['tradingHome', 'GET', '/apiw/v2/account/spot/trading/home', undefined],
  ['autoEarnStatus', 'GET', '/apiw/v2/uni-loan/earn/autoivest', undefined],
  ['autoEarnSetStatus', 'POST', '/apiw/v2/uni-loan/earn/autoivest', 'json'],
  ['rateChart', 'GET', '/apiw/v2/uni-loan/earn/chart', undefined],
  ['redeemCallback', 'POST', '/apiw/v2/uni-loan/earn/redeem-callback', 'form'],
  ['preRedeem', 'POST', '/apiw/v2/fixed_earn/api/user/pre-redeem', 'form'],
  ['interestRate', 'POST', '/apiw/v2/uni-loan/earn/interest-rate', 'json'],
  ['awardPool', 'GET', '/apiw/v2/uni-loan/earn/award-pool', undefined],
  ['statistics', 'GET', '/apiw/v2/uni-loan/earn/statistics', undefined],
  ['flexibleHoldings', 'GET', '/apiw/v2/uni-loan/earn/subscribe', undefined],
  ['fixedHoldings', 'GET', '/apiw/v2/fixed_earn/api/user/lend', undefined],
  ['reinvestStatus', 'PUT', '/apiw/v2/fixed_earn/api/user/reinvest-status/{order_id}', 'form'],
  ['redeemAccountType', 'PUT', '/apiw/v2/fixed_earn/api/user/redeem-account-type/{order_id}', 'form'],
  ['userVip', 'GET', '/apiw/v2/uni-loan/earn/user/vip', undefined],
  ['maintenanceMarginRate', 'GET', '/apiw/v2/unified/maintenance_margin_rate', undefined],
  ['couponRecommend', 'GET', '/apiw/v2/uni-loan/earn/coupon-recommend', undefined],
  ['faq', 'GET', '/apiw/v2/earn/ask', undefined],
  ['subscribeCheck', 'GET', '/apiw/v2/uni-loan/earn/subscribe/check', undefined],
  ['stakingCoinLines', 'GET', '/apiw/v2/earn/staking/coin-lines', undefined],
  ['stakingDefiLines', 'GET', '/apiw/v2/earn/staking/coin-defi-lines', undefined],
  ['stakingStake', 'POST', '/apiw/v2/earn/staking/coin-swap-verify', 'json'],
  ['stakingStatistics', 'GET', '/apiw/v2/earn/staking/statistics', undefined],
  ['stakingUserInfo', 'GET', '/apiw/v2/earn/staking/coin-user-info', undefined],
  ['stakingBalances', 'GET', '/apiw/v2/earn/staking/balances', undefined],
  ['stakingProfitRecords', 'GET', '/apiw/v2/earn/staking/coin-user-profit-records', undefined],
  ['stakingLockBalances', 'GET', '/apiw/v2/earn/staking/lock-balances', undefined],
  ['stakingProduct', 'GET', '/apiw/v2/earn/staking/product', undefined],
  ['stakingUserLoans', 'GET', '/apiw/v2/earn/staking/user-loans', undefined],
  ['stakingRedeem', 'POST', '/apiw/v2/earn/staking/coin-redeem', 'json'],
  ['stakingAsk', 'GET', '/apiw/v2/earn/staking/coin-ask', undefined],
  ['wealthPurchase', 'POST', '/apiw/v2/earn/private-wealth/purchase', 'form'],
  ['wealthRedeem', 'POST', '/apiw/v2/earn/private-wealth/redeem', 'form'],
  ['wealthOrderDetail', 'GET', '/apiw/v2/earn/private-wealth/order-detail', undefined],
  ['wealthLines', 'GET', '/apiw/v2/earn/private-wealth/lines', undefined],
  ['softStakingSwitch', 'POST', '/apiw/v2/earn/soft-staking/switch', 'json'],
  ['dualOrderDetail', 'GET', '/apiw/v2/earn/dual/order-detail', undefined],
  ['dualSniperOrder', 'GET', '/apiw/v2/earn/dual-sniper/order', undefined],
];

describe('the call table', () => {
  it.each(STATED)('SH-API-01 SH-API-02 %s is %s %s (%s body), marked stated', (call, method, path, body) => {
    const entry = earnApiPaths[call];
    expect({
      method: entry.method,
      path: entry.path,
      body: 'body' in entry ? entry.body : undefined,
      stated: entry.stated,
    }).toEqual({ method, path, body, stated: true });
  });

  it('DEC-26 DEC-29 DEC-30 every call the spec leaves without a path is named under its neighbours prefix and marked unstated', () => {
    const unstated = Object.entries(earnApiPaths)
      .filter(([, entry]) => !entry.stated)
      .map(([call, entry]) => [call, entry.method, entry.path]);
    expect(unstated).toEqual([
      ['candyDropPromotion', 'GET', '/apiw/v2/earn/launch-pool/promotion-list'],
      ['launchpoolProjects', 'GET', '/apiw/v2/earn/launch-pool/project-list'],
      ['launchpoolRecords', 'GET', '/apiw/v2/earn/launch-pool/user-records'],
      ['flexibleRedeem', 'POST', '/apiw/v2/uni-loan/earn/redeem'],
      ['cancelRedeem', 'POST', '/apiw/v2/uni-loan/earn/cancel-redeem'],
      ['upgradeWay', 'GET', '/apiw/v2/uni-loan/earn/user/upgrade-way'],
      ['fixedOrder', 'GET', '/apiw/v2/fixed_earn/api/user/order'],
      ['rateTrend', 'GET', '/apiw/v2/uni-loan/earn/rate-trend'],
      ['minLendRateLimit', 'GET', '/apiw/v2/uni-loan/earn/interest-rate/limit'],
      ['holdingDetail', 'GET', '/apiw/v2/uni-loan/earn/subscribe/detail'],
      ['stakingBalance', 'GET', '/apiw/v2/earn/staking/balance'],
      ['stakingAction', 'POST', '/apiw/v2/earn/staking/coin-stake-redeem'],
      ['stakingProducts', 'GET', '/apiw/v2/earn/staking/products'],
      ['stakingRedemptions', 'GET', '/apiw/v2/earn/staking/redemptions'],
      ['wealthProducts', 'GET', '/apiw/v2/earn/private-wealth/products'],
      ['wealthOrders', 'GET', '/apiw/v2/earn/private-wealth/orders'],
      ['dualOrders', 'GET', '/apiw/v2/earn/dual/orders'],
    ]);
    expect(STATED.length + unstated.length).toBe(Object.keys(earnApiPaths).length);
  });

  it('SH-VIP-01 SE-API-08 DEC-11 VIP paths put a /vip segment after the fixed_earn base path', () => {
    const vip = Object.entries(earnApiPaths).flatMap(([call, entry]) =>
      'vipPath' in entry ? [[call, entry.vipPath]] : [],
    );
    expect(vip).toEqual([
      ['lendable', '/apiw/v2/fixed_earn/api/vip/user/lendable'],
      ['fixedSubscribe', '/apiw/v2/fixed_earn/api/vip/user/lend'],
      ['preRedeem', '/apiw/v2/fixed_earn/api/vip/user/pre-redeem'],
      ['reinvestStatus', '/apiw/v2/fixed_earn/api/vip/user/reinvest-status/{order_id}'],
      ['redeemAccountType', '/apiw/v2/fixed_earn/api/vip/user/redeem-account-type/{order_id}'],
    ]);
    for (const [call, path] of vip)
      expect(path).toBe(
        earnApiPaths[call as EarnApiCall].path.replace('/apiw/v2/fixed_earn/api/', '/apiw/v2/fixed_earn/api/vip/'),
      );
  });

  it('DEC-06 only the private-wealth purchase and redeem and the soft-staking switch are 200-only', () => {
    const strict = Object.entries(earnApiPaths).flatMap(([call, entry]) => ('operation' in entry ? [call] : []));
    expect(strict).toEqual(['softStakingSwitch', 'wealthPurchase', 'wealthRedeem']);
  });

  it('SH-VIP-01 a path resolves to its VIP variant only when asked and when it has one', () => {
    expect(resolveCallPath(earnApiPaths.lendable, { vip: true })).toBe('/apiw/v2/fixed_earn/api/vip/user/lendable');
    expect(resolveCallPath(earnApiPaths.lendable, { vip: false })).toBe('/apiw/v2/fixed_earn/api/user/lendable');
    expect(resolveCallPath(earnApiPaths.coinInfo, { vip: true })).toBe('/apiw/v2/uni-loan/earn/coin-info');
  });

  it('DEC-11 path params are URI-encoded, so an order id cannot add a segment', () => {
    expect(resolveCallPath(earnApiPaths.reinvestStatus, { pathParams: { order_id: 'a/b c' } })).toBe(
      '/apiw/v2/fixed_earn/api/user/reinvest-status/a%2Fb%20c',
    );
    expect(() => resolveCallPath(earnApiPaths.reinvestStatus)).toThrow(/order_id/);
  });
});

describe('remapping paths (DEC-26)', () => {
  it('DEC-26 a string remap replaces the path and, for a call with a VIP variant, the VIP path too', () => {
    const table = applyPathOverrides({ flexibleRedeem: '/v3/flex/redeem', lendable: '/v3/lendable' });
    expect(table.flexibleRedeem).toMatchObject({
      method: 'POST',
      path: '/v3/flex/redeem',
      body: 'form',
      stated: false,
    });
    expect(table.lendable).toMatchObject({ path: '/v3/lendable', vipPath: '/v3/lendable' });
    expect(table.accountMode).toBe(earnApiPaths.accountMode);
  });

  it('DEC-26 SH-VIP-01 an object remap sets both paths', () => {
    const table = applyPathOverrides({ preRedeem: { path: '/v3/pre', vipPath: '/v3/vip/pre' } });
    expect(table.preRedeem).toMatchObject({ path: '/v3/pre', vipPath: '/v3/vip/pre' });
  });

  it('DEC-26 a client with remapped paths sends there', async () => {
    const { client, double } = setupClient(() => ({ code: 0 }), {
      paths: { stakingAction: '/gateway/stake-redeem', fixedSubscribe: { path: '/gw/lend', vipPath: '/gw/vip-lend' } },
    });
    await client.staking.action({ side: 0, amount: '1', coin: 'ETH' });
    await client.simpleEarn.subscribeFixed(
      { product_id: 1, redeem_account_type: 1, reinvest_status: 0, amount: '1', year_rate: '0.1' },
      { vip: true },
    );
    expect((await double.read(0)).path).toBe('/gateway/stake-redeem');
    expect((await double.read(1)).path).toBe('/gw/vip-lend');
  });
});
