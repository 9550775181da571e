import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { EXTRA_INTEREST_STATUS } from './constants';
import {
  extraInterestDailyEstimate,
  isExtraInterestActive,
  isExtraInterestShown,
  isUnlimitedTierList,
  maxExtraInterestRate,
  totalEstimatedApr,
} from './extraInterest';
import { extraInterest, rate } from './stakingProduct.fixture';

const during = 1_500_000;
const tiered = extraInterest({
  interest: [
    { moneyMin: '0', moneyMax: '1000', moneyRate: rate('0.365') },
    { moneyMin: '1000', moneyMax: '-1', moneyRate: rate('0.0365') },
  ],
});

describe('extra interest status', () => {
  it('ST-EXTRA-03 statuses are 0 not started, 1 processing, 2 finished', () => {
    expect(EXTRA_INTEREST_STATUS).toEqual({ notStarted: 0, processing: 1, finished: 2 });
  });

  it.each([
    [0, during, false],
    [1, during, true],
    [2, during, false],
    [1, 2_000_000, false],
    [1, 2_500_000, false],
  ] as const)('ST-EXTRA-04 ST-PROD-03 status %i at %i: active %s', (status, now, expected) => {
    expect(isExtraInterestActive(extraInterest({ status }), now)).toBe(expected);
  });

  it('ST-EXTRA-04 no extra interest is never active', () => {
    expect(isExtraInterestActive(null, during)).toBe(false);
  });
});

describe('extraInterestDailyEstimate', () => {
  it.each([
    ['0', '0'],
    ['500', '0.5'],
    ['1000', '1'],
    ['2000', '1.1'],
    ['11000', '2'],
  ])('ST-EXTRA-05 ST-EXTRA-01 %s staked across two tiers earns %s a day', (amount, daily) => {
    expect(extraInterestDailyEstimate(amount, tiered, during)).toBe(daily);
  });

  it('ST-EXTRA-06 a single tier with min 0 and max -1 is unlimited', () => {
    const unlimited = extraInterest({ interest: [{ moneyMin: '0', moneyMax: '-1', moneyRate: rate('0.0365') }] });
    expect(isUnlimitedTierList(unlimited.interest)).toBe(true);
    expect(isUnlimitedTierList(tiered.interest)).toBe(false);
    expect(extraInterestDailyEstimate('1000000000', unlimited, during)).toBe('100000');
  });

  it('ST-EXTRA-02 max_interest caps the amount earning the bonus, and -1 leaves it uncapped', () => {
    const capped = extraInterest({
      maxInterest: '100',
      interest: [{ moneyMin: '0', moneyMax: '-1', moneyRate: rate('0.365') }],
    });
    expect(extraInterestDailyEstimate('1000', capped, during)).toBe('0.1');
    expect(extraInterestDailyEstimate('1000', { ...capped, maxInterest: '-1' }, during)).toBe('1');
  });

  it('ST-EXTRA-04 no bonus while the extra interest is not processing', () => {
    expect(extraInterestDailyEstimate('1000', extraInterest({ status: 2 }), during)).toBe('0');
    expect(extraInterestDailyEstimate('1000', null, during)).toBe('0');
  });

  const amount = fc.integer({ min: 0, max: 10 ** 12 }).map((units) =>
    toDecimal(String(units))
      .dividedBy(10 ** 4)
      .toFixed(),
  );

  it('ST-EXTRA-05 the estimate never decreases with the amount and never exceeds amount × highest rate / 365', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const [low, high] = toDecimal(a).lte(toDecimal(b)) ? [a, b] : [b, a];
        const lowEstimate = toDecimal(extraInterestDailyEstimate(low, tiered, during));
        const highEstimate = toDecimal(extraInterestDailyEstimate(high, tiered, during));
        expect(lowEstimate.lte(highEstimate)).toBe(true);
        expect(
          highEstimate.lte(
            toDecimal(high)
              .times(toDecimal(maxExtraInterestRate(tiered.interest)))
              .dividedBy(365),
          ),
        ).toBe(true);
      }),
    );
  });

  it('ST-EXTRA-06 with one unlimited tier the estimate is amount × rate / 365 rounded down', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 10 ** 4 }), (value, basisPoints) => {
        const tierRate = rate(
          toDecimal(String(basisPoints))
            .dividedBy(10 ** 4)
            .toFixed(),
        );
        const single = extraInterest({ interest: [{ moneyMin: '0', moneyMax: '-1', moneyRate: tierRate }] });
        const expected = toDecimal(value).times(toDecimal(tierRate)).dividedBy(365).toDecimalPlaces(8).toFixed();
        expect(extraInterestDailyEstimate(value, single, during)).toBe(expected);
      }),
    );
  });
});

describe('totalEstimatedApr', () => {
  it.each([
    [1, during, '0.4'],
    [0, during, '0.035'],
    [2, during, '0.035'],
  ] as const)('ST-PROD-03 base 3.5 %% plus the highest tier while status is %i: %s', (status, now, expected) => {
    expect(totalEstimatedApr(rate('0.035'), { ...tiered, status }, now)).toBe(expected);
  });

  it('ST-PROD-03 without extra interest the total is the base rate', () => {
    expect(totalEstimatedApr(rate('0.035'), null, during)).toBe('0.035');
  });

  it('ST-PROD-03 the total is never below the base rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 4 }), fc.integer({ min: 0, max: 2 }), (basisPoints, status) => {
        const base = rate(
          toDecimal(String(basisPoints))
            .dividedBy(10 ** 4)
            .toFixed(),
        );
        const total = totalEstimatedApr(base, { ...tiered, status: status as 0 | 1 | 2 }, during);
        expect(toDecimal(total).gte(toDecimal(base))).toBe(true);
      }),
    );
  });
});

describe('isExtraInterestShown', () => {
  it.each([
    [true, extraInterest(), true],
    [true, extraInterest({ status: 0 }), true],
    [true, extraInterest({ status: 2 }), false],
    [false, extraInterest(), false],
    [true, null, false],
  ])('ST-DATA-10 extra_interest_show %s with %o: shown %s', (extraInterestShow, extra, expected) => {
    expect(isExtraInterestShown({ extraInterestShow, extraInterest: extra })).toBe(expected);
  });
});
