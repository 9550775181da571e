'use client';
/**
 * The Simple Earn home's product list (SE-ROUTE-01): a coin search with an APR sort and a term filter beside
 * it, All / Flexible / Fixed filters, and one row per coin: its APR range, its terms as chips, and one Subscribe
 * that hands the chosen term's product to `onSubscribe` (the host opens `SubscribeFlow` with it). A table on
 * desktop, cards below 768 px;
 * skeleton rows while loading, 'noRecord' when empty (SH-ERR-05), an error with Retry. Guests see the
 * products and rates, and Subscribe still reports (the dialog asks them to log in).
 */
import { memo, useCallback, useDeferredValue, useId, useMemo, useReducer, useState } from 'react';
import { AccountLinks, type SimpleEarnAccountPaths } from './AccountLinks';
import { Box, Inline, Stack } from '../../components/layout';
import { lazyDialog } from '../../components/LazyDialog';
import { ResponsiveList } from '../../components/ResponsiveList';
import { Tabs } from '../../components/Tabs';
import { PAGE_SIZE } from '../../domain/shared/constants';
import type { MessageOverrides } from '../../i18n/resolve';
import { useEarn, useTranslate } from '../../context';
import { focusRing, visuallyHidden } from '../../theme';
import type { ProductCellContext, SubscribeRequest } from './productContext';
import { productColumns } from './productColumns';
import { fixedTermDays, type ProductRow } from './productRows';
import {
  initialProductListState,
  PRODUCT_FILTERS,
  PRODUCT_SORTS,
  productListReducer,
  type ProductFilter,
  type ProductListEvent,
  type ProductListState,
  type ProductSort,
} from './productList.reducer';
import * as styles from './products.css';
import { useFixedProductsByAsset, useProductListView } from './useProductListView';
import { defaultMessages } from './defaultMessages';

// The upgrade guide loads when a 'below range' note's Upgrade is first pressed.
const VipUpgradeGuide = /* @__PURE__ */ lazyDialog(() =>
  import('./VipUpgradeGuide').then((module) => module.VipUpgradeGuide),
);

export interface SimpleEarnProductsProps {
  /**
   * Called when the user asks to subscribe to a product: `{ asset, kind: 'flexible' }` or
   * `{ asset, kind: 'fixed', productId }`. Open `SubscribeFlow` with `asset` and `defaultTermId`
   * (`String(productId ?? 0)`).
   */
  onSubscribe: (request: SubscribeRequest) => void;
  /** The filter selected at first. Default 'all'. */
  defaultFilter?: ProductFilter;
  /** Where the account links go (SE-LINK-02, SE-LINK-03). Default `DEFAULT_ACCOUNT_PATHS`. */
  accountPaths?: Partial<SimpleEarnAccountPaths>;
  /** Shows the screen heading. Default true. */
  showHeading?: boolean;
  /** Overrides for this screen's strings. */
  messages?: MessageOverrides;
}

const FILTER_LABELS = {
  all: 'simpleEarnHome.filter.all',
  flexible: 'simpleEarnHome.filter.flexible',
  fixed: 'simpleEarnHome.filter.fixed',
} as const;

const SORT_LABELS = {
  default: 'simpleEarnHome.sort.default',
  aprHigh: 'simpleEarnHome.sort.aprHigh',
  aprLow: 'simpleEarnHome.sort.aprLow',
} as const;

const rowKey = (row: ProductRow) => row.asset;
// Renders again only when what it shows changes (see ProductList).
const ListOfProducts = memo(ResponsiveList) as typeof ResponsiveList;

/** The APR sort and, unless only flexible products show, the filter by fixed term (its choices: the fixed lists'). */
function ProductFilters({
  t,
  state,
  dispatch,
}: {
  t: ProductCellContext['t'];
  state: ProductListState;
  dispatch: (event: ProductListEvent) => void;
}) {
  const id = useId();
  const withTerms = state.filter !== 'flexible';
  // The same queries as the list's (one cache entry each), read here for the filter's choices.
  const { fixedByAsset } = useFixedProductsByAsset(withTerms);
  const termChoices = useMemo(() => fixedTermDays(fixedByAsset), [fixedByAsset]);
  return (
    <Box
      display="flex"
      flexWrap={{ mobile: 'nowrap', desktop: 'wrap' }}
      alignItems="center"
      gap="sm"
      className={styles.filters}
    >
      <label htmlFor={`${id}-sort`} className={visuallyHidden}>
        {t('simpleEarnHome.sort.label')}
      </label>
      <select
        id={`${id}-sort`}
        className={`${styles.filterSelect} ${focusRing}`}
        value={state.sort}
        onChange={(event) => dispatch({ type: 'SORT.SELECT', sort: event.target.value as ProductSort })}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
      {withTerms ? (
        <>
          <label htmlFor={`${id}-term`} className={visuallyHidden}>
            {t('simpleEarnHome.termFilter.label')}
          </label>
          <select
            id={`${id}-term`}
            className={`${styles.filterSelect} ${focusRing}`}
            value={state.termDays === null ? '' : String(state.termDays)}
            onChange={(event) =>
              dispatch({ type: 'TERM.SELECT', termDays: event.target.value === '' ? null : Number(event.target.value) })
            }
          >
            <option value="">{t('simpleEarnHome.termFilter.any')}</option>
            {termChoices.map((days) => (
              <option key={days} value={String(days)}>
                {t('simpleEarnHome.term.days', { days })}
              </option>
            ))}
          </select>
        </>
      ) : null}
    </Box>
  );
}

