import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDateRange } from './useDateRange';

const today = '2024-08-31';

describe('useDateRange', () => {
  it('LP-DATE-01 LP-DATE-03 LP-DATE-04 a range over 6 months is trimmed and the 6-month warning is raised', () => {
    const onTrimmed = vi.fn();
    const onValueChange = vi.fn();
    const { result } = renderHook(() => useDateRange({ maxMonths: 6, today, onTrimmed, onValueChange }));
    act(() => {
      result.current.commit({ start: '2023-01-01', end: '2024-08-31' });
    });
    expect(result.current.value).toEqual({ start: '2024-02-29', end: '2024-08-31' });
    expect(onTrimmed).toHaveBeenCalledWith('analysis date picker limit');
    expect(onValueChange).toHaveBeenCalledWith({ start: '2024-02-29', end: '2024-08-31' });
  });

  it('LP-DATE-02 LP-DATE-05 a range over 12 months raises the 12-month warning', () => {
    const onTrimmed = vi.fn();
    const { result } = renderHook(() => useDateRange({ maxMonths: 12, today, onTrimmed }));
    act(() => {
      result.current.commit({ start: '2022-01-01', end: '2024-06-30' });
    });
    expect(result.current.value).toEqual({ start: '2023-06-30', end: '2024-06-30' });
    expect(onTrimmed).toHaveBeenCalledWith('maximum time');
  });

  it('LP-DATE-06 an end after today moves back to today; a range within the limit raises nothing', () => {
    const onTrimmed = vi.fn();
    const { result } = renderHook(() => useDateRange({ maxMonths: 6, today, onTrimmed }));
    expect(result.current.latestDay).toBe(today);
    act(() => {
      result.current.commit({ start: '2024-08-01', end: '2024-09-15' });
    });
    expect(result.current.value).toEqual({ start: '2024-08-01', end: today });
    expect(onTrimmed).not.toHaveBeenCalled();
  });

  it('LP-DATE-03 committing the range already in force reports no change', () => {
    const onValueChange = vi.fn();
    const range = { start: '2024-08-01', end: '2024-08-10' };
    const { result } = renderHook(() => useDateRange({ maxMonths: 6, today, defaultValue: range, onValueChange }));
    act(() => {
      result.current.commit({ ...range });
    });
    expect(onValueChange).not.toHaveBeenCalled();
    expect(result.current.value).toBe(range);
  });
});
