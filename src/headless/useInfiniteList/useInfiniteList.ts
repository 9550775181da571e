'use client';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

export interface UseInfiniteListOptions {
  /** True while more pages exist: use the domain's `hasMorePages` (LP-LIST-02). */
  hasMore: boolean;
  /** True while a page is loading; nothing more is asked for meanwhile. */
  loading: boolean;
  /** Asks for the next page. */
  onLoadMore: () => void;
  /** True to stop loading by itself, e.g. after a failed page, until the user presses the button. */
  paused?: boolean;
  /**
   * How far before the end of the list the next page is asked for, as an IntersectionObserver root
   * margin. Default one screen ('0px 0px 100% 0px'), so the next page usually arrives before the
   * reader gets there.
   */
  rootMargin?: string;
}

export interface UseInfiniteListResult {
  /** Attach to the element at the end of the list (the load-more button's wrapper). */
  sentinelRef: (node: Element | null) => void;
  /** Props of a 'load more' button: the same action, for keyboards, screen readers and failed pages. */
  loadMoreButtonProps: { type: 'button'; onClick: () => void; disabled: boolean };
}

/**
 * Infinite scroll for the mobile card lists (LP-LIST-02): when the end of the list comes near the
 * screen, the next page is asked for. An IntersectionObserver, not a scroll listener, so nothing runs
 * while the user scrolls; it also works inside a scrolling sheet. A page too short to fill the screen
 * leaves the end in view: once it has loaded, the next one is asked for at once.
 */
export function useInfiniteList({
  hasMore,
  loading,
  onLoadMore,
  paused = false,
  rootMargin = '0px 0px 100% 0px',
}: UseInfiniteListOptions): UseInfiniteListResult {
  const inView = useRef(false);
  // What the observer's callback reads when the end comes into view: the latest committed options.
  const latest = useRef({ hasMore, loading, onLoadMore, paused });
  useLayoutEffect(() => {
    latest.current = { hasMore, loading, onLoadMore, paused };
  });
  const observer = useRef<IntersectionObserver | null>(null);

  const loadIfDue = useCallback(() => {
    const current = latest.current;
    if (inView.current && current.hasMore && !current.loading && !current.paused) current.onLoadMore();
  }, []);

  const sentinelRef = useCallback(
    (node: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      inView.current = false;
      if (!node || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          inView.current = entries.some((entry) => entry.isIntersecting);
          loadIfDue();
        },
        { rootMargin },
      );
      observer.current.observe(node);
    },
    [loadIfDue, rootMargin],
  );

  // After a page lands (loading turns false) the end may still be in view: ask again.
  useEffect(() => {
    loadIfDue();
  }, [loading, hasMore, paused, loadIfDue]);

  useEffect(() => () => observer.current?.disconnect(), []);

  return {
    sentinelRef,
    loadMoreButtonProps: {
      type: 'button',
      onClick: () => {
        if (hasMore && !loading) onLoadMore();
      },
      disabled: !hasMore || loading,
    },
  };
}
