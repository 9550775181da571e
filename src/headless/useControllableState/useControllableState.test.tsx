import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState';

describe('useControllableState', () => {
  it('keeps its own value when uncontrolled and reports each change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultProp: 1, onChange }));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('follows the prop when controlled and only reports what the setter asks', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ prop }) => useControllableState({ prop, defaultProp: 0, onChange }), {
      initialProps: { prop: 5 },
    });
    act(() => result.current[1](6));
    expect(result.current[0]).toBe(5);
    expect(onChange).toHaveBeenCalledWith(6);
    rerender({ prop: 6 });
    expect(result.current[0]).toBe(6);
  });

  it('does not report a value that did not change, and applies updaters in order', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultProp: 1, onChange }));
    act(() => result.current[1](1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      result.current[1]((n) => n + 1);
      result.current[1]((n) => n + 1);
    });
    expect(result.current[0]).toBe(3);
    expect(onChange).toHaveBeenLastCalledWith(3);
  });
});
