import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HistoryMode, HistoryRecordType } from './constants';
import {
  HISTORY_TYPE_OPTIONS,
  dailyInterestQuery,
  earliestHistoryDay,
  historyModeMessageKey,
  historySourceMessageKey,
  historyTypeMessageKey,
  hourlyInterestQuery,
  trimHistoryRange,
  withFakedTotal,
} from './history';
import type { HistoryRecord } from './models';
import { rate } from './rates.testing';

const utc = (iso: string) => Date.parse(iso);

// SE-DATA-11: a history record with every field the spec lists.
const record: HistoryRecord = {
  id: 1,
  asset: 'USDT',
  type: HistoryRecordType.interest,
  mode: HistoryMode.autoEarn,
  subBusiness: 12,
  uniqueTime: 1,
  timeAt: 1,
  createAt: 1,
  finishAt: 1,
  amount: '1',
  lendPrincipal: '100',
  lendRateYear: rate('0.05'),
  principal: '100',
  interest: '0.01',
  couponPrincipal: '0',
  couponInterest: '0',
  rateRatio: rate('0'),
  bonusAmount: '0',
  bonusAsset: 'GT',
  orderId: 'F1',
  lockUpPeriod: 0,
  yearRate: rate('0.05'),
};

describe('history labels', () => {
  it('SE-HIST-03 the type filter offers lend, redeem, interest, bonus and rate-up in that order', () => {
    expect(HISTORY_TYPE_OPTIONS.map((option) => option.type)).toEqual([1, 2, 3, 4, 5]);
  });

  it('SE-DATA-11 SE-DATA-12 SE-DATA-13 SE-DATA-14 a record is labelled by its type, mode and source', () => {
    expect(historyTypeMessageKey(record.type)).toBe('simpleEarn.history.type.interest');
    expect(historyModeMessageKey(record.mode)).toBe('simpleEarn.history.mode.autoEarn');
    expect(historySourceMessageKey(record.subBusiness)).toBe('simpleEarn.history.source.launchpool');
  });

  it.each([
    [0, 'simpleEarn.history.mode.unifiedRedeem'],
    [15, 'simpleEarn.history.mode.autoReinvest'],
    [32, 'simpleEarn.history.mode.spotRedeem'],
    [99, null],
    [undefined, null],
  ])('SE-DATA-14 mode %s reads %s', (mode, key) => {
    expect(historyModeMessageKey(mode)).toBe(key);
  });

  it.each([
    [11, 'simpleEarn.history.source.launchpad'],
    [12, 'simpleEarn.history.source.launchpool'],
    [0, null],
  ])('SE-DATA-13 sub_business %i reads %s', (subBusiness, key) => {
    expect(historySourceMessageKey(subBusiness)).toBe(key);
  });

  it('SE-DATA-12 an unknown type has no label', () => {
    expect(historyTypeMessageKey(9)).toBeNull();
  });
});

describe('history paging and ranges', () => {
  it('SE-API-15 the flexible history list is given a total of 9999', () => {
    expect(withFakedTotal([record])).toEqual({ list: [record], total: 9999 });
  });

  it.each([
    ['2024-08-31', '2024-02-29'],
    ['2024-06-15', '2023-12-15'],
    ['2024-01-01', '2023-07-01'],
  ])('SE-HIST-05 on %s history reaches back to %s', (today, earliest) => {
    expect(earliestHistoryDay(today)).toBe(earliest);
  });

  it.each([
    [
      'a range within 6 months back is kept',
      { start: '2024-03-01', end: '2024-06-01' },
      { start: '2024-03-01', end: '2024-06-01' },
      null,
    ],
    [
      'a long range keeps its end and starts 6 months before it',
      { start: '2023-01-01', end: '2024-06-15' },
      { start: '2023-12-15', end: '2024-06-15' },
      'analysis date picker limit',
    ],
    [
      'a short range further back than 6 months moves to the earliest day',
      { start: '2023-01-01', end: '2023-02-01' },
      { start: '2023-12-15', end: '2023-12-15' },
      'analysis date picker limit',
    ],
    [
      'a range that starts further back is cut at the earliest day',
      { start: '2023-11-01', end: '2024-01-31' },
      { start: '2023-12-15', end: '2024-01-31' },
      'analysis date picker limit',
    ],
    [
      'an end after today moves back to today',
      { start: '2024-06-01', end: '2024-07-01' },
      { start: '2024-06-01', end: '2024-06-15' },
      null,
    ],
  ])('SE-HIST-05 DEC-04 %s', (_name, range, expected, warningKey) => {
    expect(trimHistoryRange(range, '2024-06-15')).toEqual({ range: expected, warningKey });
  });

  it('SE-HIST-05 property: a trimmed range never starts before 6 months back nor ends after today', () => {
    const day = fc
      .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, day, (today, a, b) => {
        const { range } = trimHistoryRange({ start: a, end: b }, today);
        expect(range.start >= earliestHistoryDay(today)).toBe(true);
        expect(range.start <= range.end).toBe(true);
        expect(range.end <= today).toBe(true);
      }),
    );
  });
});

describe('interest history', () => {
  it('SE-INT-03 SE-INT-02 flexible interest reads the per-day log, 7 rows a page', () => {
    const range = { startAt: 1, endAt: 2 };
    expect(dailyInterestQuery(range, 2)).toEqual({ type: 3, isDailyLog: 1, page: 2, limit: 7, startAt: 1, endAt: 2 });
  });

  it('SE-INT-03 SE-INT-04 the hourly detail asks for type 3 over one UTC day with 25 rows', () => {
    expect(hourlyInterestQuery(utc('2024-05-01T13:00:00Z'))).toEqual({
      type: 3,
      isDailyLog: 0,
      page: 1,
      limit: 25,
      startAt: utc('2024-05-01T00:00:00Z'),
      endAt: utc('2024-05-01T23:59:59.999Z'),
    });
  });
});
