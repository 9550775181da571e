import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { EARN_FAMILIES, earnTotals, sharePercents, type HeldPosition } from './totals';

const amount = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 8 }))
  .map(([digits, scale]) => new Decimal(digits.toString()).dividedBy(new Decimal(10).pow(scale)).toFixed());
const coin = fc.constantFrom('BTC', 'ETH', 'USDT', 'GT', 'USDC', 'DOGE');
const position: fc.Arbitrary<HeldPosition> = fc.record({
  family: fc.constantFrom(...EARN_FAMILIES),
  coin,
  held: amount,
  yesterday: amount,
  allTime: amount,
});
const tickers = fc
  .record({ BTC: amount, ETH: amount, GT: amount, DOGE: amount })
  .map((rates) => Object.entries(rates).map(([name, rate]) => ({ pair: `${name}_USDT`, rate })));

const sum = (values: readonly string[]) => values.reduce((total, value) => total.plus(value), new Decimal(0));

describe('My earn totals (DEC-31)', () => {
  it('the total held, yesterday and all time equal the sum of the families, for any holdings', () => {
    fc.assert(
      fc.property(fc.array(position, { maxLength: 40 }), tickers, (positions, prices) => {
        const totals = earnTotals(positions, prices);
        expect(sum(totals.families.map((family) => family.held)).eq(totals.held)).toBe(true);
        expect(sum(totals.families.map((family) => family.yesterday)).eq(totals.yesterday)).toBe(true);
        expect(sum(totals.families.map((family) => family.allTime)).eq(totals.allTime)).toBe(true);
      }),
    );
  });

  it('each family is the exact sum of its positions at their prices, with no rounding drift', () => {
    fc.assert(
      fc.property(fc.array(position, { maxLength: 40 }), tickers, (positions, prices) => {
        const totals = earnTotals(positions, prices);
        for (const family of totals.families) {
          const expected = positions
            .filter((held) => held.family === family.family)
            .reduce((total, held) => {
              const rate = ['USDT', 'USDC'].includes(held.coin)
                ? '1'
                : (prices.find((ticker) => ticker.pair === `${held.coin}_USDT`)?.rate ?? '0');
              return total.plus(new Decimal(held.held).times(rate));
            }, new Decimal(0));
          expect(family.held).toBe(expected.toFixed());
        }
      }),
    );
  });

  it('the shares add up to exactly 100.00 whenever anything is held, and each is within 0.01 of the exact share', () => {
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 5 }), (parts) => {
        const values = parts.map((part) => new Decimal(part));
        const total = sum(parts);
        const shares = sharePercents(values);
        if (total.isZero()) {
          expect(shares.every((share) => share === '0.00')).toBe(true);
          return;
        }
        expect(sum(shares).toFixed(2)).toBe('100.00');
        shares.forEach((share, index) => {
          const exact = (values[index] ?? new Decimal(0)).times(100).dividedBy(total);
          expect(new Decimal(share).minus(exact).abs().lt('0.01')).toBe(true);
        });
      }),
    );
  });

  it('sums 0.1 + 0.2 as exactly 0.3 (a float would not)', () => {
    const totals = earnTotals(
      [
        { family: 'simpleEarn', coin: 'USDT', held: '0.1' },
        { family: 'staking', coin: 'USDT', held: '0.2' },
      ],
      [],
    );
    expect(totals.held).toBe('0.3');
  });

  it('leaves a coin without a ticker out of the sums and names it, rather than counting it as 0', () => {
    const totals = earnTotals(
      [
        { family: 'simpleEarn', coin: 'BTC', held: '2', allTime: '0.1' },
        { family: 'launchpool', coin: 'NEW', held: '1000' },
      ],
      [{ pair: 'BTC_USDT', rate: '50000.5' }],
    );
    expect(totals.held).toBe('100001');
    expect(totals.allTime).toBe('5000.05');
    expect(totals.unpricedCoins).toEqual(['NEW']);
    expect(totals.families.find((family) => family.family === 'launchpool')?.positions).toBe(1);
  });
});
