// @vitest-environment node
/**
 * Staking contract tests: the REAL client against the simulator: product, user data, stake, standard
 * and fast redemption with their fees and the daily fast quota, rewards as the clock passes midnight.
 */
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../src/domain/decimal';
import { stakeActionRequest } from '../../src/domain/staking/stakeAction';
import {
  advance,
  answeringFundpass,
  ledgerBalances,
  signedInEachTest,
  simulatorForFile,
  type SimBrowser,
} from './harness.testing';
import { SEED_NOW_MS } from './seed';

const harness = simulatorForFile();
const alice = signedInEachTest(harness, 'alice');

const spot = async (coin: string, browser: SimBrowser = alice) =>
  (await browser.client.shared.outable({ assets: [coin] }))[coin]!.available;
/** `after − before` of two amounts, exactly, as decimal text. */
const difference = (after: string, before: string) => new Decimal(after).minus(before).toFixed();
describe('staking reads', () => {
  it('ST-API-09 the product answers its terms, redemption block and redeem config (rates as fractions after mapping)', async () => {
    const product = await alice.client.staking.product({ coin: 'ETH' });
    expect(product).toMatchObject({
      mortgageCoin: 'ETH',
      rate: '0.032',
      minMortgageAmount: '0.01',
      minRedeemAmount: '0.01',
      personalMortgageLimit: '100',
      crowdMortgageLimit: '20',
      incomeDays: 3,
    });
    expect(product.extra).toMatchObject({ redeemQuick: true, redeemMinday: 1, redeemMaxday: 3 });
    expect(product.redeemConfig).toEqual([
      {
        redeemCoin: 'ETH',
        redeemQuickLong: 30,
        redeemFee: '0.001',
        redeemQuickFee: '0.005',
        redeemQuickDailyQuota: '50',
      },
    ]);
  });

  it('ST-API-05 ST-API-06 ST-API-13 user info, balances and balance answer what is staked; crowd mode is flagged', async () => {
    expect(await alice.client.staking.userInfo({ coin: 'ETH' })).toMatchObject({ holdAmount: '2', isCrowd: false });
    const carla = await harness.signIn('carla');
    expect(await carla.client.staking.userInfo({ coin: 'ETH' })).toMatchObject({ holdAmount: '15', isCrowd: true });
    expect(await carla.client.staking.balances({ coin: 'ETH' })).toEqual([
      { pid: 0, protocolName: 'ETH', mortgageAmount: '15' },
    ]);
    expect(await carla.client.staking.balance({ coin: 'ETH' })).toBe('15');
    expect(await carla.client.staking.balance({ coin: 'BTC' })).toBe('0');
  });

  it('ST-API-07 profit records page the daily rewards up to the end of today', async () => {
    const page = await alice.client.staking.profitRecords({ coin: 'ETH', now: SEED_NOW_MS, page: 1, limit: 10 });
    expect(page.total).toBe(2);
    // 2 ETH × 3.2 % / 365 = 0.00017534 a day.
    expect(page.list[0]).toMatchObject({ coin: 'ETH', amount: '0.00017534' });
  });

  it('ST-API-01 ST-API-02 ST-API-04 ST-API-08 ST-API-10 ST-API-12 lines, statistics, locked balances, loans and FAQ answer', async () => {
    const lines = await alice.client.staking.coinLines({ coin: 'ETH', page: 1, limit: 7 });
    expect(lines).toHaveLength(7);
    expect(lines[6]?.rate).toBe('0.032');
    expect(await alice.client.staking.defiLines({ coin: 'ETH', page: 1, limit: 7 })).toEqual([]);
    expect(await alice.client.staking.statistics({ coin: 'ETH' })).toMatchObject({
      total_mortgage_amount: '17',
      user_count: 2,
    });
    expect(await alice.client.staking.lockBalances()).toEqual([]);
    expect(await alice.client.staking.userLoans({ coin: 'ETH' })).toEqual({});
    expect((await alice.client.staking.ask({ pid: 0, coin: 'ETH' }))[0]?.ask).toBe('How are staking rewards paid?');
  });
});

