/** The slice of a list to render, and the space standing in for the rows left out. */
export interface WindowRange {
  /** Index of the first rendered row. */
  readonly start: number;
  /** Index after the last rendered row. */
  readonly end: number;
  /** Space before the first rendered row, in px (the rows above it). */
  readonly before: number;
  /** Space after the last rendered row, in px (the rows below it). */
  readonly after: number;
}

/**
 * Which rows of a list of `count` rows, each `itemHeight` px tall, fall in the visible band
 * [`viewStart`, `viewEnd`) measured in px from the top of the list, plus `overscan` rows each side.
 */
export function windowRange(
  count: number,
  itemHeight: number,
  viewStart: number,
  viewEnd: number,
  overscan: number,
): WindowRange {
  if (count <= 0 || itemHeight <= 0) return { start: 0, end: Math.max(0, count), before: 0, after: 0 };
  const first = Math.floor(Math.max(0, viewStart) / itemHeight);
  const last = Math.ceil(Math.max(0, viewEnd) / itemHeight);
  const start = Math.min(count, Math.max(0, first - overscan));
  const end = Math.max(start, Math.min(count, last + overscan));
  return { start, end, before: start * itemHeight, after: (count - end) * itemHeight };
}
