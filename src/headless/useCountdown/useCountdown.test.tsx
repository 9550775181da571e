import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownMilestone, countdownParts } from './countdownParts';
import { useCountdown } from './useCountdown';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('countdownParts', () => {
  it.each([
    [2 * DAY + 3 * HOUR + 15 * MINUTE + 9 * SECOND, { days: 2, hours: 3, minutes: 15, seconds: 9, done: false }],
    [59 * MINUTE + 59 * SECOND, { days: 0, hours: 0, minutes: 59, seconds: 59, done: false }],
    // A part of a second left still shows 1 second: the count reaches 0 exactly at the start time.
    [1, { days: 0, hours: 0, minutes: 0, seconds: 1, done: false }],
    [0, { days: 0, hours: 0, minutes: 0, seconds: 0, done: true }],
    [-5 * SECOND, { days: 0, hours: 0, minutes: 0, seconds: 0, done: true }],
    [Number.NaN, { days: 0, hours: 0, minutes: 0, seconds: 0, done: true }],
  ])('%d ms left splits into %o', (remaining, expected) => {
    expect(countdownParts(remaining)).toMatchObject(expected);
  });
});

describe('countdownMilestone', () => {
  const at = (ms: number) => countdownMilestone(countdownParts(ms));

  it.each([
    ['a new day', 2 * DAY + SECOND, 2 * DAY],
    ['each hour in the last day', 5 * HOUR + SECOND, 5 * HOUR],
    ['the last hour', HOUR + SECOND, HOUR],
    ['30 minutes', 30 * MINUTE + SECOND, 30 * MINUTE],
    ['5 minutes', 5 * MINUTE + SECOND, 5 * MINUTE],
    ['1 minute', MINUTE + SECOND, MINUTE],
    ['30 seconds', 31 * SECOND, 30 * SECOND],
    ['10 seconds', 11 * SECOND, 10 * SECOND],
    ['the start', SECOND, 0],
  ])('changes exactly at %s', (_, before, after) => {
    expect(at(before)).not.toBe(at(after));
  });

  it.each([
    ['within a day of hours', 5 * HOUR - SECOND, 4 * HOUR + SECOND],
    ['between 30 and 15 minutes', 29 * MINUTE, 16 * MINUTE],
    ['in the last minute above 30 seconds', 59 * SECOND, 31 * SECOND],
    ['in the last 10 seconds', 9 * SECOND, SECOND],
  ])('stays the same %s, so nothing is announced every second', (_, from, to) => {
    expect(at(from)).toBe(at(to));
  });
});

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('LP-STAKE-10 reads the injected clock and ticks each second until the start time', () => {
    let clock = 1_000_000;
    const readClock = () => clock;
    const onComplete = vi.fn();
    const { result } = renderHook(() => useCountdown({ target: 1_000_000 + 3 * SECOND, clock: readClock, onComplete }));
    expect(result.current).toMatchObject({ seconds: 3, done: false });

    clock += SECOND;
    act(() => vi.advanceTimersByTime(SECOND));
    expect(result.current.seconds).toBe(2);

    clock += 2 * SECOND;
    act(() => vi.advanceTimersByTime(2 * SECOND));
    expect(result.current).toMatchObject({ seconds: 0, done: true, milestone: 'done' });
    expect(onComplete).toHaveBeenCalledTimes(1);

    clock += 10 * SECOND;
    act(() => vi.advanceTimersByTime(10 * SECOND));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('mounted after the start time it is done and does not call onComplete', () => {
    const onComplete = vi.fn();
    const { result } = renderHook(() => useCountdown({ target: 0, clock: () => 5000, onComplete }));
    expect(result.current.done).toBe(true);
    expect(onComplete).not.toHaveBeenCalled();
  });
});
