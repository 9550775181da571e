'use client';
/**
 * The auto-earn settings modal (AE-MODAL): a switch for all coins (AE-MODAL-01), an 'enable only'
 * checkbox (AE-MODAL-02), a coin search (AE-MODAL-03, AE-SEARCH), and the coins with est. APR (sortable,
 * AE-SORT-01) and a switch each (AE-MODAL-04), 7 a page (AE-MODAL-08) in a 508 px list (AE-MODAL-07):
 * a table with an expand control on desktop (AE-MODAL-05), rows with 'view more' on mobile (AE-MODAL-06).
 * Every switch goes through the confirm dialog (AE-TOGGLE-03).
 */
import { useEffect, useEffectEvent, useReducer, type ReactElement } from 'react';
import { useAutoEarnMarketList, useAutoEarnStatus } from '../../api';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Box, Inline, Stack } from '../../components/layout';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { ModalBody, ModalContent, ModalTitle } from '../../components/Modal';
import { RateText } from '../../components/RateText';
import { SkeletonGroup } from '../../components/Skeleton';
import { Switch } from '../../components/Switch';
import { AUTO_EARN_PAGE_SIZE } from '../../domain/autoEarn/constants';
import { marketItemEstimatedApr, type AutoEarnMarketItem } from '../../domain/autoEarn/status';
import type { AprSort } from '../../domain/autoEarn/sort';
import { useIsMobile } from '../../headless/useMediaQuery';
import type { MessageOverrides } from '../../i18n/resolve';
import { useEarn, useTranslate } from '../../context';
import { visuallyHidden } from '../../theme';
import { canLoadMore } from '../shared/pagedList.reducer';
import { CoinCell } from '../shared/CoinCell';
import * as layout from '../shared/flowLayout.css';
import { FlowDialogRoot, useFlowDialog } from '../shared/useFlowDialog';
import { AutoEarnConfirm } from './AutoEarnConfirm';
import * as styles from './autoEarn.css';
import {
  AUTO_EARN_SEARCH_DEBOUNCE_MS,
  autoEarnListQuery,
  autoEarnSettingsReducer,
  initialAutoEarnSettingsState,
} from './autoEarnSettings.reducer';
import { useAutoEarnToggle } from './useAutoEarnToggle';
import { defaultMessages } from './defaultMessages';
import { RATE_BASIS } from '../../domain/shared/rateBasis';

export interface AutoEarnSettingsProps {
  /** Whether the modal is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (a 'Set up' button), rendered as the trigger itself. */
  trigger?: ReactElement;
  /** Overrides for this modal's strings. */
  messages?: MessageOverrides;
}

const ARIA_SORT: Record<AprSort, 'none' | 'ascending' | 'descending'> = {
  default: 'none',
  ascending: 'ascending',
  descending: 'descending',
};

function SortIcon({ sort }: { sort: AprSort }) {
  return (
    <svg aria-hidden="true" focusable="false" width="12" height="12" viewBox="0 0 12 12" fill="currentColor">
      <path d="M6 1 9.5 5h-7z" opacity={sort === 'ascending' ? 1 : 0.35} />
      <path d="M6 11 2.5 7h7z" opacity={sort === 'descending' ? 1 : 0.35} />
    </svg>
  );
}

