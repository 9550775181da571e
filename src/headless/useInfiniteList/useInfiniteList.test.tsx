import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteList, type UseInfiniteListOptions } from './useInfiniteList';

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  show(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

function List(props: UseInfiniteListOptions) {
  const { sentinelRef, loadMoreButtonProps } = useInfiniteList(props);
  return (
    <div ref={sentinelRef}>
      <button {...loadMoreButtonProps}>Load more</button>
    </div>
  );
}

describe('useInfiniteList', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('LP-LIST-02 asks for the next page when the end of the list comes into view', () => {
    const onLoadMore = vi.fn();
    render(<List hasMore loading={false} onLoadMore={onLoadMore} />);
    expect(onLoadMore).not.toHaveBeenCalled();
    FakeObserver.instances.at(-1)!.show(true);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('LP-LIST-02 asks for nothing while a page loads, and again once it has landed with the end still in view', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<List hasMore loading onLoadMore={onLoadMore} />);
    FakeObserver.instances.at(-1)!.show(true);
    expect(onLoadMore).not.toHaveBeenCalled();
    rerender(<List hasMore loading={false} onLoadMore={onLoadMore} />);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('LP-LIST-02 stops at the last page', () => {
    const onLoadMore = vi.fn();
    render(<List hasMore={false} loading={false} onLoadMore={onLoadMore} />);
    FakeObserver.instances.at(-1)!.show(true);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('LP-LIST-02 paused after a failure: only the button loads', () => {
    const onLoadMore = vi.fn();
    const { getByRole } = render(<List hasMore loading={false} paused onLoadMore={onLoadMore} />);
    FakeObserver.instances.at(-1)!.show(true);
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => getByRole('button', { name: 'Load more' }).click());
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
