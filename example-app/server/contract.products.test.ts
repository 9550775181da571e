// @vitest-environment node
/**
 * Contract tests: the REAL client (`createEarnClient`) against the simulator, one test per call line
 * of the catalogue, checking the answer's shape and the state it reflects.
 */
import { describe, expect, it } from 'vitest';
import { earnApiPaths } from '../../src/api/paths';
import { Decimal } from '../../src/domain/decimal';
import { signedInEachTest, simulatorForFile } from './harness.testing';

const harness = simulatorForFile();
const alice = signedInEachTest(harness, 'alice');

describe('shared calls', () => {
  it('SH-API-01 SH-API-05 every call is answered on its relative path with the envelope code, message and data', async () => {
    const response = await alice.fetch(earnApiPaths.userVip.path);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message']);
    expect(body).toMatchObject({ code: 0, message: 'success', data: { vip_level: 0 } });
  });

  it('SH-API-02 SH-API-07 outable takes a JSON body and answers each coin with outable, lend_earn_available, mode and available', async () => {
    const balances = await alice.client.shared.outable({ assets: ['USDT', 'BTC', 'SOL'] });
    expect(balances.USDT).toEqual({
      outable: '16500',
      lendEarnAvailable: '16500',
      mode: 'classic',
      available: '16500',
    });
    expect(balances.BTC?.available).toBe('1.3');
    expect(balances.SOL?.available).toBe('0');
  });

  it('SH-API-02 form-encoded calls are read as forms: flexible redeem by form moves the position', async () => {
    const answer = await alice.client.simpleEarn.redeemFlexible({
      asset: 'USDT',
      amount: '10',
      curr_amount: '0',
      lend_amount: '0',
    });
    expect(answer).toEqual({ asset: 'USDT', amount: '10' });
  });

  it('SH-API-03 mutations carry the CSRF token the client reads from the csrftoken cookie', async () => {
    expect(alice.cookies.get('csrftoken')).toMatch(/.{20,}/);
    await expect(alice.client.autoEarn.setStatus({ assets: 'BTC', status: '1' })).resolves.toMatchObject({
      assets: 'BTC',
      status: '1',
    });
  });

  it('SH-API-04 SH-API-06 table lists take page and limit (10 by default) and answer data.list and data.total', async () => {
    const first = await alice.client.simpleEarn.fixedProductList({ type: 0, page: 1, limit: 4 });
    expect(first.list).toHaveLength(4);
    expect(first.total).toBe(10);
    const third = await alice.client.simpleEarn.fixedProductList({ type: 0, page: 3, limit: 4 });
    expect(third.list.map((item) => item.id)).toHaveLength(2);
    const byDefault = await alice.client.transport.call<{ list: unknown[]; total: number }>('fixedProductList', {
      pathParams: { type: 0 },
      query: { page: 1 },
    });
    expect(byDefault.list).toHaveLength(10);
    expect(byDefault.total).toBe(10);
  });

  it('SH-API-09 lent/available answers the balance the user can lend', async () => {
    expect(await alice.client.shared.lentAvailable({ asset: 'USDT' })).toBe('16500');
  });

  it('SH-API-10 compliance check answers business and menu; the US site hides express', async () => {
    expect(await alice.client.shared.complianceCheck()).toEqual({ business: [], menu: [] });
    const uma = await harness.signIn('uma');
    expect((await uma.client.shared.complianceCheck()).menu).toEqual(['express']);
  });

  it('SH-API-11 borrow-coin settings answer the coin and its launchpool and staking support', async () => {
    expect(await alice.client.shared.borrowCoinSettings({ coin: 'BTC' })).toEqual({
      coin: 'BTC',
      isSupportLaunchpool: true,
      isSupportStaking: false,
    });
    expect(await alice.client.shared.borrowCoinSettings({ coin: 'ETH' })).toEqual({
      coin: 'ETH',
      isSupportLaunchpool: true,
      isSupportStaking: true,
    });
  });

  it('SH-API-12 account mode answers mode, first_open and settings.use_funding per user', async () => {
    expect(await alice.client.shared.accountMode()).toEqual({ mode: 'classic', firstOpen: false, useFunding: false });
    const unity = await harness.signIn('unity');
    expect(await unity.client.shared.accountMode()).toEqual({ mode: 'unified', firstOpen: false, useFunding: true });
  });

  it('SH-API-13 HD-API-04 tickers answer pair and rate for COIN_USDT pairs', async () => {
    expect(await alice.client.shared.marketTickers({ currency_pairs: 'BTC_USDT,ETH_USDT,NOPE_USDT' })).toEqual([
      { pair: 'BTC_USDT', rate: '65000' },
      { pair: 'ETH_USDT', rate: '3200' },
    ]);
    expect(await alice.client.shared.coinPrices(['BTC', 'USDT', 'GT'])).toEqual([
      { pair: 'BTC_USDT', rate: '65000' },
      { pair: 'GT_USDT', rate: '18.5' },
    ]);
  });

  it('SE-API-33 maintenance margin rate answers for a unified account', async () => {
    const unity = await harness.signIn('unity');
    expect(await unity.client.shared.maintenanceMarginRate()).toEqual({
      maintenance_margin_rate: '0',
      mode: 'unified',
    });
  });
});

