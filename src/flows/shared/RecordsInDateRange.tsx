'use client';
/**
 * A paged record list under its date-range filter (DEC-04), as the staking holdings' history and the launchpool
 * records show it: the filter keeps its own width on a line of its own, the list takes the rest.
 */
import { DateRangeFilter, type DateRangeFilterProps } from '../../components/DateRangeFilter';
import { Inline, Stack, type Space } from '../../components/layout';
import { ResponsiveList, type ResponsiveListProps } from '../../components/ResponsiveList';
import type { DateRange } from '../../domain/shared/dateRange';
import type { PagedListViewProps } from './usePagedListView';

export type RecordsInDateRangeProps<Row> = PagedListViewProps<Row> &
  Pick<ResponsiveListProps<Row>, 'columns' | 'getRowKey' | 'label' | 'messages'> &
  Pick<DateRangeFilterProps, 'maxMonths' | 'today'> & {
    /** The range shown, already within the limit. */
    range: DateRange;
    /** Called with the range the user picks, or null when they clear it. */
    onRangeChange: (range: DateRange | null) => void;
    /** Space between the filter and the list. Default 'md'. */
    space?: Space;
    /** Extra class on the root. */
    className?: string;
  };

export function RecordsInDateRange<Row>({
  range,
  onRangeChange,
  maxMonths,
  today,
  space = 'md',
  className,
  messages,
  ...list
}: RecordsInDateRangeProps<Row>) {
  return (
    <Stack space={space} className={className}>
      <Inline space="md" alignY="bottom">
        <DateRangeFilter
          maxMonths={maxMonths}
          value={range}
          onValueChange={onRangeChange}
          today={today}
          messages={messages}
        />
      </Inline>
      <ResponsiveList {...list} messages={messages} />
    </Stack>
  );
}
