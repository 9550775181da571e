/**
 * The schedule words a page's first screen shows: a pending item's arrival and the bonus rules' trigger. The rest of
 * the schedule strings (kitSchedules: timelines, tier ladders, the bonus rules themselves) travel with the parts
 * that show them, which load on demand on the pages where these show first.
 */
export const kitScheduleNotes = {
  /** Accessible name of a pending item's arrival (issue 17, P-48). */
  'kitSchedules.arrival.label': 'Arrival',
  /** When the money is expected, by the exchange's clock. */
  'kitSchedules.arrival.expected': 'Expected {time}',
  /** The latest time the product's own rules allow. */
  'kitSchedules.arrival.latestBy': 'Latest by {time}',
  /** The countdown's words before the time left to the expected arrival. */
  'kitSchedules.arrival.countdown': 'Arrives in',
  /** Once the expected time has come, until the money is in (the row then moves to history). */
  'kitSchedules.arrival.due': 'Arriving now',
  /** The bonus rules trigger. */
  'kitSchedules.bonus.trigger': 'Bonus rules',
} as const;
