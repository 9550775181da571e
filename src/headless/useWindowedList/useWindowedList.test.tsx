import { act, render, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WINDOWING_THRESHOLD, useWindowedList } from './useWindowedList';
import { windowRange } from './windowRange';

describe('windowRange', () => {
  it.each([
    // count, height, viewStart, viewEnd, overscan -> start, end
    [1000, 100, 0, 800, 2, 0, 10],
    [1000, 100, 5000, 5800, 2, 48, 60],
    [1000, 100, 99_000, 99_800, 2, 988, 1000],
    [1000, 100, -500, 300, 0, 0, 3],
    [0, 100, 0, 800, 2, 0, 0],
  ])(
    'LP-LIST-02 %i rows of %i px seen from %i to %i with overscan %i render rows %i to %i',
    (count, height, from, to, overscan, start, end) => {
      const range = windowRange(count, height, from, to, overscan);
      expect([range.start, range.end]).toEqual([start, end]);
      expect(range.before).toBe(start * height);
      expect(range.after).toBe((count - end) * height);
    },
  );

  it('LP-LIST-02 the spaces and the rendered rows always add up to the whole list', () => {
    fc.assert(
      fc.property(
        fc.nat(5000),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: -10_000, max: 1_000_000 }),
        fc.nat(2000),
        fc.nat(10),
        (count, height, from, span, overscan) => {
          const range = windowRange(count, height, from, from + span, overscan);
          expect(range.start).toBeGreaterThanOrEqual(0);
          expect(range.end).toBeLessThanOrEqual(count);
          expect(range.start).toBeLessThanOrEqual(range.end);
          expect(range.before + (range.end - range.start) * height + range.after).toBe(count * height);
        },
      ),
    );
  });
});

describe('useWindowedList', () => {
  afterEach(() => vi.restoreAllMocks());

  it(`LP-LIST-02 lists of ${WINDOWING_THRESHOLD} rows or fewer render every row`, () => {
    const { result } = renderHook(() => useWindowedList({ count: WINDOWING_THRESHOLD, itemHeight: 100 }));
    expect(result.current.windowed).toBe(false);
    expect([result.current.start, result.current.end]).toEqual([0, WINDOWING_THRESHOLD]);
  });

  it('LP-LIST-02 a long list renders the rows on screen, and follows the scroll', () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    const list = document.createElement('div');
    let top = 0;
    vi.spyOn(list, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
    const { result } = renderHook(() => useWindowedList({ count: 1000, itemHeight: 100, overscan: 0 }));
    act(() => result.current.containerRef(list));
    expect(result.current.windowed).toBe(true);
    expect(result.current.start).toBe(0);
    expect(result.current.end).toBe(Math.ceil(window.innerHeight / 100));
    top = -50_000;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current.start).toBe(500);
    expect(result.current.before).toBe(50_000);
  });

  it('a list that renders every row attaches without a second render', () => {
    // A state update from the ref callback would be synchronous, inside React's commit: a second render of the
    // list in the same task as the first (a long task on a slow phone).
    let renders = 0;
    function List() {
      renders += 1;
      const { containerRef } = useWindowedList({ count: 10, itemHeight: 100 });
      return <ul ref={containerRef} />;
    }
    render(<List />);
    expect(renders).toBe(1);
  });
});
