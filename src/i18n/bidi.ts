/** Unicode FIRST STRONG ISOLATE: opens a run laid out in its own direction, like `<bdi>`. */
const FIRST_STRONG_ISOLATE = '\u2068';
/** Unicode POP DIRECTIONAL ISOLATE: closes the run. */
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/**
 * Wraps text that goes into a sentence (a date, an amount with its ticker) in Unicode isolates, the
 * plain-text form of `<bdi>`. Inside an Arabic sentence '03/01/2024, 08:00 UTC+8' would otherwise be
 * reordered group by group ('UTC+8 08:00 ,03/01/2024'); isolated, it reads as one left-to-right run.
 * Use it for message params; a value shown on its own goes in `<bdi>` instead.
 */
export function isolateText(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}

/** The text without isolates, for comparing what a user reads. */
export function stripIsolates(text: string): string {
  return text.replaceAll(FIRST_STRONG_ISOLATE, '').replaceAll(POP_DIRECTIONAL_ISOLATE, '');
}
