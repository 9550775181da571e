import {
  formatDateTime,
  formatUtcDateTime,
  utcOffsetLabel,
  utcOffsetMinutes,
  type FormatDateTimeOptions,
} from './formatDate';

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/;
const withoutBidiMarks = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');
// 2024-01-05 00:00:00 UTC, a Friday.
const MIDNIGHT_UTC = Date.UTC(2024, 0, 5, 0, 0, 0);

describe('formatDateTime', () => {
  it.each<[number, FormatDateTimeOptions, string]>([
    [MIDNIGHT_UTC, { timeZone: 'UTC' }, '01/05/2024, 00:00'],
    [MIDNIGHT_UTC, { timeZone: 'UTC', locale: 'en-GB' }, '05/01/2024, 00:00'],
    [MIDNIGHT_UTC + 45_296_000, { timeZone: 'UTC', precision: 'second' }, '01/05/2024, 12:34:56'],
    [MIDNIGHT_UTC, { timeZone: 'UTC', precision: 'date' }, '01/05/2024'],
    [MIDNIGHT_UTC, { timeZone: 'Asia/Singapore' }, '01/05/2024, 08:00'],
    [MIDNIGHT_UTC, { timeZone: 'America/New_York' }, '01/04/2024, 19:00'],
    [MIDNIGHT_UTC, { timeZone: 'Asia/Singapore', withUtc: true }, '01/05/2024, 08:00 UTC+8'],
    [MIDNIGHT_UTC, { timeZone: 'Asia/Kolkata', withUtc: true }, '01/05/2024, 05:30 UTC+5:30'],
    [MIDNIGHT_UTC, { timeZone: 'America/New_York', withUtc: true }, '01/04/2024, 19:00 UTC-5'],
    [MIDNIGHT_UTC, { timeZone: 'UTC', withUtc: true }, '01/05/2024, 00:00 UTC'],
  ])('SH-LOCALE-01 %d with %o reads %s (24-hour clock, through Intl)', (epochMs, options, expected) => {
    expect(formatDateTime(epochMs, options)).toBe(expected);
  });

  it('SH-LOCALE-01 Arabic dates use Latin digits by default', () => {
    const text = formatDateTime(MIDNIGHT_UTC, { locale: 'ar', timeZone: 'UTC' });
    expect(text).not.toMatch(ARABIC_INDIC_DIGITS);
    expect(withoutBidiMarks(text)).toBe('05/01/2024، 00:00');
  });

  it('SH-LOCALE-01 Arabic-Indic digits only when asked for', () => {
    expect(formatDateTime(MIDNIGHT_UTC, { locale: 'ar', timeZone: 'UTC', numberingSystem: 'arab' })).toMatch(
      ARABIC_INDIC_DIGITS,
    );
  });

  it('SH-LOCALE-01 the UTC offset label keeps Latin digits in Arabic', () => {
    expect(formatDateTime(MIDNIGHT_UTC, { locale: 'ar', timeZone: 'Asia/Dubai', withUtc: true })).toMatch(/ UTC\+4$/);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [9e15], [null], [undefined]])(
    'SH-LOCALE-01 an invalid time %o shows a placeholder',
    (epochMs) => {
      expect(formatDateTime(epochMs)).toBe('--');
    },
  );

  it('SH-LOCALE-01 an unknown time zone falls back to UTC and says so', () => {
    expect(formatDateTime(MIDNIGHT_UTC, { timeZone: 'Mars/Olympus', withUtc: true })).toBe('01/05/2024, 00:00 UTC');
  });
});

describe('formatUtcDateTime', () => {
  it('SE-TIMELINE-04 the timeline times are on the UTC clock and state UTC, whatever the zone of the reader', () => {
    expect(formatUtcDateTime(MIDNIGHT_UTC)).toBe('01/05/2024, 00:00 UTC');
    expect(formatUtcDateTime(MIDNIGHT_UTC + 30 * 60_000, { locale: 'en-GB' })).toBe('05/01/2024, 00:30 UTC');
  });
});

describe('utcOffsetLabel', () => {
  it.each([
    ['UTC', 'UTC', 0],
    ['Asia/Singapore', 'UTC+8', 480],
    ['Asia/Kathmandu', 'UTC+5:45', 345],
    ['America/Sao_Paulo', 'UTC-3', -180],
  ])('SH-LOCALE-01 %s is %s', (timeZone, label, minutes) => {
    expect(utcOffsetLabel(MIDNIGHT_UTC, timeZone)).toBe(label);
    expect(utcOffsetMinutes(MIDNIGHT_UTC, timeZone)).toBe(minutes);
  });

  it('SH-LOCALE-01 follows daylight saving time at the instant given', () => {
    expect(utcOffsetLabel(Date.UTC(2024, 6, 1), 'Europe/London')).toBe('UTC+1');
    expect(utcOffsetLabel(Date.UTC(2024, 0, 1), 'Europe/London')).toBe('UTC');
  });
});
