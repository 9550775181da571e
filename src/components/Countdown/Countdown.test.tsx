import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEarnWrapper } from '../../testing';
import { Countdown } from './index';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const START = Date.UTC(2025, 0, 10, 8, 0, 0);

/** A clock the test moves by hand, with the timers. */
function manualClock(startAt: number) {
  let time = startAt;
  return {
    now: () => time,
    advance(ms: number) {
      for (let passed = 0; passed < ms; passed += SECOND) {
        time += SECOND;
        act(() => vi.advanceTimersByTime(SECOND));
      }
    },
  };
}

const wrapper = createEarnWrapper();
const timer = () => screen.getByRole('timer', { name: 'Starts in' });
/** The polite live region: what a screen reader is told without moving there. */
const announced = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]')?.textContent ?? '';

describe('Countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('LP-STAKE-10 counts down to the start time in days, hours, minutes and seconds', () => {
    const clock = manualClock(START - (2 * DAY + 3 * HOUR + 15 * MINUTE + 9 * SECOND));
    render(<Countdown target={START} clock={clock.now} />, { wrapper });
    expect(timer()).toHaveTextContent('02d03h15m09s');
    expect(timer()).toHaveTextContent('2 days, 3 hours, 15 minutes, 9 seconds');
    clock.advance(SECOND);
    expect(timer()).toHaveTextContent('2 days, 3 hours, 15 minutes, 8 seconds');
  });

  it('under a day, the days are left out', () => {
    const clock = manualClock(START - (5 * MINUTE + 30 * SECOND));
    render(<Countdown target={START} clock={clock.now} />, { wrapper });
    expect(timer()).toHaveTextContent('00h05m30s');
  });

  it('announces politely only at milestones, never every second', () => {
    const clock = manualClock(START - (HOUR + 3 * SECOND));
    render(<Countdown target={START} clock={clock.now} />, { wrapper });
    expect(announced()).toBe('');
    clock.advance(2 * SECOND);
    expect(announced()).toBe('');
    clock.advance(SECOND);
    expect(announced()).toBe('Starts in 1 hour');
    clock.advance(10 * SECOND);
    expect(announced()).toBe('Starts in 1 hour');
  });

  it('at the start time it reads Started, announces it and calls onComplete once', () => {
    const onComplete = vi.fn();
    const clock = manualClock(START - 2 * SECOND);
    render(<Countdown target={START} clock={clock.now} onComplete={onComplete} />, { wrapper });
    clock.advance(2 * SECOND);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getAllByText('Started').length).toBeGreaterThan(0);
    expect(announced()).toBe('Started');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('SH-LOCALE-01 in Arabic the units are Arabic and the digits Latin', () => {
    const clock = manualClock(START - (3 * HOUR + 4 * MINUTE + 5 * SECOND));
    render(<Countdown target={START} clock={clock.now} />, { wrapper: createEarnWrapper({ locale: 'ar' }) });
    const arabicTimer = screen.getByRole('timer', { name: 'يبدأ خلال' });
    expect(arabicTimer).toHaveTextContent('03 س');
    expect(arabicTimer).toHaveTextContent('05 ث');
  });

  it('a label of its own, e.g. for an end time', () => {
    const clock = manualClock(START - 10 * MINUTE);
    render(<Countdown target={START} clock={clock.now} label="Ends in" />, { wrapper });
    const ends = screen.getByRole('timer', { name: 'Ends in' });
    expect(ends).toHaveTextContent('10 minutes');
    // Zero units are not read out.
    expect(ends).not.toHaveTextContent('0 hours');
  });
});
