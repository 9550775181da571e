import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { stakingAvailable } from './available';

describe('stakingAvailable', () => {
  it.each([
    ['10', { BTC: '3' }, false, '7'],
    ['10', { BTC: '3' }, true, '10'],
    ['10', {}, false, '10'],
    ['2', { BTC: '5' }, false, '0'],
    ['1.123456789', { BTC: '0.1' }, false, '1.02345678'],
    ['10', { ETH: '4' }, false, '10'],
  ])(
    'ST-AMT-05 DEC-25 balance %s with loans %j (supports staking: %s) leaves %s',
    (balance, loans, borrowCoinSupportsStaking, expected) => {
      expect(stakingAvailable({ balance, coin: 'BTC', loans, borrowCoinSupportsStaking })).toBe(expected);
    },
  );

  it('ST-DATA-16 DEC-25 the loans map is looked up by coin, whatever case the coin comes in', () => {
    expect(stakingAvailable({ balance: '5', coin: 'btc', loans: { BTC: '1' }, borrowCoinSupportsStaking: false })).toBe(
      '4',
    );
  });

  const amount = fc.integer({ min: 0, max: 10 ** 14 }).map((units) =>
    toDecimal(String(units))
      .dividedBy(10 ** 8)
      .toFixed(),
  );

  it('DEC-25 available is never below 0 and never above the balance', () => {
    fc.assert(
      fc.property(amount, amount, fc.boolean(), (balance, loan, borrowCoinSupportsStaking) => {
        const available = toDecimal(
          stakingAvailable({ balance, coin: 'BTC', loans: { BTC: loan }, borrowCoinSupportsStaking }),
        );
        expect(available.gte(0)).toBe(true);
        expect(available.lte(toDecimal(balance))).toBe(true);
      }),
    );
  });

  it('ST-AMT-05 without a unified-staking coin, available is exactly max(0, balance − loans)', () => {
    fc.assert(
      fc.property(amount, amount, (balance, loan) => {
        const expected = toDecimal(balance).minus(toDecimal(loan));
        const available = stakingAvailable({
          balance,
          coin: 'BTC',
          loans: { BTC: loan },
          borrowCoinSupportsStaking: false,
        });
        expect(available).toBe((expected.isNegative() ? toDecimal('0') : expected).toFixed());
      }),
    );
  });
});
