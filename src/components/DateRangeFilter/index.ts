export { DateRangeFilter } from './DateRangeFilter';
export type { DateRangeFilterProps } from './DateRangeFilter';
export { RangeCalendar } from './RangeCalendar';
export type { RangeCalendarProps } from './RangeCalendar';