describe('Simple Earn products', () => {
  it('SE-API-01 the market list pages coins with their rate, ladder and auto-earn status', async () => {
    const page = await alice.client.simpleEarn.marketList({ page: 1, limit: 3 });
    expect(page.total).toBe(6);
    expect(page.list.map((item) => item.asset)).toEqual(['USDT', 'BTC', 'ETH']);
    expect(page.list[0]).toMatchObject({ nextTimeRateYear: '0.045', autoInvestStatus: 0 });
    expect(page.list[0]?.ladderApr?.[0]).toEqual({ left: '0', right: '500', apr: '0.05' });
    expect(
      (await alice.client.simpleEarn.marketList({ page: 1, limit: 10, search_coin: 'us' })).list.map(
        (item) => item.asset,
      ),
    ).toEqual(['USDT', 'USDC']);
  });

  it('SE-API-02 SE-API-03 coin-info answers the flexible product detail with its fixed products; verified and vip are accepted', async () => {
    const product = await alice.client.simpleEarn.coinInfo({
      coin: 'USDT',
      kyc_level: 2,
      show_page: 1,
      status: 1,
      verified: 1,
      vip: 0,
    });
    expect(product).toMatchObject({
      asset: 'USDT',
      minLendAmount: '1',
      nextTimeRateYear: '0.045',
      maxLendRateYear: '0.05',
      limitMinLendRateYear: '0.0001',
      isOpenAwardPool: true,
      awardAsset: 'GT',
      lendRatio: '0.62',
    });
    expect(product?.fixedList.map((item) => item.lockUpPeriod)).toEqual([7, 7, 14, 14, 30, 30, 90]);
    expect(await alice.client.simpleEarn.coinInfo({ coin: 'DOGE' })).toBeNull();
  });

  it('SE-API-04 product detail answers one fixed product with its rules and switches', async () => {
    const product = await alice.client.simpleEarn.fixedProductDetail({ product_id: 9 });
    expect(product).toMatchObject({
      id: 9,
      asset: 'ETH',
      yearRate: '0.035',
      lockUpPeriod: 60,
      reinvest: 0,
      redeemAccount: 0,
      preRedeem: 1,
      saleStatus: 1,
    });
  });

  it('SE-API-05 product lists by type: normal, VIP with its range, special; sold out is marked', async () => {
    const vip = await alice.client.simpleEarn.fixedProductList({ type: 2 });
    expect(vip.list.map((item) => [item.minVip, item.maxVip])).toEqual([
      [5, 16],
      [1, 4],
    ]);
    const special = await alice.client.simpleEarn.fixedProductList({ type: 3 });
    expect(special.list).toHaveLength(1);
    expect(special.list[0]?.type).toBe(3);
    const normal = await alice.client.simpleEarn.fixedProductList({ type: 1, coin: 'USDT' });
    expect(normal.list.find((item) => item.lockUpPeriod === 90)?.saleStatus).toBe(2);
  });

  it('SE-API-06 a list by coin and status 1 answers fixed_list (subscribable only) and business_type', async () => {
    const answer = await alice.client.simpleEarn.coinFixedProducts({ type: 0, coin: 'USDC' });
    expect(answer.businessType).toBe(1);
    expect(answer.fixedList.map((item) => item.id)).toEqual([10]);
    const usdt = await alice.client.simpleEarn.coinFixedProducts({ type: 1, coin: 'USDT' });
    expect(usdt.fixedList.every((item) => item.saleStatus === 1)).toBe(true);
  });

  it('SE-API-07 lendable answers the personal remaining quota, which a subscribe reduces', async () => {
    expect(await alice.client.simpleEarn.lendable({ product_id: 7 })).toBe('400');
    await alice.client.simpleEarn.subscribeFixed({
      product_id: 7,
      amount: '150',
      year_rate: '0.06',
      reinvest_status: 0,
      redeem_account_type: 1,
    });
    expect(await alice.client.simpleEarn.lendable({ product_id: 7 })).toBe('250');
  });

  it('SE-API-08 the VIP lendable path answers the VIP product quota', async () => {
    const victor = await harness.signIn('victor');
    expect(await victor.client.simpleEarn.lendable({ product_id: 4 }, { vip: true })).toBe('950000');
  });

  it('SE-API-11 the fixed asset filter lists coins with fixed products', async () => {
    expect(await alice.client.simpleEarn.fixedProductCoins()).toEqual(['BTC', 'ETH', 'USDC', 'USDT']);
  });

  it("SE-API-12 the flexible asset filter lists coins in the user's flexible history", async () => {
    expect(await alice.client.simpleEarn.flexibleHistoryCoins()).toEqual(['BTC', 'GT', 'USDT']);
  });

  it('SE-API-18 SE-SUB-14 DEC-24 trading/home answers use_funding and locked per user', async () => {
    expect(await alice.client.simpleEarn.tradingHome({ market: 'USDT' })).toEqual({ useFunding: false, locked: false });
    const lena = await harness.signIn('lena');
    expect(await lena.client.simpleEarn.tradingHome({ market: 'USDT' })).toEqual({ useFunding: true, locked: true });
  });

  it('SE-API-19 the chart answers hourly (type 1) and daily (type 2) points in the range', async () => {
    const to = Date.UTC(2026, 2, 2, 8) / 1000;
    const hourly = await alice.client.simpleEarn.rateChart({ asset: 'USDT', from: to - 23 * 3600, to, type: 1 });
    expect(hourly).toHaveLength(24);
    expect(hourly[23]).toEqual({ time: to, value: '0.045' });
    const daily = await alice.client.simpleEarn.rateChart({ asset: 'USDT', from: to - 29 * 86400, to, type: 2 });
    expect(daily.length).toBeGreaterThanOrEqual(29);
    expect(daily.every((point) => point.time % 86400 === 0)).toBe(true);
  });

  it('SE-API-38 the rate trend answers one point a day for the range', async () => {
    const points = await alice.client.simpleEarn.rateTrend({ asset: 'BTC', days: 7 });
    expect(points.length).toBeGreaterThanOrEqual(7);
    expect(points.length).toBeLessThanOrEqual(8);
  });

  it('SE-API-23 HD-API-01 award pool and bonus info answer the first pool of a coin', async () => {
    expect(await alice.client.simpleEarn.awardPool({ asset: 'USDT' })).toMatchObject({
      awardAsset: 'GT',
      extAwardLimit: '1000',
      extAwardRateYear: '0.03',
    });
    expect(await alice.client.holdings.bonusInfo({ asset: 'BTC' })).toBeNull();
  });

  it("SE-API-24 statistics sum the user's lending and interest in USDT", async () => {
    const stats = (await alice.client.simpleEarn.statistics()) as Record<string, string>;
    // The seeded prices: 1 USDT, 65 000 BTC, 18.5 GT.
    const usdtPrice: Record<string, string> = { USDT: '1', BTC: '65000', GT: '18.5' };
    const holdings = (await alice.client.holdings.flexibleHoldings()).list;
    const flexible = holdings.reduce(
      (sum, holding) => sum.plus(new Decimal(holding.currAmount).times(usdtPrice[holding.asset]!)),
      new Decimal(0),
    );
    // The seeded orders of 1000 and 500 USDT; what she holds in flexible; and as all her interest so far is
    // flexible interest, added to what she holds, the interest is that less what she put in: 2000 USDT,
    // 0.2 BTC and the 300 GT auto-earn swept from spot (20 550 USDT).
    expect(stats).toEqual({
      fixed_lend_usdt: '1500',
      flexible_lend_usdt: flexible.toFixed(),
      total_lend_usdt: flexible.plus('1500').toFixed(),
      total_interest_usdt: flexible.minus('20550').toFixed(),
    });
    // The seeded 48 hours of hourly interest, to the last decimal.
    expect(stats.total_interest_usdt).toBe('3.99320335');
  });

  it('SE-API-31 user/vip answers the VIP level', async () => {
    expect(await alice.client.simpleEarn.userVip()).toBe(0);
    const victor = await harness.signIn('victor');
    expect(await victor.client.simpleEarn.userVip()).toBe(6);
  });

  it('SE-API-32 the upgrade way answers recommend_type, asset and value', async () => {
    expect(await alice.client.simpleEarn.upgradeWay()).toEqual({
      recommendType: 1,
      recommendAsset: 'GT',
      recommendValue: '500',
    });
  });

  it("SE-API-34 coupon-recommend answers the user's valid vouchers for the product's coin, rate_ratio as a fraction", async () => {
    const vouchers = await alice.client.simpleEarn.couponRecommend({ pid: 1 });
    expect(vouchers.map((voucher) => [voucher.title, voucher.rateRatio, voucher.buyLimitHigh])).toEqual([
      ['+2% APR for 7 days', '0.02', '5000'],
      ['+1% APR for 30 days, no cap', '0.01', '0'],
    ]);
    expect(await alice.client.simpleEarn.couponRecommend({ pid: 8 })).toEqual([]);
  });

  it('SE-API-35 the FAQ answers ask and answer entries for mold simple-earn', async () => {
    const faq = await alice.client.simpleEarn.faq();
    expect(faq).toHaveLength(3);
    expect(faq[0]?.ask).toBe('What is Simple Earn?');
  });

  it("SE-API-36 the subscribe check answers is_able_subscribe by the special product's eligibility list", async () => {
    expect(await alice.client.simpleEarn.subscribeCheck({ pid: 6 })).toBe(true);
    const victor = await harness.signIn('victor');
    expect(await victor.client.simpleEarn.subscribeCheck({ pid: 6 })).toBe(false);
    expect(await victor.client.simpleEarn.subscribeCheck({ pid: 1 })).toBe(true);
  });

  it('HD-API-02 the minimum lend APR limit answers the system minimum and the percent maximum', async () => {
    expect(await alice.client.holdings.minLendRateLimit({ asset: 'USDT' })).toEqual({
      limitMinLendRateYear: '0.0001',
      maxLendRateYear: '0.05',
    });
    expect(await alice.client.holdings.minLendRateLimit({ asset: 'BTC' })).toEqual({
      limitMinLendRateYear: '0.0001',
      maxLendRateYear: null,
    });
  });
});

