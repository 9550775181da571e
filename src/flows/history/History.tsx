'use client';
/**
 * The Simple Earn history (SE-HIST), as a page body (8 a page) or inside `HistoryDialog` (6 a page,
 * SE-HIST-06): tabs Flexible and Fixed (SE-HIST-01), a coin filter (SE-HIST-02), a type filter with
 * lend, redeem, interest, bonus and rate-up (SE-HIST-03), and a date range (SE-HIST-04) limited to 6
 * months back (SE-HIST-05, DEC-04). Card rows below 768 px. Export CSV downloads every page of what the
 * filters show (`HistoryExport`).
 */
import { useId, useMemo, useReducer, useState } from 'react';
import { useFixedHistory, useFlexibleHistory } from '../../api';
import { Button } from '../../components/Button';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { EmptyState } from '../../components/EmptyState';
import { Inline, Stack } from '../../components/layout';
import { ResponsiveList } from '../../components/ResponsiveList';
import { Tabs } from '../../components/Tabs';
import { useToast } from '../../components/Toast';
import {
  calendarDayFromDate,
  DATE_RANGE_WARNING_KEYS,
  type CalendarDay,
  type DateRange,
} from '../../domain/shared/dateRange';
import { HISTORY_MAX_MONTHS, type HistoryRecordType } from '../../domain/simpleEarn/constants';
import { HISTORY_TYPE_OPTIONS, trimHistoryRange } from '../../domain/simpleEarn/history';
import type { SimpleEarnProductKind } from '../../domain/simpleEarn/products';
import type { MessageOverrides } from '../../i18n/resolve';
import { useEarn, useFormat, useTranslate } from '../../context';
import { LOGIN_PATH } from '../shared';
import { usePagedListView } from '../shared/usePagedListView';
import { historyColumns } from './historyColumns';
import {
  historyReducer,
  initialHistoryState,
  type HistoryEvent,
  type HistoryState,
  type HistoryVariant,
} from './historyFlow.reducer';
import * as styles from './history.css';
import { useHistoryCoins } from './useHistoryCoins';
import { HistoryExport } from './HistoryExport';
import { historyFilterParams } from './historyFilters';
import type { SaveHistoryFile } from './historyExportFile';
import { useClock } from '../../context';
import { defaultMessages } from './defaultMessages';

export interface HistoryProps {
  /** 'page' (8 a page, default) or 'dialog' (6 a page). */
  variant?: HistoryVariant;
  /** The tab at first. Default 'flexible'. */
  defaultProduct?: SimpleEarnProductKind;
  /**
   * Today, 'YYYY-MM-DD': the latest selectable day and the end of the default range. Default: today by the provider's
   * clock (`EarnProvider`'s `clock`).
   */
  today?: CalendarDay;
  /** Where an exported CSV goes (Export CSV); default a download. */
  saveExportFile?: SaveHistoryFile;
  /** Export to a file the user picks where the browser can (File System Access API). Default false. */
  exportToFilePicker?: boolean;
  /** Overrides for this screen's strings. */
  messages?: MessageOverrides;
}

interface HistoryPanelProps extends Pick<HistoryProps, 'saveExportFile' | 'exportToFilePicker' | 'messages'> {
  state: HistoryState;
  dispatch: (event: HistoryEvent) => void;
  today: CalendarDay;
}

