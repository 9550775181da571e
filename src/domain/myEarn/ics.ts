/**
 * The maturity calendar as an iCalendar file (RFC 5545; issue 17), for the user's own calendar: one VEVENT per event
 * with its reminders as VALARMs. Texts come in already translated; times are UTC ('Z' form), the exchange's clock.
 */
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../shared/constants';
import { FIXED_ORDER_CUTOFF_MS } from '../simpleEarn/constants';
import type { EarnEvent } from './calendar';

/** How long before a reminder's moment it rings: a day, time to act on a working day. */
const CALENDAR_REMINDER_LEAD_MS = DAY_MS;

/** Why a reminder rings: the event itself comes, or the last moment to switch auto-renew off. */
type CalendarReminderKind = 'event' | 'autoRenewSwitchOff';

/** A reminder of an event: how long before the event's start it rings. */
interface CalendarReminder {
  readonly kind: CalendarReminderKind;
  /** Ms before the event's start, positive. */
  readonly before: number;
}

/**
 * The reminders of an event: a day before it, and for a fixed order that renews, a day before its auto-renew
 * switch closes (the switch is disabled under 1 hour before the end, FIXED_ORDER_CUTOFF_MS).
 */
export function calendarReminders(event: Pick<EarnEvent, 'kind'>): readonly CalendarReminder[] {
  const reminders: CalendarReminder[] = [{ kind: 'event', before: CALENDAR_REMINDER_LEAD_MS }];
  if (event.kind === 'fixedRenewal')
    reminders.push({ kind: 'autoRenewSwitchOff', before: FIXED_ORDER_CUTOFF_MS + CALENDAR_REMINDER_LEAD_MS });
  return reminders;
}

/** One event of the file, its texts in the user's language. */
export interface IcsEvent {
  /** Unique and stable for the event, so a calendar that imports the file again updates instead of duplicating. */
  readonly uid: string;
  /** Epoch ms. */
  readonly start: number;
  readonly summary: string;
  readonly description?: string;
  readonly alarms: readonly { readonly before: number; readonly description: string }[];
}

const PRODUCT_ID = '-//earnkit//Maturity calendar//EN';
/** RFC 5545 3.1: content lines are folded to at most 75 octets. */
const MAX_LINE_OCTETS = 75;

/** RFC 5545 3.3.5 UTC date-time: 20261126T210000Z. */
function utcDateTime(at: number): string {
  return new Date(at)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** RFC 5545 3.3.6 duration before the start: -P1DT1H. Whole seconds. */
function durationBefore(ms: number): string {
  let rest = Math.round(ms / 1000);
  const days = Math.floor(rest / (DAY_MS / 1000));
  rest -= days * (DAY_MS / 1000);
  const hours = Math.floor(rest / (HOUR_MS / 1000));
  rest -= hours * (HOUR_MS / 1000);
  const minutes = Math.floor(rest / (MINUTE_MS / 1000));
  const seconds = rest - minutes * (MINUTE_MS / 1000);
  const time = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`;
  if (!days && !time) return 'PT0S';
  return `-P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}

/** RFC 5545 3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as \n. */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** RFC 5545 3.1: a line longer than 75 octets goes on in lines that begin with a space, never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character.codePointAt(0) ?? 0);
    // A continuation line's leading space counts towards its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: IcsEvent, stamp: number): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${text(event.uid)}`,
    `DTSTAMP:${utcDateTime(stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `SUMMARY:${text(event.summary)}`,
    ...(event.description === undefined ? [] : [`DESCRIPTION:${text(event.description)}`]),
    ...event.alarms.flatMap((alarm) => [
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `TRIGGER:${durationBefore(alarm.before)}`,
      `DESCRIPTION:${text(alarm.description)}`,
      'END:VALARM',
    ]),
    'END:VEVENT',
  ];
}

/**
 * The iCalendar file of `events`: CRLF line ends, folded lines, `stamp` (epoch ms, when the file is made) as each
 * event's DTSTAMP. An event has no DTEND: a moment, which RFC 5545 3.6.1 lets a date-time DTSTART be on its own.
 */
export function calendarIcs(events: readonly IcsEvent[], stamp: number): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