function ProductList({
  context,
  state,
  dispatch,
}: {
  context: ProductCellContext;
  state: ProductListState;
  dispatch: (event: ProductListEvent) => void;
}) {
  const view = useProductListView(state, dispatch, PAGE_SIZE.table);
  // A new answer, filter or search renders the rows as a transition: in slices that yield to input,
  // not as one long task (the urgent render keeps the rows shown, and the list skips it).
  const shown = useDeferredValue(view);
  const columns = useMemo(() => productColumns(context), [context]);
  return (
    <ListOfProducts
      columns={columns}
      getRowKey={rowKey}
      label={context.t('simpleEarnHome.list.label')}
      messages={context.messages}
      {...shown}
    />
  );
}

/** The Simple Earn home's product list, wired to the market list and fixed product lists (SE-API-01, SE-API-05). */
export function SimpleEarnProducts({
  onSubscribe,
  defaultFilter = 'all',
  accountPaths,
  showHeading = true,
  messages,
}: SimpleEarnProductsProps) {
  const t = useTranslate(messages, defaultMessages);
  const { user, navigate, site } = useEarn();
  const [state, dispatch] = useReducer(productListReducer, defaultFilter, initialProductListState);
  const [upgradeLevel, setUpgradeLevel] = useState<number | null>(null);
  const openUpgradeGuide = useCallback((level: number) => setUpgradeLevel(level), []);
  const searchId = useId();
  const context = useMemo<ProductCellContext>(
    () => ({
      t,
      user,
      onSubscribe,
      openUpgradeGuide,
      navigate,
      termDays: state.filter === 'flexible' ? null : state.termDays,
      showAprTip: site !== 'us',
      ...(messages ? { messages } : {}),
    }),
    [t, user, onSubscribe, openUpgradeGuide, navigate, state.filter, state.termDays, site, messages],
  );
  const list = <ProductList context={context} state={state} dispatch={dispatch} />;
  return (
    <Stack
      as="section"
      // A phone's first screen is for the products: the toolbar and the list sit closer.
      space={{ mobile: 'sm', desktop: 'lg' }}
      className={styles.screen}
      data-slot="simple-earn-products"
      aria-labelledby={`${searchId}-title`}
    >
      <h2 id={`${searchId}-title`} className={styles.heading} hidden={!showHeading}>
        {t('simpleEarnHome.title')}
      </h2>
      <Inline space={{ mobile: 'sm', desktop: 'md' }} align="between">
        <label htmlFor={searchId} className={visuallyHidden}>
          {t('simpleEarnHome.search.label')}
        </label>
        <input
          id={searchId}
          type="search"
          className={`${styles.searchBox} ${focusRing}`}
          placeholder={t('simpleEarnHome.search.placeholder')}
          value={state.search}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => dispatch({ type: 'SEARCH.CHANGE', search: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && state.search !== '') {
              event.preventDefault();
              dispatch({ type: 'SEARCH.CLEAR' });
            }
          }}
        />
        <ProductFilters t={t} state={state} dispatch={dispatch} />
        <AccountLinks
          tab={state.filter === 'fixed' ? 'fixed' : 'flexible'}
          {...(accountPaths ? { paths: accountPaths } : {})}
          messages={messages}
        />
      </Inline>
      <Tabs
        aria-label={t('simpleEarnHome.filter.label')}
        variant="segmented"
        value={state.filter}
        onValueChange={(value) => dispatch({ type: 'FILTER.SELECT', filter: value as ProductFilter })}
        items={PRODUCT_FILTERS.map((filter) => ({
          value: filter,
          label: t(FILTER_LABELS[filter]),
          content: filter === state.filter ? list : null,
        }))}
      />
      <VipUpgradeGuide
        open={upgradeLevel !== null}
        level={upgradeLevel ?? 0}
        onOpenChange={(open) => {
          if (!open) setUpgradeLevel(null);
        }}
        messages={messages}
      />
    </Stack>
  );
}
