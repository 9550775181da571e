import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEarnWrapper } from '../../testing';
import { ArrivalTime } from './index';

const SECOND = 1000;
const HOUR = 3_600_000;
const EXPECTED = Date.UTC(2026, 10, 26, 10, 0, 0);
const LATEST = EXPECTED + HOUR;

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

const wrapper = createEarnWrapper({ timeZone: 'UTC' });
const arrival = () => screen.getByRole('group', { name: 'Arrival' });
/** The text as read, without the bidi isolation marks around the times. */
const read = () => (arrival().textContent ?? '').replace(/[\u2066-\u2069]/g, '');

describe('ArrivalTime', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the expected time, the latest bound and a countdown with the time in words, by the given clock', () => {
    const clock = manualClock(EXPECTED - (2 * HOUR + 5 * SECOND));
    render(<ArrivalTime bounds={{ expected: EXPECTED, latestBy: LATEST }} clock={clock.now} />, { wrapper });
    expect(read()).toContain('Expected 11/26/2026, 10:00 UTC');
    expect(read()).toContain('Latest by 11/26/2026, 11:00 UTC');
    expect(screen.getByRole('timer', { name: 'Arrives in' })).toHaveTextContent('2 hours, 5 seconds');
  });

  it('one time when expected and latest are the same: only the latest bound', () => {
    render(<ArrivalTime bounds={{ expected: EXPECTED, latestBy: EXPECTED }} clock={() => EXPECTED - HOUR} />, {
      wrapper,
    });
    expect(arrival()).not.toHaveTextContent('Expected');
    expect(read()).toContain('Latest by 11/26/2026, 10:00 UTC');
  });

  it('at the expected time it reads and announces Arriving now, and calls onDue once', () => {
    const onDue = vi.fn();
    const clock = manualClock(EXPECTED - 2 * SECOND);
    render(<ArrivalTime bounds={{ expected: EXPECTED, latestBy: LATEST }} clock={clock.now} onDue={onDue} />, {
      wrapper,
    });
    clock.advance(2 * SECOND);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(arrival()).toHaveTextContent('Arriving now');
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('Arriving now');
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('SH-LOCALE-01 in Arabic', () => {
    render(<ArrivalTime bounds={{ expected: EXPECTED, latestBy: LATEST }} clock={() => EXPECTED - HOUR} />, {
      wrapper: createEarnWrapper({ locale: 'ar', timeZone: 'UTC' }),
    });
    expect(screen.getByRole('group', { name: 'موعد الوصول' })).toHaveTextContent('في موعد أقصاه');
    expect(screen.getByRole('timer', { name: 'يصل خلال' })).toBeInTheDocument();
  });
});