function SettingsContent({ messages }: { messages?: MessageOverrides }) {
  const t = useTranslate(messages, defaultMessages);
  const isMobile = useIsMobile();
  const { user } = useEarn();
  const loggedIn = user.kind === 'user';
  const [state, dispatch] = useReducer(autoEarnSettingsReducer, initialAutoEarnSettingsState);
  const status = useAutoEarnStatus([], { enabled: loggedIn });
  const query = useAutoEarnMarketList(autoEarnListQuery(state));
  const toggle = useAutoEarnToggle({ onSuccess: (target, on) => dispatch({ type: 'TOGGLE.APPLIED', target, on }) });
  const { data } = query;

  // Only a new answer is news; the page number travels with it, read as the answer is committed.
  const pageLoaded = useEffectEvent((rows: readonly AutoEarnMarketItem[]) =>
    dispatch({ type: 'LIST', event: { type: 'PAGE.LOADED', page: state.list.page, rows } }),
  );
  useEffect(() => {
    if (data) pageLoaded(data.list);
  }, [data]);

  useEffect(() => {
    const timer = setTimeout(
      () => dispatch({ type: 'SEARCH.CHANGE', text: state.searchText }),
      AUTO_EARN_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [state.searchText]);

  const total = data?.total ?? 0;
  const rows = state.list.gathered;
  const firstLoad = state.list.loadedThrough === 0;
  const loadingMore = !firstLoad && state.list.page > state.list.loadedThrough;
  const more = canLoadMore(state.list, total, AUTO_EARN_PAGE_SIZE);
  const busyAsset = (asset: string) =>
    toggle.pending !== null && (toggle.pending.target.kind === 'all' || toggle.pending.target.asset === asset);

  const coinSwitch = (item: AutoEarnMarketItem) => (
    <Switch
      label={<span className={visuallyHidden}>{t('holdingsFlows.autoEarn.coinSwitch', { coin: item.asset })}</span>}
      checked={item.autoInvestStatus === 1}
      loading={busyAsset(item.asset)}
      onCheckedChange={(on) => toggle.request({ kind: 'coin', asset: item.asset }, on)}
      size="sm"
      messages={messages}
    />
  );

  // Loading, failure and emptiness show inside the list, so the table header (and the sort button
  // that was just pressed) stays where it is.
  let placeholder = null;
  if (firstLoad && query.isError)
    placeholder = <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} messages={messages} />;
  else if (firstLoad) placeholder = <SkeletonGroup count={AUTO_EARN_PAGE_SIZE} shape="text" messages={messages} />;
  else if (rows.length === 0)
    placeholder = (
      <EmptyState title={state.search ? t('holdingsFlows.autoEarn.noResults') : undefined} messages={messages} />
    );

  let list;
  if (isMobile) {
    list = placeholder ?? (
      <Stack as="ul" space="none" className={styles.mobileList} aria-label={t('holdingsFlows.autoEarn.coins')}>
        {rows.map((item) => (
          <Box
            as="li"
            key={item.asset}
            display="flex"
            alignItems="center"
            justifyContent="space-between"
            gap="md"
            paddingBlock="md"
            className={styles.mobileItem}
          >
            <CoinCell coin={item.asset} icon={item.icon} />
            <RateText rate={marketItemEstimatedApr(item)} basis={RATE_BASIS.flexible} compact tone="up" size="sm" />
            {coinSwitch(item)}
          </Box>
        ))}
      </Stack>
    );
  } else {
    list = (
      <table className={styles.table}>
        <caption className={visuallyHidden}>{t('holdingsFlows.autoEarn.coins')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              {t('holdingsFlows.autoEarn.column.coin')}
            </th>
            <th scope="col" className={styles.headerCell} data-align="end" aria-sort={ARIA_SORT[state.sort]}>
              <button
                type="button"
                className={styles.sortButton}
                onClick={() => dispatch({ type: 'SORT.CYCLE' })}
                aria-label={t('holdingsFlows.autoEarn.sortApr')}
              >
                {t('holdingsFlows.autoEarn.column.apr')}
                <SortIcon sort={state.sort} />
              </button>
            </th>
            <th scope="col" className={styles.headerCell} data-align="end">
              {t('holdingsFlows.autoEarn.column.switch')}
            </th>
          </tr>
        </thead>
        <tbody>
          {placeholder ? (
            <tr>
              <td colSpan={3} className={styles.cell}>
                {placeholder}
              </td>
            </tr>
          ) : (
            rows.map((item) => (
              <tr key={item.asset}>
                <td className={styles.cell}>
                  <CoinCell coin={item.asset} icon={item.icon} />
                </td>
                <td className={styles.cell} data-align="end">
                  <RateText
                    rate={marketItemEstimatedApr(item)}
                    basis={RATE_BASIS.flexible}
                    compact
                    tone="up"
                    size="sm"
                  />
                </td>
                <td className={styles.cell} data-align="end">
                  {coinSwitch(item)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    );
  }

  const requestMore = () =>
    dispatch({ type: 'LIST', event: { type: 'MORE.REQUEST', total, pageSize: AUTO_EARN_PAGE_SIZE } });
  return (
    <Stack as={ModalBody} space="md">
      <Switch
        label={t('holdingsFlows.autoEarn.allCoins')}
        checked={status.data?.globalStatus === 1}
        loading={toggle.pending?.target.kind === 'all'}
        onCheckedChange={(on) => toggle.request({ kind: 'all' }, on)}
        messages={messages}
      />
      <Inline space="md" align="between">
        <input
          type="search"
          className={styles.search}
          value={state.searchText}
          onChange={(event) => dispatch({ type: 'SEARCH.TYPE', text: event.target.value })}
          placeholder={t('holdingsFlows.autoEarn.search')}
          aria-label={t('holdingsFlows.autoEarn.search')}
          autoComplete="off"
          spellCheck={false}
        />
        <Checkbox
          label={t('holdingsFlows.autoEarn.enabledOnly')}
          checked={state.enabledOnly}
          onCheckedChange={(enabledOnly) => dispatch({ type: 'ENABLED_ONLY.CHANGE', enabledOnly })}
        />
      </Inline>
      <div className={styles.listViewport} data-slot="auto-earn-list" aria-busy={firstLoad || loadingMore || undefined}>
        {list}
      </div>
      {more || loadingMore ? (
        <Box display="flex" justifyContent="center" paddingBlock="sm">
          {isMobile ? (
            <button type="button" className={layout.inlineAction} onClick={requestMore} disabled={loadingMore}>
              {t('holdingsFlows.autoEarn.viewMore')}
            </button>
          ) : (
            <Button variant="ghost" size="sm" onClick={requestMore} loading={loadingMore}>
              {t('holdingsFlows.autoEarn.expand')}
            </Button>
          )}
        </Box>
      ) : null}
      {toggle.confirmProps ? <AutoEarnConfirm {...toggle.confirmProps} messages={messages} /> : null}
    </Stack>
  );
}

/** The auto-earn settings modal, wired to the auto-earn calls (AE-API-01..04). */
export function AutoEarnSettings({ open, defaultOpen, onOpenChange, trigger, messages }: AutoEarnSettingsProps) {
  const t = useTranslate(messages, defaultMessages);
  const dialog = useFlowDialog({ open, defaultOpen, onOpenChange });
  return (
    <FlowDialogRoot dialog={dialog} trigger={trigger}>
      <ModalContent size="md" messages={messages}>
        <ModalTitle>{t('holdingsFlows.autoEarn.settingsTitle')}</ModalTitle>
        <SettingsContent messages={messages} />
      </ModalContent>
    </FlowDialogRoot>
  );
}
