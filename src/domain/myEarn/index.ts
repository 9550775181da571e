// My earn (DEC-31): the totals across product families and the maturity calendar.
export { EARN_FAMILIES, earnTotals, sharePercents } from './totals';
export type { EarnFamily, EarnTotals, FamilyTotal, HeldPosition } from './totals';
export {
  dayAfterKey,
  dayKeyOf,
  eventsByDay,
  monthOf,
  monthWeeks,
  shiftMonth,
  startOfDay,
  upcomingEarnEvents,
} from './calendar';
export type { CalendarCell, CalendarMonth, EarnEvent, EarnEventKind, EarnEventSources } from './calendar';
