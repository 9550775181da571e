import { parseDate } from '@internationalized/date';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRangeCalendarState, type UseRangeCalendarStateOptions } from './useRangeCalendarState';

const today = parseDate('2024-08-20');

function setup(options: Partial<UseRangeCalendarStateOptions> = {}) {
  const onChange = vi.fn();
  const hook = renderHook(() =>
    useRangeCalendarState({ value: null, onChange, locale: 'en-US', maxValue: today, ...options }),
  );
  return { ...hook, onChange };
}

describe('useRangeCalendarState', () => {
  it('LP-DATE-06 starts on the month of today, and days after today are disabled', () => {
    const { result } = setup();
    expect(result.current.visibleRange.start.toString()).toBe('2024-08-01');
    expect(result.current.visibleRange.end.toString()).toBe('2024-08-31');
    expect(result.current.isCellDisabled(parseDate('2024-08-21'))).toBe(true);
    expect(result.current.isCellDisabled(parseDate('2024-08-20'))).toBe(false);
    expect(result.current.isNextVisibleRangeInvalid()).toBe(true);
    expect(result.current.isPreviousVisibleRangeInvalid()).toBe(false);
  });

  it('LP-DATE-06 moving focus past today stops at today', () => {
    const { result } = setup();
    act(() => result.current.focusNextPage());
    expect(result.current.focusedDate.toString()).toBe('2024-08-20');
    act(() => result.current.focusPreviousPage());
    expect(result.current.focusedDate.toString()).toBe('2024-07-20');
    expect(result.current.visibleRange.start.toString()).toBe('2024-07-01');
  });

  it('LP-LIST-03 the first press sets an end, the second completes the range in order', () => {
    const { result, onChange } = setup();
    act(() => result.current.selectDate(parseDate('2024-08-12')));
    expect(result.current.anchorDate?.toString()).toBe('2024-08-12');
    act(() => result.current.setFocusedDate(parseDate('2024-08-03')));
    expect(result.current.highlightedRange?.start.toString()).toBe('2024-08-03');
    act(() => result.current.selectDate(parseDate('2024-08-03')));
    expect(onChange).toHaveBeenCalledWith({ start: parseDate('2024-08-03'), end: parseDate('2024-08-12') });
    expect(result.current.anchorDate).toBeNull();
  });

  it('LP-LIST-03 weeks of the month: days of other months are empty cells', () => {
    const { result } = setup();
    // August 2024 starts on a Thursday; en-US weeks start on Sunday.
    expect(result.current.getDatesInWeek(0).map((date) => date?.day ?? null)).toEqual([
      null,
      null,
      null,
      null,
      1,
      2,
      3,
    ]);
    expect(result.current.getWeeksInMonth()).toBe(5);
  });

  it('LP-LIST-03 a selected range highlights its days', () => {
    const { result } = setup({ value: { start: parseDate('2024-08-05'), end: parseDate('2024-08-07') } });
    expect(result.current.isSelected(parseDate('2024-08-06'))).toBe(true);
    expect(result.current.isSelected(parseDate('2024-08-08'))).toBe(false);
  });
});
