/** The time left before a start time, split for display. */
export interface CountdownParts {
  /** Whole seconds left, rounded up: the count reaches 0 exactly at the start time. */ totalSeconds: number;
  /** Whole days left. */ days: number;
  /** Hours left after the days, 0..23. */ hours: number;
  /** Minutes left after the hours, 0..59. */ minutes: number;
  /** Seconds left after the minutes, 0..59. */ seconds: number;
  /** True once the start time has come. */ done: boolean;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Splits the milliseconds left into days, hours, minutes and seconds; a negative value is 0. */
export function countdownParts(remainingMs: number): CountdownParts {
  const totalSeconds = Number.isFinite(remainingMs) ? Math.max(0, Math.ceil(remainingMs / 1000)) : 0;
  return {
    totalSeconds,
    days: Math.floor(totalSeconds / DAY),
    hours: Math.floor((totalSeconds % DAY) / HOUR),
    minutes: Math.floor((totalSeconds % HOUR) / MINUTE),
    seconds: totalSeconds % MINUTE,
    done: totalSeconds === 0,
  };
}

/** Minute marks announced in the last hour, and second marks in the last half minute. */
const MINUTE_MARKS = [60, 30, 15, 10, 5, 1] as const;
const SECOND_MARKS = [30, 10] as const;

/**
 * Which stretch of time a countdown is in, as a key that changes only at moments worth announcing:
 * at each whole day while more than a day is left, at each whole hour in the last day, at 60, 30, 15,
 * 10, 5 and 1 minutes, at 30 and 10 seconds, and at 0 ('done'). Keys change exactly on those marks,
 * so what is announced then reads as a round figure ('2 days', '30 minutes'), never every second.
 */
export function countdownMilestone(parts: CountdownParts): string {
  const { totalSeconds } = parts;
  if (totalSeconds === 0) return 'done';
  if (totalSeconds > DAY) return `d${Math.ceil(totalSeconds / DAY)}`;
  if (totalSeconds > HOUR) return `h${Math.ceil(totalSeconds / HOUR)}`;
  if (totalSeconds > SECOND_MARKS[0]) return `m${smallestMarkAtLeast(MINUTE_MARKS, totalSeconds / MINUTE)}`;
  return `s${smallestMarkAtLeast(SECOND_MARKS, totalSeconds)}`;
}

/** The smallest mark not below `value` (marks run from large to small). */
function smallestMarkAtLeast(marks: readonly number[], value: number): number {
  return marks.filter((mark) => mark >= value).at(-1) ?? marks[0] ?? 0;
}
