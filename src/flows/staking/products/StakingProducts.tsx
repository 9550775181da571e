'use client';
/**
 * The staking page (DEC-28): every staking product as one row (a card below 768 px) after the Simple Earn rows
 * (P-42): its coin (a link to its page) with its plain / DeFi / mint, VIP and extra-bonus tags, the APR, the minimum
 * stake, the reward coins and one Stake, with a coin search and an APR sort beside it. Guests and users see the same
 * list and nothing of theirs is asked for. Skeleton rows while loading, an empty state (none at all, or none
 * matching the search), an error with Retry.
 */
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useStakingProducts } from '../../../api/hooks/staking';
import { ResponsiveList } from '../../../components/ResponsiveList';
import { Inline, Stack } from '../../../components/layout';
import { useClock, useEarn, useFormat, useTranslate } from '../../../context';
import { PAGE_SIZE } from '../../../domain/shared/constants';
import type { MessageOverrides } from '../../../i18n/resolve';
import { focusRing, visuallyHidden } from '../../../theme';
import { useLoginGate } from '../../shared/useLoginGate';
import { defaultMessages } from './defaultMessages';
import { NO_PROTOCOL } from './productFacts';
import { stakingProductColumns, type StakingCellContext } from './stakingProductColumns';
import { arrangeStakingProducts, STAKING_SORTS, type StakingSort } from './stakingProductList';
import * as styles from './stakingPages.css';

/** The detail page's path the reference app uses (ST-ROUTE-01): `/staking/{coin}`, with `?pid=` for a protocol. */
export const defaultStakingDetailHref = (coin: string, pid: number = NO_PROTOCOL) =>
  `/staking/${encodeURIComponent(coin)}${pid === NO_PROTOCOL ? '' : `?pid=${pid}`}`;

/** The detail page asked to open its stake dialog at once (`&stake=1`), on protocol `pid` for DeFi. */
const defaultStakingStakeHref = (coin: string, pid: number = NO_PROTOCOL) =>
  `${defaultStakingDetailHref(coin, pid)}${pid === NO_PROTOCOL ? '?' : '&'}stake=1`;

export interface StakingProductsProps {
  /** Where a product's coin links to. Default `/staking/{coin}` (ST-ROUTE-01). */
  getProductHref?: (coin: string) => string;
  /**
   * A logged-in user's Stake (Mint for a mint product) on a row, with the protocol a Stake without a choice goes to
   * (the highest rate's for DeFi, ST-DEFI-01; else -1). Default: the provider's `navigate` to the coin's page asked
   * to open its stake dialog (`defaultStakingStakeHref`). A guest is sent to log in instead.
   */
  onStake?: (coin: string, pid: number) => void;
  /** The search text at first. Default ''. */
  defaultQuery?: string;
  /** Shows the screen heading. Default true. */
  showHeading?: boolean;
  /** Overrides for this screen's strings. */
  messages?: MessageOverrides;
}

const SORT_LABELS = {
  default: 'stakingPages.sort.default',
  aprHigh: 'stakingPages.sort.aprHigh',
  aprLow: 'stakingPages.sort.aprLow',
} as const;

const rowKey = (product: { readonly coin: string }) => product.coin;

/** The staking product list, wired to the product list call (DEC-28). */
export function StakingProducts({
  getProductHref = defaultStakingDetailHref,
  onStake,
  defaultQuery = '',
  showHeading = true,
  messages,
}: StakingProductsProps) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const clock = useClock();
  const { navigate } = useEarn();
  const requireLogin = useLoginGate();
  const searchId = useId();
  const [query, setQuery] = useState(defaultQuery);
  const [sort, setSort] = useState<StakingSort>('default');
  // The table's page, kept with the search and order it was chosen under: a new one starts again from the first.
  const [paging, setPaging] = useState({ page: 1, query, sort });
  const shownQuery = useDeferredValue(query);
  const products = useStakingProducts();
  const page = paging.query === shownQuery && paging.sort === sort ? paging.page : 1;
  const now = clock();
  const context = useMemo<StakingCellContext>(
    () => ({
      t,
      format,
      now,
      navigate,
      getProductHref,
      onStake: (coin, pid) => {
        if (!requireLogin()) return;
        if (onStake) onStake(coin, pid);
        else navigate(defaultStakingStakeHref(coin, pid));
      },
      ...(messages ? { messages } : {}),
    }),
    [t, format, now, navigate, getProductHref, requireLogin, onStake, messages],
  );
  const columns = useMemo(() => stakingProductColumns(context), [context]);
  const shown = useMemo(
    () => (products.data ? arrangeStakingProducts(products.data, shownQuery, sort) : []),
    [products.data, shownQuery, sort],
  );
  const pageSize = PAGE_SIZE.table;
  const status = products.isPending ? 'loading' : products.isError ? 'error' : 'ready';
  return (
    <Stack
      as="section"
      space="lg"
      className={styles.screen}
      data-slot="staking-products"
      aria-labelledby={`${searchId}-title`}
    >
      <h2 id={`${searchId}-title`} className={styles.heading} hidden={!showHeading}>
        {t('stakingPages.title')}
      </h2>
      <Inline space="md" align="between">
        <label htmlFor={searchId} className={visuallyHidden}>
          {t('stakingPages.search.label')}
        </label>
        <input
          id={searchId}
          type="search"
          className={`${styles.searchBox} ${focusRing}`}
          value={query}
          placeholder={t('stakingPages.search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQuery(event.target.value)}
        />
        <label htmlFor={`${searchId}-sort`} className={visuallyHidden}>
          {t('stakingPages.sort.label')}
        </label>
        <select
          id={`${searchId}-sort`}
          className={`${styles.sortSelect} ${focusRing}`}
          value={sort}
          onChange={(event) => setSort(event.target.value as StakingSort)}
        >
          {STAKING_SORTS.map((choice) => (
            <option key={choice} value={choice}>
              {t(SORT_LABELS[choice])}
            </option>
          ))}
        </select>
      </Inline>
      <ResponsiveList
        columns={columns}
        getRowKey={rowKey}
        label={t('stakingPages.list.label')}
        status={status}
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
        pageSize={pageSize}
        total={shown.length}
        rows={shown.slice((page - 1) * pageSize, page * pageSize)}
        page={page}
        onPageChange={(next) => setPaging({ page: next, query: shownQuery, sort })}
        // Every product is loaded at once: the cards show them all.
        items={shown}
        hasMore={false}
        emptyTitle={
          products.data?.length === 0
            ? t('stakingPages.list.empty')
            : t('stakingPages.list.noMatch', { query: shownQuery.trim() })
        }
        // The skeleton says what is loading (the kit's own 'Loading' otherwise).
        messages={{ ...messages, 'common.loading': t('stakingPages.list.loading') }}
      />
    </Stack>
  );
}
