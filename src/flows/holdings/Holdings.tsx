'use client';
/**
 * My holdings (SE-HOLD): tabs Flexible and Fixed (SE-HOLD-01), selected by a controlled `tab` so a
 * route's `?tab=` picks one (SE-ROUTE-03); 10 a page (SE-HOLD-02); card rows below 768 px
 * (SE-HOLD-03); 'noRecord' when empty (SE-HOLD-04); skeleton rows while loading; an error with Retry.
 * Given `asset` and `orderId` (the route's `order_id` query), a single-order section shows that order first
 * (SE-HOLD-05).
 */
import { Suspense, useMemo, useReducer } from 'react';
import { useFixedHoldings, useFlexibleHoldings } from '../../api';
import { Button } from '../../components/Button';
import { lazyComponent } from '../../headless/lazyComponent';
import { EmptyState } from '../../components/EmptyState';
import { Inline, Stack } from '../../components/layout';
import { ResponsiveList } from '../../components/ResponsiveList';
import { Tabs } from '../../components/Tabs';
import { holdingDetailPath, type HoldingDetailTarget } from '../../domain/holdings';
import { PAGE_SIZE } from '../../domain/shared/constants';
import { useControllableState } from '../../headless/useControllableState';
import type { MessageOverrides } from '../../i18n/resolve';
import { useEarn, useFormat, useTranslate } from '../../context';
import { lazyDialog } from '../../components/LazyDialog';
import { LOGIN_PATH } from '../shared/useLoginGate';
import { fixedHoldingColumns, flexibleHoldingColumns, type HoldingColumnContext } from './holdingColumns';
import {
  holdingsReducer,
  initialHoldingsState,
  type HoldingsEvent,
  type HoldingsState,
  type HoldingsTab,
} from './holdingsFlow.reducer';
import * as styles from './holdings.css';
import { usePagedListView } from '../shared/usePagedListView';
import { defaultMessages } from './defaultMessages';

// The history dialog (the history, its date filter and the Modal) loads when first opened, or on the History
// button's hover or focus: the holdings page shows the button, and the dialog only when asked.
const HistoryDialog = /* @__PURE__ */ lazyDialog(() => import('../history').then((module) => module.HistoryDialog));

// The single-order section (SE-HOLD-05) shows only when the route names an order: loaded then, before the first render
// when the host calls `preloadHoldings` with the route's query (the server paints it).
const SingleOrderSection = /* @__PURE__ */ lazyComponent(() =>
  import('./SingleOrderSection').then((module) => module.SingleOrderSection),
);

/** Loads what the holdings show first for a route's `asset` query: the single-order section when it names an order. */
export function preloadHoldings({ asset }: { readonly asset: string | null | undefined }): Promise<unknown> {
  return asset ? SingleOrderSection.preload() : Promise.resolve();
}

export interface HoldingsProps {
  /** The selected tab (controlled), e.g. from the route's `?tab=` (`holdingsTabFromQuery`). */
  tab?: HoldingsTab;
  /** The tab at first when uncontrolled. Default 'flexible'. */
  defaultTab?: HoldingsTab;
  /** Called with the tab the user picks; a route writes it back to `?tab=`. */
  onTabChange?: (tab: HoldingsTab) => void;
  /** The route's `asset` query parameter: with it a single-order section shows (SE-HOLD-05). */
  asset?: string;
  /** The route's `order_id` query parameter: the fixed order the single-order section shows (SE-HOLD-05). */
  orderId?: string;
  /** Opens a holding's detail. Default: the provider's `navigate` to the DEC-10 route. */
  onOpenDetail?: (target: HoldingDetailTarget) => void;
  /** Shows the screen heading. Default true. */
  showHeading?: boolean;
  /** Whether the history dialog is open (controlled), e.g. from the route's `?show_history_modal=1` (SE-ROUTE-04). */
  historyOpen?: boolean;
  /** Called when the history dialog opens or closes; a route writes it back to its query. */
  onHistoryOpenChange?: (open: boolean) => void;
  /** Overrides for this screen's strings. */
  messages?: MessageOverrides;
}

interface ListProps {
  context: HoldingColumnContext;
  state: HoldingsState;
  dispatch: (event: HoldingsEvent) => void;
  messages?: MessageOverrides;
}