describe('stake and redeem', () => {
  it('ST-API-03 ST-API-14 ST-API-15 a stake (side 0) moves coins from spot into the position', async () => {
    const before = await spot('ETH');
    await alice.client.staking.stake(
      stakeActionRequest({ action: 'stake', amount: '1.5', coin: 'ETH', pid: -1, isVip: false }),
    );
    expect(difference(before, await spot('ETH'))).toBe('1.5');
    expect((await alice.client.staking.userInfo({ coin: 'ETH' })).holdAmount).toBe('3.5');
    await alice.client.staking.action(
      stakeActionRequest({ action: 'stake', amount: '0.5', coin: 'ETH', pid: -1, isVip: false }),
    );
    expect((await alice.client.staking.userInfo({ coin: 'ETH' })).holdAmount).toBe('4');
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('ST-API-11 ST-REDEEM-12 a standard redeem takes the standard fee and pays after redeem_maxday days', async () => {
    const receipt = await alice.client.staking.redeem(
      stakeActionRequest({ action: 'redeem', amount: '1', coin: 'ETH', pid: -1, redeemType: 'standard', isVip: false }),
    );
    expect(receipt).toEqual({ redeemStamp: SEED_NOW_MS + 3 * 86_400_000 });
    expect(await alice.client.staking.lockBalances()).toEqual([{ coin: 'ETH', amount: '0.999' }]);
    const before = await spot('ETH');
    await advance(harness.sim, 72);
    // 1 ETH less the 0.1 % fee, plus three daily rewards on the 1 ETH still staked: 1 × 3.2 % / 365 =
    // 0.00008767 (rounded down) a day.
    expect(difference(await spot('ETH'), before)).toBe('0.99926301');
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('ST-API-17 ST-REDEEM-13 a fast redeem (quick 1) pays at once less the quick fee and uses the daily quota', async () => {
    const carla = await harness.signIn('carla');
    const before = await spot('ETH', carla);
    const receipt = await carla.client.staking.action(
      stakeActionRequest({ action: 'redeem', amount: '10', coin: 'ETH', pid: -1, redeemType: 'fast', isVip: false }),
    );
    expect(receipt).toEqual({ redeemStamp: SEED_NOW_MS });
    expect(difference(await spot('ETH', carla), before)).toBe('9.95');
    expect((await carla.client.staking.product({ coin: 'ETH' })).redeemConfig[0]?.redeemQuickDailyQuota).toBe('40');
  });

  it('ST-REDEEM-08 DEC-22 the fast quota runs out for the day and comes back the next', async () => {
    const victor = await harness.signIn('victor', answeringFundpass());
    await victor.client.staking.stake(
      stakeActionRequest({ action: 'stake', amount: '2', coin: 'BTC', pid: -1, isVip: false }),
    );
    // The seed leaves 0.1 of BTC's 0.5 a day (ST-REDEEM-08/09's nearly used quota): this uses it up.
    await victor.client.staking.action(
      stakeActionRequest({ action: 'redeem', amount: '0.1', coin: 'BTC', pid: -1, redeemType: 'fast', isVip: false }),
    );
    const error = await harness.failureOf(() =>
      victor.client.staking.action(
        stakeActionRequest({ action: 'redeem', amount: '0.1', coin: 'BTC', pid: -1, redeemType: 'fast', isVip: false }),
      ),
    );
    expect(error.serverMessage).toBe("Fast redemption is unavailable now: today's quota is used up");
    await advance(harness.sim, 16);
    const again = await harness.signIn('victor', answeringFundpass());
    await expect(
      again.client.staking.action(
        stakeActionRequest({ action: 'redeem', amount: '0.1', coin: 'BTC', pid: -1, redeemType: 'fast', isVip: false }),
      ),
    ).resolves.toEqual({ redeemStamp: Date.UTC(2026, 2, 3) });
  });
});

describe('DeFi protocols', () => {
  it('ST-API-02 ST-API-09 ST-DATA-04 ST-DATA-05 a DeFi product answers its protocols with their terms and reward fees, and their lines', async () => {
    const product = await alice.client.staking.product({ coin: 'SOL' });
    expect(product.isDefi).toBe(true);
    expect(
      product.defi.map((protocol) => [
        protocol.pid,
        protocol.protocolName,
        protocol.rate,
        protocol.personalMortgageLimit,
        protocol.reward[0]?.feeRate,
      ]),
    ).toEqual([
      [11, 'Marinade', '0.068', '500', '0.1'],
      [12, 'Jito', '0.074', '50', '0.08'],
    ]);
    const lines = await alice.client.staking.defiLines({ coin: 'SOL', page: 1, limit: 7 });
    expect(lines.map((line) => [line.protocolName, line.lines.length])).toEqual([
      ['Marinade', 7],
      ['Jito', 7],
    ]);
  });

  it('ST-API-16 ST-API-06 stakes and redeems go to the protocol named by pid, each with its own terms', async () => {
    const carla = await harness.signIn('carla');
    await carla.client.staking.action(
      stakeActionRequest({ action: 'stake', amount: '10', coin: 'SOL', pid: 12, isVip: false }),
    );
    expect(await carla.client.staking.balances({ coin: 'SOL' })).toEqual([
      { pid: 11, protocolName: 'Marinade', mortgageAmount: '20' },
      { pid: 12, protocolName: 'Jito', mortgageAmount: '10' },
    ]);
    expect((await carla.client.staking.userInfo({ coin: 'SOL', pid: 12 })).holdAmount).toBe('10');
    // Carla is in crowd mode: the product's crowd limit (unlimited for SOL) replaces the protocol's 50.
    await carla.client.staking.action(
      stakeActionRequest({ action: 'stake', amount: '41', coin: 'SOL', pid: 12, isVip: false }),
    );
    await harness.sim.fetch(
      new Request('http://sim.test/__sim/users/victor/deposit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"account":"spot","asset":"SOL","amount":"100"}',
      }),
    );
    const victor = await harness.signIn('victor', answeringFundpass());
    await victor.client.staking.action(
      stakeActionRequest({ action: 'stake', amount: '10', coin: 'SOL', pid: 12, isVip: false }),
    );
    const limit = await harness.failureOf(() =>
      victor.client.staking.action(
        stakeActionRequest({ action: 'stake', amount: '41', coin: 'SOL', pid: 12, isVip: false }),
      ),
    );
    expect(limit.serverMessage).toBe('Above your staking limit of 50 SOL; you can stake 40 SOL more');
    carla.activate();
    const noFast = await harness.failureOf(() =>
      carla.client.staking.action(
        stakeActionRequest({ action: 'redeem', amount: '1', coin: 'SOL', pid: 12, redeemType: 'fast', isVip: false }),
      ),
    );
    expect(noFast.serverMessage).toBe('Fast redemption is not offered for this product');
    await expect(
      carla.client.staking.action(
        stakeActionRequest({ action: 'redeem', amount: '1', coin: 'SOL', pid: 11, redeemType: 'fast', isVip: false }),
      ),
    ).resolves.toEqual({ redeemStamp: SEED_NOW_MS });
    const noPid = await harness.failureOf(() =>
      carla.client.staking.action(
        stakeActionRequest({ action: 'stake', amount: '1', coin: 'SOL', pid: -1, isVip: false }),
      ),
    );
    expect(noPid.serverMessage).toBe('Choose a SOL protocol (pid) to stake with');
    expect((await ledgerBalances(harness.sim)).ok).toBe(true);
  });

  it('ST-DATA-05 a protocol pays its daily reward less its fee_rate', async () => {
    const carla = await harness.signIn('carla');
    const records = await carla.client.staking.profitRecords({ coin: 'SOL', now: SEED_NOW_MS, page: 1, limit: 5 });
    // 20 SOL × 6.8 % / 365 × (1 − 10 %) = 0.00335342.
    expect(records.list[0]).toMatchObject({ rewardCoin: 'SOL', amount: '0.00335342' });
  });
});

describe('VIP staking', () => {
  it('ST-API-18 ST-VIP-06 ST-VIP-01 the VIP theme sends src 1; a VIP 6 user pays the fast fee less the 50 % tier discount', async () => {
    const victor = await harness.signIn('victor', answeringFundpass());
    expect((await victor.client.staking.product({ coin: 'ETH' })).vipConfig).toEqual([
      { minTier: 1, maxTier: 4, vipSale: '0.2' },
      { minTier: 5, maxTier: 16, vipSale: '0.5' },
    ]);
    await victor.client.staking.action(
      stakeActionRequest({ action: 'stake', amount: '20', coin: 'ETH', pid: -1, isVip: true }),
    );
    const before = (await victor.client.shared.outable({ assets: ['ETH'] })).ETH!.available;
    await victor.client.staking.action(
      stakeActionRequest({ action: 'redeem', amount: '10', coin: 'ETH', pid: -1, redeemType: 'fast', isVip: true }),
    );
    // 10 ETH × 0.5 % × (1 − 0.5) = 0.025 ETH fee.
    expect(difference((await victor.client.shared.outable({ assets: ['ETH'] })).ETH!.available, before)).toBe('9.975');
  });

  it('ST-VIP-06 src 1 from a user without VIP is refused', async () => {
    const error = await harness.failureOf(() =>
      alice.client.staking.action(
        stakeActionRequest({ action: 'stake', amount: '1', coin: 'ETH', pid: -1, isVip: true }),
      ),
    );
    expect(error.serverMessage).toBe('The VIP staking service is for VIP users');
  });

  it('DEC-20 ST-API-14 the action takes side 0 or 1 only', async () => {
    const response = await alice.raw('POST', '/apiw/v2/earn/staking/coin-stake-redeem', {
      form: { side: '2', amount: '1', coin: 'ETH' },
      headers: { 'X-CSRF-Token': alice.cookies.get('csrftoken') ?? '' },
    });
    expect(response).toMatchObject({
      status: 400,
      body: { code: -1, label: 'INVALID_FIELD', message: 'side must be 0 (stake) or 1 (redeem)' },
    });
  });
});

describe('staking failures', () => {
  it('ST-ERR-01 ST-AMT-02 a stake below the minimum fails with the server message', async () => {
    const error = await harness.failureOf(() =>
      alice.client.staking.stake(
        stakeActionRequest({ action: 'stake', amount: '0.001', coin: 'ETH', pid: -1, isVip: false }),
      ),
    );
    expect(error).toMatchObject({ kind: 'business', code: -1, serverMessage: 'The minimum stake amount is 0.01 ETH' });
  });

  it('ST-AMT-03 a stake above the available balance fails with insufficient balance', async () => {
    const error = await harness.failureOf(() =>
      alice.client.staking.stake(
        stakeActionRequest({ action: 'stake', amount: '50', coin: 'ETH', pid: -1, isVip: false }),
      ),
    );
    expect(error.serverMessage).toMatch(/^Insufficient balance: 10\.000\d+ ETH available$/);
  });

  it('ST-LIMIT-02 a crowd-mode staker is held to the crowd limit', async () => {
    const carla = await harness.signIn('carla');
    const error = await harness.failureOf(() =>
      carla.client.staking.stake(
        stakeActionRequest({ action: 'stake', amount: '6', coin: 'ETH', pid: -1, isVip: false }),
      ),
    );
    expect(error.serverMessage).toBe('Above the crowd staking limit of 20 ETH; you can stake 5 ETH more');
  });

  it('ST-REDEEM-05 ST-REDEEM-06 a redeem below the minimum or above what is staked fails', async () => {
    expect(
      (
        await harness.failureOf(() =>
          alice.client.staking.redeem(
            stakeActionRequest({
              action: 'redeem',
              amount: '0.001',
              coin: 'ETH',
              pid: -1,
              redeemType: 'standard',
              isVip: false,
            }),
          ),
        )
      ).serverMessage,
    ).toBe('The minimum redeem amount is 0.01 ETH');
    expect(
      (
        await harness.failureOf(() =>
          alice.client.staking.redeem(
            stakeActionRequest({
              action: 'redeem',
              amount: '3',
              coin: 'ETH',
              pid: -1,
              redeemType: 'standard',
              isVip: false,
            }),
          ),
        )
      ).serverMessage,
    ).toBe('Insufficient balance: 2 ETH redeemable');
  });

  it('ST-REDEEM-07 fast redeem of a product without the quick option is refused', async () => {
    await alice.client.staking.stake(
      stakeActionRequest({ action: 'stake', amount: '100', coin: 'USDT', pid: -1, isVip: false }),
    );
    const error = await harness.failureOf(() =>
      alice.client.staking.action(
        stakeActionRequest({ action: 'redeem', amount: '10', coin: 'USDT', pid: -1, redeemType: 'fast', isVip: false }),
      ),
    );
    expect(error.serverMessage).toBe('Fast redemption is not offered for this product');
  });

  it('ST-ERR-02 a network failure on stake is Networkerr', async () => {
    await harness.sim.fetch(
      new Request('http://sim.test/__sim/faults', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ rules: [{ call: 'stakingAction', kind: 'network', times: 1 }] }),
      }),
    );
    expect(
      await harness.failureOf(() =>
        alice.client.staking.action(
          stakeActionRequest({ action: 'stake', amount: '1', coin: 'ETH', pid: -1, isVip: false }),
        ),
      ),
    ).toMatchObject({ kind: 'network', messageKey: 'Networkerr' });
  });
});