describe('auto-earn', () => {
  it('AE-API-01 AE-API-03 status answers the global switch and the per-coin map', async () => {
    expect(await alice.client.autoEarn.status({ assets: ['GT', 'USDT'] })).toEqual({
      globalStatus: 0,
      status: { GT: 1, USDT: 0 },
    });
    expect(await alice.client.autoEarn.status()).toEqual({ globalStatus: 0, status: {} });
  });

  it('AE-API-02 set status turns a coin or ALL_ASSET on and off', async () => {
    await alice.client.autoEarn.setStatus({ assets: 'USDT', status: '1' });
    expect((await alice.client.autoEarn.status({ assets: ['USDT'] })).status.USDT).toBe(1);
    await alice.client.autoEarn.setStatus({ assets: 'ALL_ASSET', status: '1' });
    expect(await alice.client.autoEarn.status({ assets: ['BTC'] })).toEqual({ globalStatus: 1, status: { BTC: 1 } });
    await alice.client.autoEarn.setStatus({ assets: 'ALL_ASSET', status: '0' });
    expect(await alice.client.autoEarn.status({ assets: ['GT'] })).toEqual({ globalStatus: 0, status: { GT: 0 } });
  });

  it('AE-API-04 the auto-earn market list pages 7 coins with the fixed query and the auto_invest filter', async () => {
    const page = await alice.client.autoEarn.marketList({ page: 1 });
    expect(page.list).toHaveLength(6);
    const on = await alice.client.autoEarn.marketList({ page: 1, auto_invest: 1 });
    expect(on.list.map((item) => [item.asset, item.autoInvestStatus])).toEqual([['GT', 1]]);
  });
});