function FlexibleList({ context, state, dispatch, messages }: ListProps) {
  const query = useFlexibleHoldings({ page: state.flexible.page, limit: PAGE_SIZE.holdings });
  const view = usePagedListView(
    query,
    state.flexible,
    (event) => dispatch({ type: 'FLEXIBLE.LIST', event }),
    PAGE_SIZE.holdings,
  );
  const columns = useMemo(() => flexibleHoldingColumns(context), [context]);
  return (
    <ResponsiveList
      columns={columns}
      getRowKey={(row) => row.id ?? row.asset}
      label={context.t('holdingsFlows.holdings.flexibleList')}
      messages={messages}
      {...view}
    />
  );
}

function FixedList({ context, state, dispatch, messages }: ListProps) {
  const query = useFixedHoldings({ page: state.fixed.page, limit: PAGE_SIZE.holdings });
  const view = usePagedListView(
    query,
    state.fixed,
    (event) => dispatch({ type: 'FIXED.LIST', event }),
    PAGE_SIZE.holdings,
  );
  const columns = useMemo(() => fixedHoldingColumns(context), [context]);
  return (
    <ResponsiveList
      columns={columns}
      getRowKey={(row) => row.orderId}
      label={context.t('holdingsFlows.holdings.fixedList')}
      messages={messages}
      {...view}
    />
  );
}

/** My holdings, wired to the holdings calls (SE-API-25, SE-API-26). */
export function Holdings({
  tab: tabProp,
  defaultTab = 'flexible',
  onTabChange,
  asset,
  orderId,
  onOpenDetail,
  showHeading = true,
  historyOpen: historyOpenProp,
  onHistoryOpenChange,
  messages,
}: HoldingsProps) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const { user, navigate } = useEarn();
  const [tab, setTab] = useControllableState<HoldingsTab>({
    prop: tabProp,
    defaultProp: defaultTab,
    onChange: onTabChange,
  });
  const context = useMemo<HoldingColumnContext>(
    () => ({ t, format, openDetail: onOpenDetail ?? ((target) => navigate(holdingDetailPath(target))) }),
    [t, format, onOpenDetail, navigate],
  );
  const [historyOpen, setHistoryOpen] = useControllableState({
    prop: historyOpenProp,
    defaultProp: false,
    onChange: onHistoryOpenChange,
  });
  const [state, dispatch] = useReducer(holdingsReducer, undefined, initialHoldingsState);
  const loggedIn = user.kind === 'user';
  const lists = { context, state, dispatch, messages };
  const guest = (
    <EmptyState
      title={t('holdingsFlows.holdings.guest')}
      messages={messages}
      action={
        <Button variant="primary" onClick={() => navigate(LOGIN_PATH)}>
          {t('holdingsFlows.login')}
        </Button>
      }
    />
  );
  return (
    <Stack space="lg" className={styles.screen} data-slot="holdings">
      <Inline space="sm" align="between">
        {showHeading ? <h2 className={styles.heading}>{t('holdingsFlows.holdings.title')}</h2> : null}
        {loggedIn ? (
          <>
            {/* The page's own button, marked as the dialog's trigger is; the dialog returns focus to it. */}
            <Button
              variant="secondary"
              size="sm"
              aria-haspopup="dialog"
              aria-expanded={historyOpen}
              data-state={historyOpen ? 'open' : 'closed'}
              onPointerEnter={() => void HistoryDialog.preload()}
              onFocus={() => void HistoryDialog.preload()}
              onClick={() => setHistoryOpen(true)}
            >
              {t('holdingsFlows.history.title')}
            </Button>
            <HistoryDialog open={historyOpen} onOpenChange={setHistoryOpen} messages={messages} />
          </>
        ) : null}
      </Inline>
      {/* The tabs wait with the section while its code loads (a route the host did not preload), so they do not move
          down when it comes. */}
      <Suspense fallback={null}>
        {loggedIn && asset ? (
          <SingleOrderSection asset={asset} orderId={orderId} context={context} messages={messages} />
        ) : null}
        <Tabs
          aria-label={t('holdingsFlows.holdings.tabs')}
          value={tab}
          onValueChange={(value) => setTab(value as HoldingsTab)}
          items={[
            {
              value: 'flexible',
              label: t('holdingsFlows.tab.flexible'),
              content: loggedIn ? <FlexibleList {...lists} /> : guest,
            },
            {
              value: 'fixed',
              label: t('holdingsFlows.tab.fixed'),
              content: loggedIn ? <FixedList {...lists} /> : guest,
            },
          ]}
        />
      </Suspense>
    </Stack>
  );
}
