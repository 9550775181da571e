import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../shared/constants';
import { calendarIcs, calendarReminders, type IcsEvent } from './ics';

const STAMP = Date.parse('2026-11-26T20:00:00Z');
const MATURITY = Date.parse('2026-12-10T08:00:00Z');

/** The file read back by ical.js, an RFC 5545 parser: each event's fields as a calendar application sees them. */
function readBack(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => ({
      uid: vevent.getFirstPropertyValue('uid'),
      start: (vevent.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime(),
      stamp: (vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().getTime(),
      summary: vevent.getFirstPropertyValue('summary'),
      description: vevent.getFirstPropertyValue('description'),
      alarms: vevent.getAllSubcomponents('valarm').map((valarm) => ({
        action: valarm.getFirstPropertyValue('action'),
        // ical.js gives the duration in seconds, negative before the start.
        before: -(valarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds() * 1000,
        description: valarm.getFirstPropertyValue('description'),
      })),
    })),
  };
}

const renewal: IcsEvent = {
  uid: 'fixed:F1001@earnkit',
  start: MATURITY,
  summary: 'USDT fixed order renews',
  description: 'Amount: 500 USDT',
  alarms: [
    { before: DAY_MS, description: 'Tomorrow: USDT fixed order renews' },
    { before: DAY_MS + HOUR_MS, description: 'Last day to switch auto-renew off for USDT' },
  ],
};

describe('calendarIcs', () => {
  it('the whole calendar reads back through an RFC 5545 parser with each event, time and reminder as written', () => {
    const maturity: IcsEvent = {
      uid: 'staking:7@earnkit',
      start: MATURITY + DAY_MS,
      summary: 'ETH staking redemption paid',
      alarms: [{ before: DAY_MS, description: 'Tomorrow: ETH staking redemption paid' }],
    };
    const { calendar, events } = readBack(calendarIcs([renewal, maturity], STAMP));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//earnkit//Maturity calendar//EN');
    expect(events).toEqual([
      {
        uid: 'fixed:F1001@earnkit',
        start: MATURITY,
        stamp: STAMP,
        summary: 'USDT fixed order renews',
        description: 'Amount: 500 USDT',
        alarms: [
          { action: 'DISPLAY', before: DAY_MS, description: 'Tomorrow: USDT fixed order renews' },
          { action: 'DISPLAY', before: DAY_MS + HOUR_MS, description: 'Last day to switch auto-renew off for USDT' },
        ],
      },
      {
        uid: 'staking:7@earnkit',
        start: MATURITY + DAY_MS,
        stamp: STAMP,
        summary: 'ETH staking redemption paid',
        description: null,
        alarms: [{ action: 'DISPLAY', before: DAY_MS, description: 'Tomorrow: ETH staking redemption paid' }],
      },
    ]);
  });

  it('lines end in CRLF and none is longer than 75 octets', () => {
    const file = calendarIcs([{ ...renewal, summary: 'عملة USDT '.repeat(20) }], STAMP);
    expect(file.endsWith('\r\n')).toBe(true);
    const lines = file.split('\r\n').slice(0, -1);
    expect(lines.every((line) => !line.includes('\n') && new TextEncoder().encode(line).length <= 75)).toBe(true);
  });

  it('any text (commas, semicolons, backslashes, line breaks, Arabic, emoji) reads back exactly', () => {
    const textArbitrary = fc
      .array(fc.constantFrom('a', 'Z', ' ', ',', ';', '\\', '\n', ':', '"', 'ع', 'ملة', '€', '💰', '0', '.'), {
        minLength: 1,
        maxLength: 120,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(textArbitrary, textArbitrary, (summary, alarm) => {
        const { events } = readBack(
          calendarIcs(
            [{ uid: 'e@earnkit', start: MATURITY, summary, alarms: [{ before: DAY_MS, description: alarm }] }],
            STAMP,
          ),
        );
        expect(events[0]!.summary).toBe(summary);
        expect(events[0]!.alarms[0]!.description).toBe(alarm);
      }),
      { seed: 0x17c, numRuns: 200 },
    );
  });

  it('an empty calendar is still a valid file', () => {
    expect(readBack(calendarIcs([], STAMP)).events).toEqual([]);
  });
});

describe('calendarReminders', () => {
  it('every event is reminded a day before; a renewing fixed order also a day before its auto-renew switch closes', () => {
    expect(calendarReminders({ kind: 'fixedMaturity' })).toEqual([{ kind: 'event', before: DAY_MS }]);
    expect(calendarReminders({ kind: 'stakingRedemption' })).toEqual([{ kind: 'event', before: DAY_MS }]);
    expect(calendarReminders({ kind: 'fixedRenewal' })).toEqual([
      { kind: 'event', before: DAY_MS },
      { kind: 'autoRenewSwitchOff', before: DAY_MS + HOUR_MS },
    ]);
  });
});
