// @vitest-environment node
/**
 * Credit-and-debt (mint) staking and the extra bonus, through the REAL client against the simulator:
 * the GUSD product (stake USDT, mint GUSD), the debt redeem (quick 0 and 1) into USDC or USDT, the daily
 * debt reward and the tiered GT extra bonus paid by the clock, the ledger audit after each.
 */
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/domain/decimal';
import { isUnlimitedTierList } from '../../src/domain/staking/extraInterest';
import { redeemConfigFor } from '../../src/domain/staking/fastRedeem';
import { stakeSuccessActions } from '../../src/domain/staking/modal';
import { currentStakeTerms, stakingProductKind } from '../../src/domain/staking/product';
import { stakeActionRequest } from '../../src/domain/staking/stakeAction';
import {
  advance,
  answeringFundpass,
  databaseFingerprint,
  ledgerBalances,
  signedInEachTest,
  simulatorForFile,
  type SimBrowser,
} from './harness.testing';
import { SEED_NOW_MS } from './seed';

const harness = simulatorForFile();
const alice = signedInEachTest(harness, 'alice');

const DAY = 86_400_000;
const wallet = async (coin: string, browser: SimBrowser = alice) =>
  (await browser.client.shared.outable({ assets: [coin] }))[coin]?.available ?? '0';
const mint = (browser: SimBrowser, amount: string) =>
  browser.client.staking.action(stakeActionRequest({ action: 'stake', amount, coin: 'GUSD', pid: -1, isVip: false }));
const redeemDebt = (browser: SimBrowser, amount: string, redeemType: 'standard' | 'fast') =>
  browser.client.staking.action(
    stakeActionRequest({ action: 'redeem', amount, coin: 'GUSD', pid: -1, redeemType, isVip: false }),
  );
/** `after − before` of two amounts, exactly, as decimal text. */
const difference = (after: string, before: string) => new Decimal(after).minus(before).toFixed();

describe('the credit-debt product', () => {
  it('ST-PROD-01 ST-DATA-03 ST-DATA-06 ST-STATE-04 ST-MODAL-05 GUSD is a credit-debt product (type 2): USDT in, GUSD in debt[], USDC the default redeem coin, Mint more on success', async () => {
    const product = await alice.client.staking.product({ coin: 'GUSD' });
    expect(product).toMatchObject({
      mortgageCoin: 'USDT',
      rewardCoin: 'GUSD',
      type: 2,
      isDefi: false,
      rate: '0.042',
      baseRate: '0.042',
      mostRate: '0.042',
    });
    expect(product.debt).toEqual([
      { coin: 'GUSD', rate: '0.042', minMortgageAmount: '10', minRedeemAmount: '10', personalMortgageLimit: '200000' },
    ]);
    expect(stakingProductKind(product)).toBe('debt');
    expect(currentStakeTerms(product, { debtCoin: 'GUSD' })).toMatchObject({
      kind: 'debt',
      minMortgageAmount: '10',
      personalMortgageLimit: '200000',
      rate: '0.042',
    });
    expect(product.redeemConfig.map((config) => config.redeemCoin)).toEqual(['USDC', 'USDT']);
    expect(redeemConfigFor(product.redeemConfig)?.redeemCoin).toBe('USDC');
    expect(product.extra).toMatchObject({ redeemQuick: true, redeemMinday: 1, redeemMaxday: 3 });
    expect(stakeSuccessActions(product).map((text) => text.key)).toContain('staking.success.mintMore');
  });
});

