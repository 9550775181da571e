import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { rateRewardLedger } from '../staking/rateLedger';
import { EARN_FAMILIES, earnTotals, rateTokenPosition, sharePercents, type HeldPosition } from './totals';

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

describe('My earn totals of a rate-based staking token (P-52)', () => {
  it('counts the token at its last rate and its ledger’s yesterday and all-time rewards, exactly', () => {
    const ledger = rateRewardLedger('12.5', [
      { time: Date.parse('2026-03-01T23:00:00Z'), exchangeRateReverse: '1.0002' },
      { time: Date.parse('2026-03-02T12:00:00Z'), exchangeRateReverse: '1.00031234' },
      { time: Date.parse('2026-03-04T00:00:00Z'), exchangeRateReverse: '1.00060001' },
    ]);
    const position = rateTokenPosition('ETH', '12.5', ledger, '2026-03-04');
    expect(position).toEqual({
      family: 'staking',
      coin: 'ETH',
      held: '12.507500125',
      yesterday: '0.003595875',
      allTime: '0.005000125',
    });
    const totals = earnTotals([position], [{ pair: 'ETH_USDT', rate: '2000' }]);
    expect(totals.families.find((family) => family.family === 'staking')).toMatchObject({
      held: '25015.00025',
      yesterday: '7.19175',
      allTime: '10.00025',
    });
  });

  it('for any rates, the all-time reward is the tokens times the whole rate change and the total carries it exactly', () => {
    const rate = fc
      .bigInt({ min: 10n ** 8n, max: 10n ** 10n })
      .map((units) => new Decimal(units.toString()).dividedBy(1e8));
    fc.assert(
      fc.property(
        amount,
        fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), rate), { minLength: 1, maxLength: 10 }),
        (tokens, drawn) => {
          const points = drawn.map(([day, value]) => ({
            time: Date.UTC(2026, 2, 1 + day),
            exchangeRateReverse: value.toFixed(),
          }));
          const ledger = rateRewardLedger(tokens, points);
          const position = rateTokenPosition('USDT', tokens, ledger, ledger.at(-1)!.day);
          const growth = new Decimal(tokens).times(new Decimal(ledger.at(-1)!.rate).minus(ledger[0]!.rate));
          expect(position.allTime).toBe(growth.toFixed());
          expect(earnTotals([position], []).allTime).toBe(growth.toFixed());
        },
      ),
      { seed: 0x52, numRuns: 200 },
    );
  });
});
