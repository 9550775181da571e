import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { rateArbitrary } from '../simpleEarn/rates.testing';
import { scaledDecimalText } from './arbitraries.testing';
import { addMonths, daysBetween, earliestStartFor, isCalendarDay, type DateRangeLimitMonths } from './dateRange';
import { currencyPairsParam, tickerRate, usdtPairOf } from './tickers';
import {
  ZERO_RATE,
  addRates,
  dailyRateOf,
  rateFromFraction,
  rateFromPercent,
  rateToDecimal,
  rateToFractionText,
} from './rate';
import { timelineStepStates } from './timelineProgress';
import { STABLE_COINS } from './constants';
import { pageParams } from './pagination';

describe('rate properties', () => {
  it('DEC-05 a fraction read and written back is the same number, exactly (no float drift)', () => {
    fc.assert(
      fc.property(scaledDecimalText(12, 10n ** 14n), fc.constantFrom('', ' '), (text, pad) => {
        const rate = rateFromFraction(`${pad}${text}${pad}`);
        expect(rate).not.toBeNull();
        expect(rateToFractionText(rate!)).toBe(new Decimal(text).toFixed());
        expect(rateToDecimal(rate!).eq(text)).toBe(true);
        // The percent scale of the same rate reads back to it too.
        expect(rateFromPercent(new Decimal(text).times(100).toFixed())).toBe(rate);
      }),
    );
  });

  it('DEC-05 a sum of rates is the exact Decimal sum, in any order, and zero adds nothing', () => {
    fc.assert(
      fc.property(fc.array(rateArbitrary(), { maxLength: 6 }), (rates) => {
        const expected = rates.reduce((sum, rate) => sum.plus(rate), new Decimal(0));
        expect(new Decimal(addRates(...rates)).eq(expected)).toBe(true);
        expect(addRates(...[...rates].reverse())).toBe(addRates(...rates));
        expect(addRates(...rates, ZERO_RATE)).toBe(addRates(...rates));
      }),
    );
  });

  it('SE-CALC-01 DEC-05 the daily rate is apr / 365: 365 days of it make the apr back, and a higher apr never has a lower daily rate', () => {
    fc.assert(
      fc.property(rateArbitrary(), rateArbitrary(), (a, b) => {
        expect(dailyRateOf(a).times(365).minus(a).abs().lt('1e-35')).toBe(true);
        if (new Decimal(a).lte(b)) expect(dailyRateOf(a).lte(dailyRateOf(b))).toBe(true);
      }),
    );
  });

  it('DEC-05 malformed rate text is null, never a zero rate', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }).filter((text) => !/^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(text)),
        (text) => {
          expect(rateFromFraction(text)).toBeNull();
          expect(rateFromPercent(text)).toBeNull();
        },
      ),
    );
  });
});

describe('calendar arithmetic properties', () => {
  const day = fc
    .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2090, 11, 31)), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

  it('LP-DATE-01 LP-DATE-02 DEC-04 adding months moves exactly that many calendar months and never past the month end', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -36, max: 36 }), (start, months) => {
        const moved = addMonths(start, months);
        expect(isCalendarDay(moved)).toBe(true);
        const [year, month, date] = start.split('-').map(Number) as [number, number, number];
        const [movedYear, movedMonth, movedDate] = moved.split('-').map(Number) as [number, number, number];
        expect(movedYear * 12 + movedMonth - (year * 12 + month)).toBe(months);
        expect(movedDate).toBeLessThanOrEqual(date);
        // Only a day past the end of the target month is pulled back, to its last day.
        if (movedDate < date)
          expect(isCalendarDay(`${moved.slice(0, 8)}${String(movedDate + 1).padStart(2, '0')}`)).toBe(false);
      }),
    );
  });

  it('LP-DATE-01 LP-DATE-02 the earliest start under a limit lies 181 to 184 days back for 6 months and 365 or 366 for 12', () => {
    fc.assert(
      fc.property(day, fc.constantFrom<DateRangeLimitMonths>(6, 12), (end, maxMonths) => {
        const length = daysBetween(earliestStartFor(end, maxMonths), end);
        if (maxMonths === 6) expect(length >= 181 && length <= 184).toBe(true);
        else expect(length === 365 || length === 366).toBe(true);
      }),
    );
  });

  it('DEC-04 days between calendar days add up and reverse sign', () => {
    fc.assert(
      fc.property(day, day, day, (a, b, c) => {
        expect(daysBetween(a, b) + daysBetween(b, c)).toBe(daysBetween(a, c));
        expect(daysBetween(b, a) + daysBetween(a, b)).toBe(0);
        expect(daysBetween(a, a)).toBe(0);
      }),
    );
  });
});

