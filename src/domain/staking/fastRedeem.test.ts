import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { isFastRedeemEnabled, redeemConfigFor } from './fastRedeem';
import type { StakingRedeemConfig } from './product.types';
import { rate } from './stakingProduct.fixture';

describe('isFastRedeemEnabled', () => {
  it.each([
    ['ST-REDEEM-07 no quick option', false, '100', '1', false],
    ['ST-REDEEM-08 a quota of 0', true, '0', '0', false],
    ['ST-REDEEM-08 a negative quota other than -1', true, '-2', '0', false],
    ['ST-REDEEM-08 a quota above 0', true, '5', '1', true],
    ['ST-REDEEM-09 a quota below the minimum redeem amount', true, '0.5', '1', false],
    ['ST-REDEEM-09 a quota equal to the minimum redeem amount', true, '1', '1', true],
    ['DEC-22 an unlimited quota (-1) skips the minimum comparison', true, '-1', '1000', true],
    ['DEC-22 ST-REDEEM-07 an unlimited quota still needs the quick option', false, '-1', '0', false],
  ])('%s', (_case, redeemQuick, dailyQuota, minRedeemAmount, expected) => {
    expect(isFastRedeemEnabled({ redeemQuick, dailyQuota, minRedeemAmount })).toBe(expected);
  });

  it('DEC-22 ST-REDEEM-09 with a finite quota, enabled means the quota covers the minimum redeem amount', () => {
    const amount = fc.integer({ min: 0, max: 10 ** 10 }).map((units) =>
      toDecimal(String(units))
        .dividedBy(10 ** 4)
        .toFixed(),
    );
    fc.assert(
      fc.property(amount, amount, (dailyQuota, minRedeemAmount) => {
        const enabled = isFastRedeemEnabled({ redeemQuick: true, dailyQuota, minRedeemAmount });
        expect(enabled).toBe(toDecimal(dailyQuota).gt(0) && toDecimal(dailyQuota).gte(toDecimal(minRedeemAmount)));
      }),
    );
  });
});

describe('redeemConfigFor', () => {
  const config = (redeemCoin: string): StakingRedeemConfig => ({
    redeemCoin,
    redeemQuickLong: 10,
    redeemQuickFee: rate('0.01'),
    redeemFee: rate('0'),
    redeemQuickDailyQuota: '-1',
  });
  const configs = [config('USDT'), config('USDC')];

  it.each([
    ['USDT', 'USDT'],
    ['usdt', 'USDT'],
    ['DAI', 'USDC'],
  ])('ST-DATA-12 redeem coin %s uses the %s terms', (coin, expected) => {
    expect(redeemConfigFor(configs, coin)?.redeemCoin).toBe(expected);
  });

  it('ST-STATE-04 without a chosen coin the USDC terms apply', () => {
    expect(redeemConfigFor(configs)?.redeemCoin).toBe('USDC');
  });

  it('ST-DATA-12 falls back to the first entry, and to null when there is none', () => {
    expect(redeemConfigFor([config('BTC')], 'ETH')?.redeemCoin).toBe('BTC');
    expect(redeemConfigFor([])).toBeNull();
  });
});