describe('mint and debt redeem', () => {
  it('ST-PROD-01 ST-API-14 LP-DEST-11 a stake of GUSD (side 0) takes USDT from spot and mints as much GUSD, in one transaction the ledger audit agrees with', async () => {
    const usdt = await wallet('USDT');
    await mint(alice, '1000');
    expect(difference(await wallet('USDT'), usdt)).toBe('-1000');
    expect(await wallet('GUSD')).toBe('1000');
    expect(await alice.client.staking.userInfo({ coin: 'GUSD' })).toMatchObject({ holdAmount: '1000', isCrowd: false });
    expect(await alice.client.staking.balances({ coin: 'GUSD' })).toEqual([
      { pid: 0, protocolName: 'GUSD', mortgageAmount: '1000' },
    ]);
    expect(await alice.client.staking.statistics({ coin: 'GUSD' })).toMatchObject({
      total_mortgage_amount: '1000',
      user_count: 1,
    });
    await mint(alice, '250.5');
    expect(await wallet('GUSD')).toBe('1250.5');
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('ST-AMT-02 a mint below the debt entry minimum fails with the server message and changes nothing', async () => {
    const error = await harness.failureOf(() => mint(alice, '5'));
    expect(error).toMatchObject({ kind: 'business', code: -1, serverMessage: 'The minimum stake amount is 10 USDT' });
  });

  it('ST-API-17 ST-REDEEM-13 a fast debt redeem (quick 1) burns GUSD and pays USDC at once less the quick fee, within the daily quota', async () => {
    await mint(alice, '1000');
    const usdc = await wallet('USDC');
    const receipt = await redeemDebt(alice, '400', 'fast');
    expect(receipt).toEqual({ redeemStamp: SEED_NOW_MS });
    expect(await wallet('GUSD')).toBe('600');
    // 400 × 0.2 % = 0.8 USDC fee.
    expect(difference(await wallet('USDC'), usdc)).toBe('399.2');
    expect((await alice.client.staking.userInfo({ coin: 'GUSD' })).holdAmount).toBe('600');
    expect(await alice.client.staking.balances({ coin: 'GUSD' })).toEqual([
      { pid: 0, protocolName: 'GUSD', mortgageAmount: '600' },
    ]);
    expect(
      redeemConfigFor((await alice.client.staking.product({ coin: 'GUSD' })).redeemConfig)?.redeemQuickDailyQuota,
    ).toBe('99600');
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('ST-API-17 ST-REDEEM-12 a standard debt redeem (quick 0) burns GUSD now and pays the collateral after redeem_maxday days less the standard fee', async () => {
    await mint(alice, '1000');
    const receipt = await redeemDebt(alice, '1000', 'standard');
    expect(receipt).toEqual({ redeemStamp: SEED_NOW_MS + 3 * DAY });
    expect(await wallet('GUSD')).toBe('0');
    expect(await alice.client.staking.balances({ coin: 'GUSD' })).toEqual([]);
    // 1000 × 0.05 % = 0.5 USDC fee, paid out in three days.
    expect(await alice.client.staking.lockBalances()).toEqual([{ coin: 'USDC', amount: '999.5' }]);
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
    const usdc = await wallet('USDC');
    await advance(harness.sim, 72);
    expect(difference(await wallet('USDC'), usdc)).toBe('999.5');
    expect(await alice.client.staking.lockBalances()).toEqual([]);
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('ST-API-17 ST-STATE-04 a debt redeem may name USDT as its redeem coin instead of the default USDC', async () => {
    await mint(alice, '100');
    const usdt = await wallet('USDT');
    const response = await alice.raw('POST', '/apiw/v2/earn/staking/coin-stake-redeem', {
      form: { side: '1', amount: '50', coin: 'GUSD', quick: '1', redeem_coin: 'USDT' },
      headers: { 'X-CSRF-Token': alice.cookies.get('csrftoken') ?? '' },
    });
    expect(response).toMatchObject({
      status: 200,
      body: { code: 0, data: { redeem_stamp: SEED_NOW_MS / 1000, redeem_coin: 'USDT', fee: '0.1' } },
    });
    expect(difference(await wallet('USDT'), usdt)).toBe('49.9');
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('ST-PROD-01 ST-API-17 parallel mints and debt redeems of one user keep the books equal to the ledger', async () => {
    await mint(alice, '1000');
    const usdt = await wallet('USDT');
    const calls = Array.from({ length: 24 }, (_, index) =>
      index % 2 === 0 ? mint(alice, '20') : redeemDebt(alice, '15', index % 4 === 1 ? 'fast' : 'standard'),
    );
    await Promise.all(calls);
    // 12 mints of 20 and 12 redeems of 15: 1060 GUSD left, 240 USDT more staked.
    expect(await wallet('GUSD')).toBe('1060');
    expect((await alice.client.staking.userInfo({ coin: 'GUSD' })).holdAmount).toBe('1060');
    expect(difference(await wallet('USDT'), usdt)).toBe('-240');
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('ST-ROLE-01 minting serves signed-in users: a guest is asked to log in; a crowd-mode user mints within the crowd limit; unified users mint from unified', async () => {
    const guest = harness.browser();
    guest.activate();
    expect(await harness.failureOf(() => mint(guest, '100'))).toMatchObject({ kind: 'login-required', code: 401 });
    const carla = await harness.signIn('carla');
    await mint(carla, '1500');
    expect(await wallet('GUSD', carla)).toBe('1500');
    const unity = await harness.signIn('unity');
    await mint(unity, '100');
    const unified = await unity.raw('GET', '/__sim/balances/unity');
    expect(unified.body.data).toEqual(expect.arrayContaining([{ account: 'unified', asset: 'GUSD', amount: '100' }]));
    expect((await unity.client.staking.userInfo({ coin: 'GUSD' })).holdAmount).toBe('100');
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('ST-API-17 a debt redeem naming a coin outside redeem_config is refused and changes nothing', async () => {
    await mint(alice, '100');
    const before = await databaseFingerprint(harness.sim);
    const response = await alice.raw('POST', '/apiw/v2/earn/staking/coin-stake-redeem', {
      form: { side: '1', amount: '50', coin: 'GUSD', quick: '0', redeem_coin: 'BTC' },
      headers: { 'X-CSRF-Token': alice.cookies.get('csrftoken') ?? '' },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { code: -1, label: 'INVALID_FIELD', message: 'redeem_coin must be one of USDC, USDT' },
    });
    expect(await databaseFingerprint(harness.sim)).toBe(before);
  });

  it('LP-DEST-11 a launchpool USDT redeem into staking (simpleEarnStatus 2) becomes GUSD minting', async () => {
    await alice.client.launchpool.createOrder({ pid: 1, rid: 1, amount: '600', simpleEarnStatus: 2 });
    const usdt = await wallet('USDT');
    await alice.client.launchpool.redeem({ pid: 1, rid: 1, amount: '250', simpleEarnStatus: 2 });
    expect(await wallet('GUSD')).toBe('250');
    expect(await wallet('USDT')).toBe(usdt);
    expect(await alice.client.staking.balances({ coin: 'GUSD' })).toEqual([
      { pid: 0, protocolName: 'GUSD', mortgageAmount: '250' },
    ]);
    expect((await alice.client.staking.userInfo({ coin: 'GUSD' })).holdAmount).toBe('250');
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('ST-REDEEM-06 redeeming more GUSD debt than is held fails with insufficient balance and changes nothing', async () => {
    await mint(alice, '100');
    const error = await harness.failureOf(() => redeemDebt(alice, '150', 'fast'));
    expect(error).toMatchObject({
      kind: 'business',
      code: -1,
      serverMessage: 'Insufficient balance: 100 GUSD redeemable',
    });
    expect(await wallet('GUSD')).toBe('100');
    expect((await alice.client.staking.userInfo({ coin: 'GUSD' })).holdAmount).toBe('100');
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });
});

describe('debt rewards and the extra bonus', () => {
  it('ST-CALC-01 ST-PROD-03 ST-EXTRA-02 ST-EXTRA-05 at 00:00 UTC minted GUSD earns the debt rate, and the GT extra bonus pays its tiers up to max_interest', async () => {
    const victor = await harness.signIn('victor', answeringFundpass());
    await mint(victor, '60000');
    const gt = await wallet('GT', victor);
    await advance(harness.sim, 16);
    const records = await victor.client.staking.profitRecords({
      coin: 'GUSD',
      now: SEED_NOW_MS + DAY,
      page: 1,
      limit: 10,
    });
    // 60 000 × 4.2 % / 365 in GUSD; the bonus on the 50 000 cap: 10 000 × 3 % + 40 000 × 1 % (the open
    // tier, max -1) = 700 a year, / 365 = 1.91780821 GUSD, as GT at 1 / 18.5.
    expect(records.list.map((record) => [record.rewardCoin, record.amount])).toEqual(
      expect.arrayContaining([
        ['GUSD', '6.90410958'],
        ['GT', '0.1036653'],
      ]),
    );
    expect(await wallet('GUSD', victor)).toBe('60006.90410958');
    expect(difference(await wallet('GT', victor), gt)).toBe('0.1036653');
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('ST-EXTRA-01 ST-EXTRA-03 ST-EXTRA-04 ST-DATA-10 ST-DATA-19 the bonus answers its tiers and a status that follows the clock; once finished it pays no more', async () => {
    const product = await alice.client.staking.product({ coin: 'GUSD' });
    expect(product.extraInterest).toEqual({
      status: 1,
      maxInterest: '50000',
      rewardCoin: 'GT',
      startTime: SEED_NOW_MS - 3 * DAY,
      endTime: SEED_NOW_MS + 12 * DAY,
      interest: [
        { moneyMin: '0', moneyMax: '10000', moneyRate: '0.03' },
        { moneyMin: '10000', moneyMax: '-1', moneyRate: '0.01' },
      ],
    });
    expect(product.extraInterestShow).toBe(true);
    const lines = await alice.client.staking.coinLines({ coin: 'GUSD', page: 1, limit: 7 });
    expect(lines.map((line) => line.extraRate)).toEqual(['0', '0', '0', '0', '0.03', '0.03', '0.03']);
    expect(lines[6]?.extraCoin).toBe('GT');

    const victor = await harness.signIn('victor', answeringFundpass());
    await mint(victor, '1000');
    await advance(harness.sim, 13 * 24);
    victor.activate();
    expect((await victor.client.staking.product({ coin: 'GUSD' })).extraInterest?.status).toBe(2);
    const bonusCount = async () =>
      (
        await victor.client.staking.profitRecords({ coin: 'GUSD', now: SEED_NOW_MS + 20 * DAY, page: 1, limit: 100 })
      ).list.filter((record) => record.rewardCoin === 'GT').length;
    const paid = await bonusCount();
    // Midnights from 3 to 15 March: the bonus ran in each day before them (it ends 14 March 08:00).
    expect(paid).toBe(13);
    await advance(harness.sim, 48);
    expect(await bonusCount()).toBe(paid);
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('ST-DATA-04 ST-EXTRA-06 ST-DATA-19 a DeFi protocol carries its own bonus (one open tier: unlimited) and pays it on what is staked in it', async () => {
    const jito = (await alice.client.staking.product({ coin: 'SOL' })).defi.find((protocol) => protocol.pid === 12)!;
    expect(jito.extraInterest).toMatchObject({
      status: 1,
      maxInterest: '-1',
      rewardCoin: 'SOL',
      interest: [{ moneyMin: '0', moneyMax: '-1', moneyRate: '0.02' }],
    });
    expect(isUnlimitedTierList(jito.extraInterest!.interest)).toBe(true);
    const lines = await alice.client.staking.defiLines({ coin: 'SOL', page: 1, limit: 2 });
    expect(lines.map((line) => [line.protocolName, line.lines.map((point) => point.extraRate)])).toEqual([
      ['Marinade', ['0', '0']],
      ['Jito', ['0', '0.02']],
    ]);
    const carla = await harness.signIn('carla');
    await carla.client.staking.action(
      stakeActionRequest({ action: 'stake', amount: '10', coin: 'SOL', pid: 12, isVip: false }),
    );
    await advance(harness.sim, 16);
    const records = await carla.client.staking.profitRecords({
      coin: 'SOL',
      now: SEED_NOW_MS + DAY,
      page: 1,
      limit: 10,
    });
    // 10 SOL × 2 % / 365, in SOL; Marinade's 20 SOL earn no bonus.
    expect(
      records.list.filter((record) => record.rate === '0.02').map((record) => [record.rewardCoin, record.amount]),
    ).toEqual([['SOL', '0.00054794']]);
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });
});