describe('timelineStepStates properties', () => {
  const steps = fc.array(fc.record({ at: fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null }) }), {
    maxLength: 8,
  });

  it('SE-TIMELINE-01 SE-TIMELINE-02 SE-REDEEM-04 states read done…, at most one current, then upcoming…, in step order', () => {
    fc.assert(
      fc.property(steps, fc.integer({ min: -10, max: 1010 }), (timeline, now) => {
        const states = timelineStepStates(timeline, now);
        expect(states).toHaveLength(timeline.length);
        expect(states.join(',')).toMatch(/^(done,)*(done|current)?(,upcoming)*$|^(upcoming,)*upcoming$|^$/);
        expect(states.filter((state) => state === 'current').length).toBeLessThanOrEqual(1);
        // The current step is one the clock has reached.
        const current = states.indexOf('current');
        if (current !== -1) expect(timeline[current]!.at).not.toBeNull();
        if (current !== -1) expect(timeline[current]!.at!).toBeLessThanOrEqual(now);
      }),
    );
  });

  it('SE-TIMELINE-01 SE-TIMELINE-03 time only moves a timeline forward: the current step never moves back as now grows', () => {
    fc.assert(
      fc.property(
        steps,
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (timeline, earlier, later) => {
          const [a, b] = earlier <= later ? [earlier, later] : [later, earlier];
          const progress = (now: number) =>
            timelineStepStates(timeline, now).filter((state) => state !== 'upcoming').length;
          expect(progress(a)).toBeLessThanOrEqual(progress(b));
          // A step without a time stays upcoming unless a later step has been reached.
          timeline.forEach((step, index) => {
            const laterReached = timeline.slice(index + 1).some((next) => next.at !== null && next.at <= b);
            if (step.at === null && !laterReached) expect(timelineStepStates(timeline, b)[index]).toBe('upcoming');
          });
        },
      ),
    );
  });
});

describe('ticker properties', () => {
  it('SH-API-13 SH-CONST-10 the pairs param names each non-stable coin once, as COIN_USDT, and each is found again case-insensitively', () => {
    const coin = fc.oneof(fc.constantFrom(...STABLE_COINS), fc.stringMatching(/^[A-Za-z]{2,5}$/));
    fc.assert(
      fc.property(fc.array(coin, { maxLength: 8 }), (coins) => {
        const param = currencyPairsParam(coins);
        const pairs = param === '' ? [] : param.split(',');
        expect(new Set(pairs).size).toBe(pairs.length);
        for (const pair of pairs) expect(pair).toMatch(/^[A-Z]+_USDT$/);
        const tickers = pairs.map((pair, index) => ({ pair: pair.toLowerCase(), rate: String(index + 1) }));
        for (const name of coins) {
          const isStable = (STABLE_COINS as readonly string[]).includes(name.toUpperCase());
          if (!isStable)
            expect(tickerRate(tickers, usdtPairOf(name))).toBe(String(pairs.indexOf(usdtPairOf(name)) + 1));
        }
      }),
    );
  });
});

describe('page params properties', () => {
  it('SH-API-04 the page sent is a whole page from 1 (the page given when it is one) and the limit a positive page size', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -5, max: 500 }),
          fc.double({ min: -5, max: 500 }),
          fc.constantFrom(Number.NaN, Infinity),
        ),
        fc.integer({ min: 1, max: 100 }),
        (page, pageSize) => {
          const params = pageParams(page, pageSize);
          expect(Number.isInteger(params.page) && params.page >= 1).toBe(true);
          if (Number.isInteger(page) && page >= 1) expect(params.page).toBe(page);
          expect(params.limit).toBe(pageSize);
        },
      ),
    );
  });
});
