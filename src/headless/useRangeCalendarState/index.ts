export { useRangeCalendarState } from './useRangeCalendarState';
export type { CalendarRange, RangeCalendarState, UseRangeCalendarStateOptions } from './useRangeCalendarState';