function HistoryPanel({ state, dispatch, today, saveExportFile, exportToFilePicker, messages }: HistoryPanelProps) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const toast = useToast();
  const coinId = useId();
  const typeId = useId();
  const { product } = state;
  const coins = useHistoryCoins(product);
  const params = {
    page: state.list.page,
    limit: state.pageSize,
    ...historyFilterParams(state),
  };
  const flexible = useFlexibleHistory(params, { enabled: product === 'flexible' });
  const fixed = useFixedHistory(params, { enabled: product === 'fixed' });
  const view = usePagedListView(
    product === 'fixed' ? fixed : flexible,
    state.list,
    (event) => dispatch({ type: 'LIST', event }),
    state.pageSize,
  );
  const columns = useMemo(() => historyColumns(product, t, format), [product, t, format]);

  function changeRange(range: DateRange | null) {
    if (range && trimHistoryRange(range, today).range.start !== range.start) {
      // Past 6 months back: the same warning the filter gives for a range over 6 months (DEC-04).
      toast.show({
        severity: 'warning',
        title: t(DATE_RANGE_WARNING_KEYS[HISTORY_MAX_MONTHS]),
        id: 'earnkit-date-range-limit',
      });
    }
    dispatch({ type: 'RANGE.CHANGE', range, today });
  }

  return (
    <Stack space="md">
      <Inline space="md" alignY="bottom">
        <Stack space="xxs" className={styles.field}>
          <label htmlFor={coinId}>{t('holdingsFlows.history.coin')}</label>
          <select
            id={coinId}
            className={styles.select}
            value={state.asset ?? ''}
            onChange={(event) => dispatch({ type: 'ASSET.SELECT', asset: event.target.value || null })}
          >
            <option value="">{t('holdingsFlows.history.allCoins')}</option>
            {(coins.data ?? []).map((coin) => (
              <option key={coin} value={coin}>
                {coin}
              </option>
            ))}
          </select>
        </Stack>
        <Stack space="xxs" className={styles.field}>
          <label htmlFor={typeId}>{t('holdingsFlows.history.type')}</label>
          <select
            id={typeId}
            className={styles.select}
            value={state.type === null ? '' : String(state.type)}
            onChange={(event) =>
              dispatch({
                type: 'TYPE.SELECT',
                recordType: event.target.value ? (Number(event.target.value) as HistoryRecordType) : null,
              })
            }
          >
            <option value="">{t('holdingsFlows.history.allTypes')}</option>
            {HISTORY_TYPE_OPTIONS.map((option) => (
              <option key={option.type} value={option.type}>
                {t(option.labelKey)}
              </option>
            ))}
          </select>
        </Stack>
        <DateRangeFilter
          maxMonths={HISTORY_MAX_MONTHS}
          value={state.range}
          onValueChange={changeRange}
          today={today}
          messages={messages}
        />
      </Inline>
      <HistoryExport
        filters={state}
        hasRecords={view.status === 'ready' && (view.rows?.length ?? 0) > 0}
        saveFile={saveExportFile}
        filePicker={exportToFilePicker}
        messages={messages}
      />
      <ResponsiveList
        columns={columns}
        getRowKey={(record, index) => `${record.id}-${index}`}
        label={t(product === 'fixed' ? 'holdingsFlows.history.fixedList' : 'holdingsFlows.history.flexibleList')}
        messages={messages}
        {...view}
        // The flexible history has no real total (SE-API-15): the pager counts what it has reached.
        total={product === 'flexible' ? state.reach : view.total}
      />
    </Stack>
  );
}

/**
 * What a guest sees in place of the filters and the list: the history is the user's own, so its calls never run for
 * a guest, and a list waiting on them would stay busy for good. The same prompt as the holdings' (SH-AUTH-01).
 */
function GuestHistory({ messages }: { messages?: MessageOverrides }) {
  const t = useTranslate(messages, defaultMessages);
  const { navigate } = useEarn();
  return (
    <EmptyState
      title={t('holdingsFlows.history.guest')}
      messages={messages}
      action={
        <Button variant="primary" onClick={() => navigate(LOGIN_PATH)}>
          {t('holdingsFlows.login')}
        </Button>
      }
    />
  );
}

/** The history with its tabs, wired to the history calls (SE-API-11..16); a login prompt for a guest. */
export function History({
  variant = 'page',
  defaultProduct = 'flexible',
  today: todayProp,
  saveExportFile,
  exportToFilePicker,
  messages,
}: HistoryProps) {
  const t = useTranslate(messages, defaultMessages);
  const clock = useClock();
  const [fallbackToday] = useState(() => calendarDayFromDate(new Date(clock())));
  const today = todayProp ?? fallbackToday;
  // One state for both tabs: switching product keeps the type and the range, and clears the coin.
  const [state, dispatch] = useReducer(historyReducer, undefined, () =>
    initialHistoryState(variant, today, defaultProduct),
  );
  const { product } = state;
  const { user } = useEarn();
  const panel =
    user.kind === 'user' ? (
      <HistoryPanel
        state={state}
        dispatch={dispatch}
        today={today}
        saveExportFile={saveExportFile}
        exportToFilePicker={exportToFilePicker}
        messages={messages}
      />
    ) : (
      <GuestHistory messages={messages} />
    );
  return (
    <Tabs
      aria-label={t('holdingsFlows.history.tabs')}
      value={product}
      onValueChange={(value) => dispatch({ type: 'PRODUCT.SELECT', product: value as SimpleEarnProductKind })}
      items={[
        { value: 'flexible', label: t('holdingsFlows.tab.flexible'), content: product === 'flexible' ? panel : null },
        { value: 'fixed', label: t('holdingsFlows.tab.fixed'), content: product === 'fixed' ? panel : null },
      ]}
    />
  );
}
