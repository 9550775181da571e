import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  calendarDayFromDate,
  daysBetween,
  earliestStartFor,
  isCalendarDay,
  latestSelectableDay,
  trimDateRange,
  type DateRangeLimitMonths,
} from './dateRange';

describe('date range', () => {
  it.each([
    ['2024-08-31', -6, '2024-02-29'],
    ['2023-08-31', -6, '2023-02-28'],
    ['2024-03-15', -12, '2023-03-15'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2024-12-15', 1, '2025-01-15'],
  ])('DEC-04 addMonths(%s, %i) is %s on the calendar', (day, months, expected) => {
    expect(addMonths(day, months)).toBe(expected);
  });

  it('LP-DATE-01 six months is about 180 days (181 to 184)', () => {
    for (const end of ['2024-01-01', '2024-06-30', '2024-08-31', '2025-03-01', '2025-12-31']) {
      const days = daysBetween(earliestStartFor(end, 6), end);
      expect(days).toBeGreaterThanOrEqual(181);
      expect(days).toBeLessThanOrEqual(184);
    }
  });

  it('LP-DATE-02 the 12-month limit reaches back a calendar year', () => {
    expect(earliestStartFor('2024-05-20', 12)).toBe('2023-05-20');
  });

  it('LP-DATE-06 DEC-04 the latest selectable day is today', () => {
    expect(latestSelectableDay('2024-05-20')).toBe('2024-05-20');
  });

  it.each([
    [6, { start: '2024-01-01', end: '2024-05-01' }, { start: '2024-01-01', end: '2024-05-01' }, null],
    [
      6,
      { start: '2023-01-01', end: '2024-05-01' },
      { start: '2023-11-01', end: '2024-05-01' },
      'analysis date picker limit',
    ],
    [12, { start: '2022-01-01', end: '2024-05-01' }, { start: '2023-05-01', end: '2024-05-01' }, 'maximum time'],
    [12, { start: '2023-05-01', end: '2024-05-01' }, { start: '2023-05-01', end: '2024-05-01' }, null],
    [6, { start: '2024-05-01', end: '2024-01-01' }, { start: '2024-01-01', end: '2024-05-01' }, null],
    [6, { start: '2024-05-01', end: '2024-09-01' }, { start: '2024-05-01', end: '2024-06-15' }, null],
    [6, { start: 'garbage', end: '2024-06-01' }, { start: '2024-06-01', end: '2024-06-15' }, null],
  ] as const)(
    'LP-DATE-03 LP-DATE-04 LP-DATE-05 with %i months, %j becomes %j with warning %j',
    (maxMonths, range, expected, warningKey) => {
      expect(trimDateRange(range, { maxMonths, today: '2024-06-15' })).toEqual({ range: expected, warningKey });
    },
  );

  it('LP-DATE-06 an end after today moves back to today', () => {
    expect(
      trimDateRange({ start: '2024-06-01', end: '2030-01-01' }, { maxMonths: 6, today: '2024-06-15' }).range.end,
    ).toBe('2024-06-15');
  });

  it('DEC-04 calendarDayFromDate reads the host-local day', () => {
    expect(calendarDayFromDate(new Date(2024, 1, 29, 23, 59))).toBe('2024-02-29');
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-1-1', false],
  ])('DEC-04 isCalendarDay(%s) is %s', (text, expected) => {
    expect(isCalendarDay(text)).toBe(expected);
  });

  const day = fc
    .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2040, 11, 31)), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

  it('LP-DATE-03 DEC-04 property: a trimmed range is ordered, ends by today, fits the limit, and warns exactly when shortened', () => {
    fc.assert(
      fc.property(day, day, day, fc.constantFrom<DateRangeLimitMonths>(6, 12), (start, end, today, maxMonths) => {
        const { range, warningKey } = trimDateRange({ start, end }, { maxMonths, today });
        expect(isCalendarDay(range.start) && isCalendarDay(range.end)).toBe(true);
        expect(range.start <= range.end).toBe(true);
        expect(range.end <= today).toBe(true);
        expect(range.start >= earliestStartFor(range.end, maxMonths)).toBe(true);
        const clampedStart = [start, end].sort()[0] as string;
        const shortened = (clampedStart > today ? today : clampedStart) < range.start;
        expect(warningKey !== null).toBe(shortened);
        if (warningKey) expect(warningKey).toBe(maxMonths === 6 ? 'analysis date picker limit' : 'maximum time');
      }),
    );
  });

  it('DEC-04 property: a range already inside the limit comes back unchanged', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 150 }), (end, length) => {
        const start = new Date(Date.parse(end) - length * 86_400_000).toISOString().slice(0, 10);
        expect(trimDateRange({ start, end }, { maxMonths: 6, today: end })).toEqual({
          range: { start, end },
          warningKey: null,
        });
      }),
    );
  });
});
