'use client';
/**
 * The user's launchpool records (LP-LIST-01..03): tabs Stakes (each stake and redeem) and Rewards (each hourly
 * reward), a date-range filter limited to 12 months (DEC-04, LP-DATE-*), 10 a page: a paginated table on desktop,
 * cards with infinite scroll below 768 px. Only a logged-in user has records: for a guest it shows nothing and
 * makes no call (LP-ROLE-05).
 */
import { useId, useMemo, useReducer, useState } from 'react';
import { useLaunchpoolRecords } from '../../../api/hooks/launchpool';
import { Stack } from '../../../components/layout';
import { Tabs } from '../../../components/Tabs';
import { useClock, useEarn, useFormat, useTranslate } from '../../../context';
import type { LaunchpoolRecordList } from '../../../domain/launchpool/models';
import { calendarDayFromDate, type CalendarDay } from '../../../domain/shared/dateRange';
import type { MessageOverrides } from '../../../i18n/resolve';
import { flowLayout } from '../../shared';
import { RecordsInDateRange } from '../../shared/RecordsInDateRange';
import { usePagedListView } from '../../shared/usePagedListView';
import { defaultMessages } from './defaultMessages';
import { recordColumns } from './recordColumns';
import {
  initialRecordsState,
  RECORDS_MAX_MONTHS,
  recordsReducer,
  recordsSpan,
  type RecordsEvent,
  type RecordsState,
} from './recordsFlow.reducer';
import * as styles from './records.css';

export interface LaunchpoolRecordsProps {
  /** Only this project's records (the project page); every project's when absent. */
  projectId?: number;
  /** The tab at first. Default 'stakes'. */
  defaultList?: LaunchpoolRecordList;
  /**
   * Today, 'YYYY-MM-DD': the latest selectable day and the end of the default range. Default: today by the
   * provider's clock.
   */
  today?: CalendarDay;
  /** Overrides for this screen's strings. */
  messages?: MessageOverrides;
}

interface RecordsPanelProps {
  state: RecordsState;
  dispatch: (event: RecordsEvent) => void;
  projectId: number | undefined;
  today: CalendarDay;
  messages: MessageOverrides | undefined;
}

function RecordsPanel({ state, dispatch, projectId, today, messages }: RecordsPanelProps) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const query = {
    list: state.list,
    ...(projectId === undefined ? {} : { projectId }),
    ...recordsSpan(state.range),
    page: state.paged.page,
    limit: state.pageSize,
  };
  const records = useLaunchpoolRecords(query);
  const view = usePagedListView(records, state.paged, (event) => dispatch({ type: 'PAGED', event }), state.pageSize);
  const columns = useMemo(() => recordColumns(state.list, t, format), [state.list, t, format]);
  return (
    <RecordsInDateRange
      maxMonths={RECORDS_MAX_MONTHS}
      range={state.range}
      onRangeChange={(range) => dispatch({ type: 'RANGE.CHANGE', range, today })}
      today={today}
      columns={columns}
      getRowKey={(record) => `${record.kind}-${record.id}`}
      label={t(state.list === 'rewards' ? 'launchpoolRecords.list.rewards' : 'launchpoolRecords.list.stakes')}
      messages={messages}
      {...view}
    />
  );
}

/** The records with their tabs, wired to the records call; nothing for a guest. */
export function LaunchpoolRecords({
  projectId,
  defaultList = 'stakes',
  today: todayProp,
  messages,
}: LaunchpoolRecordsProps) {
  const { user } = useEarn();
  if (user.kind !== 'user') return null;
  return <Records projectId={projectId} defaultList={defaultList} today={todayProp} messages={messages} />;
}

function Records({
  projectId,
  defaultList,
  today: todayProp,
  messages,
}: Omit<LaunchpoolRecordsProps, 'defaultList'> & { defaultList: LaunchpoolRecordList }) {
  const t = useTranslate(messages, defaultMessages);
  const clock = useClock();
  const titleId = useId();
  const [fallbackToday] = useState(() => calendarDayFromDate(new Date(clock())));
  const today = todayProp ?? fallbackToday;
  // One state for both tabs: switching list keeps the range and starts again at page 1.
  const [state, dispatch] = useReducer(recordsReducer, undefined, () => initialRecordsState(today, defaultList));
  const panel = (
    <RecordsPanel state={state} dispatch={dispatch} projectId={projectId} today={today} messages={messages} />
  );
  return (
    <Stack as="section" space="md" className={styles.root} aria-labelledby={titleId} data-slot="launchpool-records">
      <h2 id={titleId} className={flowLayout.heading}>
        {t('launchpoolRecords.title')}
      </h2>
      <Tabs
        aria-label={t('launchpoolRecords.tabs')}
        value={state.list}
        onValueChange={(value) => dispatch({ type: 'LIST.SELECT', list: value as LaunchpoolRecordList })}
        items={[
          {
            value: 'stakes',
            label: t('launchpoolRecords.tab.stakes'),
            content: state.list === 'stakes' ? panel : null,
          },
          {
            value: 'rewards',
            label: t('launchpoolRecords.tab.rewards'),
            content: state.list === 'rewards' ? panel : null,
          },
        ]}
      />
    </Stack>
  );
}
