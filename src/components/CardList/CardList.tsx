'use client';
import { cx } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useInfiniteList } from '../../headless/useInfiniteList';
import { useElementSize } from '../../headless/useElementSize';
import { useWindowedList } from '../../headless/useWindowedList';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import { visuallyHidden } from '../../theme';
import { Button } from '../Button';
import type { ListStatus } from '../DataTable/DataTable';
import type { ListColumn } from '../DataTable/listColumn';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { SkeletonGroup } from '../Skeleton';
import * as styles from './CardList.css';
import { ListCard, SkeletonCard } from './ListCard';
import { common } from '../../i18n/catalogue/en/common';
import { kitData } from '../../i18n/catalogue/en/kitData';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, common, kitData);

/** A first guess at a card's height, until the first card is measured. */
const ESTIMATED_CARD_HEIGHT = 160;

export interface CardListProps<Row> {
  /** The columns, declared once for the table and the cards (`ListColumn`). */
  columns: readonly ListColumn<Row>[];
  /** Every record loaded so far, page after page. */
  items: readonly Row[];
  /** A stable key for a record (an order id). */
  getRowKey: (row: Row, index: number) => string | number;
  /** What the list is: its accessible name. */
  label: string;
  /**
   * The first load: 'loading' shows skeleton cards, 'error' the retry state, 'ready' the cards or 'noRecord'. Default
   * 'ready'.
   */
  status?: ListStatus;
  /** Loads the first page again after a failure. */
  onRetry?: () => void;
  /** True while that retry loads. */
  retrying?: boolean;
  /** True while more pages exist (use the domain's `hasMorePages`). */
  hasMore?: boolean;
  /** True while the next page loads. */
  loadingMore?: boolean;
  /** True when the last attempt at the next page failed: infinite scroll pauses and a Retry shows. */
  loadMoreFailed?: boolean;
  /** Asks for the next page (LP-LIST-02): called when the end of the list nears the screen, or on 'Load more'. */
  onLoadMore?: () => void;
  /** Skeleton cards while the first page loads. Default 3. */
  skeletonCount?: number;
  /** The empty message. Default 'noRecord' (SH-ERR-05). */
  emptyTitle?: ReactNode;
  /** Extra class on the root. */
  className?: string;
  /** Overrides for this component's strings. */
  messages?: MessageOverrides;
}

/**
 * The mobile form of a list (LP-LIST-02): one card per record, with infinite scroll. The next page is
 * asked for as the end nears the screen; a 'Load more' button does the same for keyboards and screen
 * readers, and takes over after a failed page. Past 100 records only the cards near the screen are
 * rendered (`useWindowedList`); each card still reports its place in the whole list.
 */
export function CardList<Row>({
  columns,
  items,
  getRowKey,
  label,
  status = 'ready',
  onRetry,
  retrying,
  hasMore = false,
  loadingMore = false,
  loadMoreFailed = false,
  onLoadMore,
  skeletonCount = 3,
  emptyTitle,
  className,
  messages,
}: CardListProps<Row>) {
  const t = useTranslate(messages, defaultMessages);
  // The first rendered item's whole stride, once it is on screen; only a windowed list needs it.
  const [firstItemRef, { outerHeight: measuredHeight }] = useElementSize<HTMLElement>();
  const { windowed, start, end, before, after, containerRef } = useWindowedList({
    count: items.length,
    itemHeight: measuredHeight || ESTIMATED_CARD_HEIGHT,
  });
  const { sentinelRef, loadMoreButtonProps } = useInfiniteList({
    hasMore,
    loading: loadingMore,
    paused: loadMoreFailed,
    onLoadMore: () => onLoadMore?.(),
  });

  if (status !== 'ready' || items.length === 0) {
    return (
      <div
        className={cx(styles.root, className)}
        data-slot="card-list"
        data-state={status === 'ready' ? 'empty' : status}
      >
        {status === 'loading' ? (
          <SkeletonGroup messages={messages}>
            {Array.from({ length: skeletonCount }, (_, index) => (
              <div key={index} className={styles.item}>
                <SkeletonCard columns={columns} />
              </div>
            ))}
          </SkeletonGroup>
        ) : status === 'error' ? (
          <ErrorState onRetry={onRetry} retrying={retrying} messages={messages} />
        ) : (
          <EmptyState title={emptyTitle} messages={messages} />
        )}
      </div>
    );
  }

  const visible = items.slice(start, end);
  return (
    <div className={cx(styles.root, className)} data-slot="card-list" data-state="ready">
      <ul
        ref={containerRef}
        aria-label={label}
        className={styles.list}
        // Space for the records left out above and below, so the scroll bar stays true.
        style={windowed ? { paddingBlockStart: before, paddingBlockEnd: after } : undefined}
      >
        {visible.map((row, offset) => {
          const index = start + offset;
          return (
            <li
              key={getRowKey(row, index)}
              // Measured only to window by: reading a card's size forces a layout of the whole list while it mounts.
              ref={windowed && offset === 0 ? firstItemRef : undefined}
              className={styles.item}
              aria-setsize={windowed ? items.length : undefined}
              aria-posinset={windowed ? index + 1 : undefined}
            >
              <ListCard columns={columns} row={row} index={index} messages={messages} />
            </li>
          );
        })}
      </ul>
      <div ref={sentinelRef} className={styles.footer} data-slot="card-list-footer">
        {loadingMore ? (
          <SkeletonGroup label={t('kitData.list.loadingMore')} messages={messages}>
            <SkeletonCard columns={columns} />
          </SkeletonGroup>
        ) : loadMoreFailed ? (
          <ErrorState size="compact" onRetry={onLoadMore} messages={messages} />
        ) : hasMore ? (
          <Button variant="secondary" fullWidth {...loadMoreButtonProps}>
            {t('kitData.list.loadMore')}
          </Button>
        ) : (
          <p className={styles.end}>{t('kitData.list.end')}</p>
        )}
      </div>
      <span role="status" className={visuallyHidden}>
        {t('kitData.list.loaded', { count: items.length })}
      </span>
    </div>
  );
}
