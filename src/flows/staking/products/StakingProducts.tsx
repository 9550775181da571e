'use client';
/**
 * The staking page (DEC-28): every staking product as a card (its coin, plain / DeFi / mint, VIP and extra-bonus
 * tags, APR, minimum stake, reward coins), with a coin search. Guests and users see the same list and nothing of
 * theirs is asked for. Skeleton cards while loading, an empty state (none at all, or none matching the search),
 * an error with Retry.
 */
import { useDeferredValue, useId, useState } from 'react';
import { useStakingProducts } from '../../../api/hooks/staking';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Stack } from '../../../components/layout';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { useTranslate, type Translate } from '../../../context';
import type { StakingProductListItem } from '../../../domain/staking/product.types';
import type { MessageOverrides } from '../../../i18n/resolve';
import { focusRing, visuallyHidden } from '../../../theme';
import { defaultMessages } from './defaultMessages';
import { ProductCard, productRewardCoins } from './ProductCard';
import { NO_PROTOCOL } from './productFacts';
import * as styles from './stakingPages.css';

/** The detail page's path the reference app uses (ST-ROUTE-01): `/staking/{coin}`, with `?pid=` for a protocol. */
export const defaultStakingDetailHref = (coin: string, pid: number = NO_PROTOCOL) =>
  `/staking/${encodeURIComponent(coin)}${pid === NO_PROTOCOL ? '' : `?pid=${pid}`}`;

export interface StakingProductsProps {
  /** Where a product's card links to. Default `/staking/{coin}` (ST-ROUTE-01). */
  getProductHref?: (coin: string) => string;
  /** The search text at first. Default ''. */
  defaultQuery?: string;
  /** Shows the screen heading. Default true. */
  showHeading?: boolean;
  /** Overrides for this screen's strings. */
  messages?: MessageOverrides;
}

/** A product matches when its coin, what it stakes or what it pays starts with the search (any case). */
function matches(product: StakingProductListItem, query: string): boolean {
  const wanted = query.trim().toUpperCase();
  if (wanted === '') return true;
  return [product.coin, product.mortgageCoin, ...productRewardCoins(product)].some((coin) =>
    coin.toUpperCase().startsWith(wanted),
  );
}

function LoadingCards({ t }: { readonly t: Translate }) {
  return (
    <SkeletonGroup label={t('stakingPages.list.loading')} className={styles.cardGrid}>
      {[0, 1, 2].map((index) => (
        <Stack key={index} space="md" className={styles.card}>
          <Skeleton shape="text" />
          <Skeleton shape="block" />
        </Stack>
      ))}
    </SkeletonGroup>
  );
}

/** The staking product list, wired to the product list call (DEC-28). */
export function StakingProducts({
  getProductHref = defaultStakingDetailHref,
  defaultQuery = '',
  showHeading = true,
  messages,
}: StakingProductsProps) {
  const t = useTranslate(messages, defaultMessages);
  const searchId = useId();
  const [query, setQuery] = useState(defaultQuery);
  const shownQuery = useDeferredValue(query);
  const products = useStakingProducts();
  let content;
  if (products.isPending) content = <LoadingCards t={t} />;
  else if (products.isError)
    content = <ErrorState onRetry={() => void products.refetch()} retrying={products.isFetching} messages={messages} />;
  else {
    const shown = products.data.filter((product) => matches(product, shownQuery));
    if (products.data.length === 0) content = <EmptyState title={t('stakingPages.list.empty')} />;
    else if (shown.length === 0)
      content = <EmptyState title={t('stakingPages.list.noMatch', { query: shownQuery.trim() })} />;
    else
      content = (
        <ul className={styles.cardGrid} aria-label={t('stakingPages.list.label')}>
          {shown.map((product) => (
            <li key={product.coin}>
              <ProductCard product={product} href={getProductHref(product.coin)} t={t} />
            </li>
          ))}
        </ul>
      );
  }
  return (
    <Stack
      as="section"
      space="lg"
      className={styles.screen}
      data-slot="staking-products"
      aria-labelledby={`${searchId}-title`}
    >
      <div className={styles.toolbar}>
        <h2 id={`${searchId}-title`} className={styles.heading} hidden={!showHeading}>
          {t('stakingPages.title')}
        </h2>
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
      </div>
      {content}
    </Stack>
  );
}
