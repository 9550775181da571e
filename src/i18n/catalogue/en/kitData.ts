/**
 * Strings of the data parts: result dialogs, the stake success view, the date-range filter, tables,
 * card lists and pagination. Parts reuse shared keys where one exists ('noRecord', 'Networkerr',
 * 'common.retry', 'common.loading', 'common.close', 'launchpool.success.title' with its US overlay,
 * 'analysis date picker limit', 'maximum time').
 */
export const kitData = {
  /** Accessible name of the result icon of a success dialog. */
  'kitData.result.success': 'Success',
  /** Accessible name of the result icon of a failure dialog. */
  'kitData.result.failure': 'Failed',
  /** Accessible name of the result icon of an information dialog. */
  'kitData.result.info': 'Information',
  /** The button that closes the stake success view (LP-SUCCESS-05). */
  'kitData.stakeSuccess.ok': 'OK',
  /** The button that opens the candy-drop page (LP-SUCCESS-06). */
  'kitData.stakeSuccess.goToCandy': 'Go to CandyDrop',
  /** Heading of the candy-drop promotion card (LP-SUCCESS-04). */
  'kitData.stakeSuccess.candyTitle': 'CandyDrop',
  /** The volume-requirement (transaction-limit) notice (LP-SUCCESS-03, LP-STAKE-17). */
  'kitData.stakeSuccess.volumeNotice':
    'Your trading volume is below the first tier of this pool, so your cap stays at its lowest. Trade more to raise it.',
  /** Visible label of the date-range filter. */
  'kitData.dateRange.label': 'Date range',
  /** Name of the start-date field. */
  'kitData.dateRange.start': 'Start date',
  /** Name of the end-date field. */
  'kitData.dateRange.end': 'End date',
  /** The placeholder of an empty date field: the form a typed date takes. */
  'kitData.dateRange.placeholder': 'YYYY-MM-DD',
  /** Description of the date fields, for screen readers. */
  'kitData.dateRange.formatHint': 'Type a date as year-month-day, for example 2024-01-31',
  /** Name of the button that opens the calendar. */
  'kitData.dateRange.openCalendar': 'Choose dates on a calendar',
  /** Title of the calendar popover or sheet. */
  'kitData.dateRange.calendarTitle': 'Select a date range',
  /** Said while only the first day of a range is chosen on the calendar. */
  'kitData.dateRange.pickEnd': 'Now choose the last day',
  /** Name of the pagination landmark. */
  'kitData.pagination.label': 'Pages',
  /** The previous-page button. */
  'kitData.pagination.previous': 'Previous page',
  /** The next-page button. */
  'kitData.pagination.next': 'Next page',
  /** A page-number button, read out. */
  'kitData.pagination.page': 'Page {page}',
  /** Where the reader is, read out after a page change. */
  'kitData.pagination.status': 'Page {page} of {count}',
  /** The button that loads the next page of a card list (and what infinite scroll presses for you). */
  'kitData.list.loadMore': 'Load more',
  /** Said while the next page of a card list loads. */
  'kitData.list.loadingMore': 'Loading more',
  /** The end of a card list once every record is loaded. */
  'kitData.list.end': 'No more records',
  /** Said when a page of records has arrived. */
  'kitData.list.loaded': '{count} records shown',
} as const;
