import { act, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { RESIZE_DEBOUNCE_MS, mobileQuery } from '../../domain/shared/layout';
import { useIsMobile, useMediaQuery } from './useMediaQuery';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number, height = 800): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}

function Layout() {
  return <p>{useIsMobile() ? 'Mobile layout' : 'Desktop layout'}</p>;
}

describe('useMediaQuery', () => {
  beforeEach(() => setViewport(1024));
  afterEach(() => {
    vi.useRealTimers();
    setViewport(1024);
  });

  test('SH-LAYOUT-01 useIsMobile is false at and above 768 px and true below it', () => {
    setViewport(768);
    const atBreakpoint = renderHook(() => useIsMobile());
    expect(atBreakpoint.result.current).toBe(false);
    atBreakpoint.unmount();
    setViewport(767);
    expect(renderHook(() => useIsMobile()).result.current).toBe(true);
  });

  test('SH-LAYOUT-02 a resize across the breakpoint changes the layout 300 ms later, not before', () => {
    vi.useFakeTimers();
    render(<Layout />);
    expect(screen.getByText('Desktop layout')).toBeInTheDocument();
    act(() => setViewport(375));
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1));
    expect(screen.getByText('Desktop layout')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Mobile layout')).toBeInTheDocument();
  });

  test('SH-LAYOUT-02 crossing the breakpoint and back within 300 ms never flips the layout', () => {
    vi.useFakeTimers();
    render(<Layout />);
    act(() => setViewport(375));
    act(() => vi.advanceTimersByTime(200));
    act(() => setViewport(1024));
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS * 2));
    expect(screen.getByText('Desktop layout')).toBeInTheDocument();
  });

  test('debounceMs 0 reports a change at once', () => {
    const { result, unmount } = renderHook(() => useMediaQuery(mobileQuery, { debounceMs: 0 }));
    expect(result.current).toBe(false);
    act(() => setViewport(375));
    expect(result.current).toBe(true);
    unmount();
  });

  test('on the server it renders the default value (desktop) without touching window', () => {
    setViewport(375);
    expect(renderToString(<Layout />)).toContain('Desktop layout');
    function WithDefault() {
      return <p>{useMediaQuery(mobileQuery, { defaultValue: true }) ? 'yes' : 'no'}</p>;
    }
    expect(renderToString(<WithDefault />)).toContain('yes');
  });

  test('two components reading the same query agree after a change', () => {
    vi.useFakeTimers();
    render(
      <>
        <Layout />
        <Layout />
      </>,
    );
    act(() => setViewport(375));
    act(() => vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS));
    expect(screen.getAllByText('Mobile layout')).toHaveLength(2);
  });
});
