import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_DEBOUNCE_MS } from '../../domain/shared/constants';
import { useDebouncedAction } from './useDebouncedAction';

describe('useDebouncedAction', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('SH-CONST-12 waits 200 ms by default and runs once with the last arguments', () => {
    expect(SUBMIT_DEBOUNCE_MS).toBe(200);
    const action = vi.fn();
    const { result } = renderHook(() => useDebouncedAction(action));
    act(() => {
      result.current.run('first');
      result.current.run('second');
    });
    expect(result.current.phase).toBe('waiting');
    act(() => vi.advanceTimersByTime(200));
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith('second');
    expect(result.current.isPending).toBe(false);
  });

  it('cancel drops a waiting trigger', () => {
    const action = vi.fn();
    const { result } = renderHook(() => useDebouncedAction(action));
    act(() => result.current.run());
    act(() => result.current.cancel());
    act(() => vi.advanceTimersByTime(1000));
    expect(action).not.toHaveBeenCalled();
    expect(result.current.phase).toBe('idle');
  });

  it('an unmounted component does not submit', () => {
    const action = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedAction(action));
    act(() => result.current.run());
    unmount();
    vi.advanceTimersByTime(1000);
    expect(action).not.toHaveBeenCalled();
  });

  it('ignores triggers while its promise is pending and is idle again once it rejects', async () => {
    let fail: (reason: Error) => void = () => undefined;
    const action = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    const { result } = renderHook(() => useDebouncedAction(action, { wait: 500 }));
    act(() => result.current.run());
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.phase).toBe('running');
    act(() => result.current.run());
    act(() => vi.advanceTimersByTime(500));
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => fail(new Error('offline')));
    expect(result.current.phase).toBe('idle');
  });
});
