import { useState } from 'react';
import { isCalendarDay, type DateRange } from '../../domain/shared';

/** What the two typed fields hold, before they are applied. */
export interface DayDrafts {
  start: string;
  end: string;
}

function draftsOf(range: DateRange | null): DayDrafts {
  return { start: range?.start ?? '', end: range?.end ?? '' };
}

/**
 * The text of the start and end fields. It follows the range in force whenever that changes (a
 * calendar pick, a trim, the owner), and otherwise keeps what the user is typing.
 */
export function useDayDrafts(value: DateRange | null) {
  const [drafts, setDrafts] = useState<DayDrafts>(() => draftsOf(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // Adjusting state while rendering (React's pattern for state derived from a prop): no extra paint.
    setShown(value);
    setDrafts(draftsOf(value));
  }
  /** A field holds text that is not a day: it is marked invalid until fixed. */
  const isInvalid = (text: string) => text !== '' && !isCalendarDay(text);
  return {
    drafts,
    setDraft: (part: keyof DayDrafts, text: string) => setDrafts((previous) => ({ ...previous, [part]: text })),
    reset: (range: DateRange | null) => setDrafts(draftsOf(range)),
    isInvalid,
    /** The range the fields describe: a range, null (both empty), or undefined (incomplete or invalid). */
    parsed: (): DateRange | null | undefined => {
      if (drafts.start === '' && drafts.end === '') return null;
      return isCalendarDay(drafts.start) && isCalendarDay(drafts.end)
        ? { start: drafts.start, end: drafts.end }
        : undefined;
    },
  };
}
