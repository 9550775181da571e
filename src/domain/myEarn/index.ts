// My earn (DEC-31): the totals across product families and the maturity calendar.
export { earnTotals, rateTokenPosition } from './totals';
export type { EarnFamily, EarnTotals, HeldPosition } from './totals';
export {
  dayAfterKey,
  dayKeyOf,
  eventsByDay,
  monthOf,
  monthWeeks,
  pastEarnEvents,
  shiftMonth,
  startOfDay,
  upcomingEarnEvents,
} from './calendar';
export type { CalendarMonth, EarnEvent, EarnEventSources } from './calendar';
export { calendarIcs, calendarReminders } from './ics';
export type { IcsEvent } from './ics';
