import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useElementSize, type UseElementSizeOptions } from './useElementSize';

/** happy-dom lays nothing out: the box's measurements are what the test says. */
const box = { clientWidth: 300, clientHeight: 100, scrollWidth: 300, scrollHeight: 100, outerHeight: 102.5 };

/** A ResizeObserver the test drives: it records what is observed and reports when the test says so. */
class TestResizeObserver {
  static current: TestResizeObserver | null = null;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: ResizeObserverCallback) {
    TestResizeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  report() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

function Measured(options: UseElementSizeOptions) {
  const [ref, size] = useElementSize<HTMLDivElement>(options);
  return (
    <div ref={ref} data-testid="box">
      <span>child</span>
      {`${size.width}×${size.height} scroll ${size.scrollWidth}×${size.scrollHeight} outer ${size.outerHeight}`}
    </div>
  );
}

const shown = () => screen.getByTestId('box').textContent?.replace('child', '');

describe('useElementSize', () => {
  beforeEach(() => {
    Object.assign(box, {
      clientWidth: 300,
      clientHeight: 100,
      scrollWidth: 300,
      scrollHeight: 100,
      outerHeight: 102.5,
    });
    for (const key of ['clientWidth', 'clientHeight', 'scrollWidth', 'scrollHeight'] as const)
      vi.spyOn(HTMLElement.prototype, key, 'get').mockImplementation(() => box[key]);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => ({ height: box.outerHeight }) as DOMRect,
    );
    vi.stubGlobal('ResizeObserver', TestResizeObserver);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    TestResizeObserver.current = null;
  });

  it('measures the element as it mounts, before anything reads a zero size', () => {
    render(<Measured />);
    expect(shown()).toBe('300×100 scroll 300×100 outer 102.5');
  });

  it('follows the sizes the ResizeObserver reports', () => {
    render(<Measured />);
    Object.assign(box, { clientWidth: 200, scrollWidth: 480, scrollHeight: 250, outerHeight: 64 });
    act(() => TestResizeObserver.current?.report());
    expect(shown()).toBe('200×100 scroll 480×250 outer 64');
  });

  it('watches only the element by default, its children too when asked', () => {
    const { unmount } = render(<Measured />);
    expect(TestResizeObserver.current?.observed).toEqual([screen.getByTestId('box')]);
    unmount();
    render(<Measured observeChildren />);
    const element = screen.getByTestId('box');
    expect(TestResizeObserver.current?.observed).toEqual([element, element.firstElementChild]);
  });

  it('stops watching when the element goes', () => {
    const { unmount } = render(<Measured />);
    const observer = TestResizeObserver.current;
    unmount();
    expect(observer?.disconnected).toBe(true);
  });

  it('without a ResizeObserver the first measurement stays', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    render(<Measured />);
    expect(shown()).toBe('300×100 scroll 300×100 outer 102.5');
  });
});
