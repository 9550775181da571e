'use client';
/**
 * The cumulative interest history dialog (SE-INT): a date range (SE-INT-01), by default the last 6
 * months (SE-INT-05), the per-day interest log 7 a page (SE-INT-02, SE-INT-03), and each day opening
 * its hourly detail (SE-INT-03/04). The flexible holding detail's cumulative-return row opens it (HD-FLEX-02).
 */
import { Fragment, useEffect, useReducer, useState, type ReactElement } from 'react';
import { useFlexibleHistory } from '../../api';
import { interestHistoryParams } from '../../api/simpleEarnHistory';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { ModalBody, ModalContent, ModalRoot, ModalTitle, ModalTrigger } from '../../components/Modal';
import { Pagination } from '../../components/Pagination';
import { SkeletonGroup } from '../../components/Skeleton';
import { PAGE_SIZE } from '../../domain/shared/constants';
import { calendarDayFromDate, type CalendarDay } from '../../domain/shared/dateRange';
import { HISTORY_MAX_MONTHS } from '../../domain/simpleEarn/constants';
import { dailyInterestQuery } from '../../domain/simpleEarn/history';
import type { MessageOverrides } from '../../i18n/resolve';
import { useFormat, useTranslate } from '../../provider';
import { recordTime } from './historyColumns';
import { rangeTimes } from './historyFlow.reducer';
import * as styles from './history.css';
import { HourlyInterest } from './HourlyInterest';
import { initialInterestState, interestReducer } from './interestFlow.reducer';

export interface CumulativeInterestDialogProps {
  /** The coin whose interest shows. */
  asset: string;
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (the cumulative-return row's button), rendered as the trigger itself. */
  trigger?: ReactElement;
  /** Today, 'YYYY-MM-DD'. Default: today on this device. */
  today?: CalendarDay;
  /** Overrides for this dialog's strings. */
  messages?: MessageOverrides;
}

function Chevron() {
  return (
    <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" className={styles.chevron}>
      <path d="m4 6 4 4 4-4" />
    </svg>
  );
}

function InterestLog({ asset, today, messages }: { asset: string; today: CalendarDay; messages?: MessageOverrides }) {
  const t = useTranslate(messages);
  const format = useFormat();
  const [state, dispatch] = useReducer(interestReducer, today, initialInterestState);
  const query = useFlexibleHistory(interestHistoryParams(dailyInterestQuery(rangeTimes(state.range), state.page), asset));
  const { data } = query;
  useEffect(() => {
    if (data) dispatch({ type: 'PAGE.LOADED', page: state.page, count: data.list.length });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  let body;
  if (query.isPending) body = <SkeletonGroup count={PAGE_SIZE.cumulativeInterestDialog} shape="text" messages={messages} />;
  else if (query.isError) body = <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} messages={messages} />;
  else if (query.data.list.length === 0) body = <EmptyState messages={messages} />;
  else {
    body = (
      <table className={styles.table}>
        <caption className={styles.headerCell}>{t('holdingsFlows.interest.list')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              {t('holdingsFlows.interest.day')}
            </th>
            <th scope="col" className={styles.headerCell} data-align="end">
              {t('holdingsFlows.interest.amount')}
            </th>
            <th scope="col" className={styles.headerCell} data-align="end">
              {t('holdingsFlows.interest.detail')}
            </th>
          </tr>
        </thead>
        <tbody>
          {query.data.list.map((record, index) => {
            const dayAt = recordTime(record) ?? 0;
            const day = format.dateTime(dayAt, { precision: 'date', timeZone: 'UTC' });
            const expanded = state.expandedDay === dayAt;
            const detailId = `interest-hourly-${asset}-${dayAt}`;
            return (
              <Fragment key={`${record.id}-${index}`}>
                <tr>
                  <td className={styles.cell}>{day}</td>
                  <td className={styles.cell} data-align="end">
                    <bdi>{`${format.amount(record.interest ?? record.amount)} ${record.asset}`}</bdi>
                  </td>
                  <td className={styles.cell} data-align="end">
                    <button
                      type="button"
                      className={styles.expandButton}
                      aria-expanded={expanded}
                      aria-controls={expanded ? detailId : undefined}
                      aria-label={t(expanded ? 'holdingsFlows.interest.hideHourly' : 'holdingsFlows.interest.showHourly', { day })}
                      onClick={() => dispatch({ type: 'DAY.TOGGLE', dayAt })}
                    >
                      <Chevron />
                    </button>
                  </td>
                </tr>
                {expanded ? (
                  <tr id={detailId}>
                    <td colSpan={3} className={styles.detailCell}>
                      <HourlyInterest asset={asset} dayAt={dayAt} dayLabel={day} messages={messages} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    );
  }
  return (
    <div className={styles.root}>
      <DateRangeFilter maxMonths={HISTORY_MAX_MONTHS} value={state.range} onValueChange={(range) => dispatch({ type: 'RANGE.CHANGE', range, today })} today={today} messages={messages} />
      {body}
      {state.reach > PAGE_SIZE.cumulativeInterestDialog ? (
        <Pagination total={state.reach} pageSize={PAGE_SIZE.cumulativeInterestDialog} page={state.page} onPageChange={(page) => dispatch({ type: 'PAGE.CHANGE', page })} messages={messages} />
      ) : null}
    </div>
  );
}

export function CumulativeInterestDialog({ asset, open, defaultOpen, onOpenChange, trigger, today: todayProp, messages }: CumulativeInterestDialogProps) {
  const t = useTranslate(messages);
  const [fallbackToday] = useState(() => calendarDayFromDate(new Date()));
  return (
    <ModalRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <ModalTrigger asChild>{trigger}</ModalTrigger> : null}
      <ModalContent size="md" messages={messages}>
        <ModalTitle>{t('holdingsFlows.interest.title')}</ModalTitle>
        <ModalBody>
          <InterestLog asset={asset} today={todayProp ?? fallbackToday} messages={messages} />
        </ModalBody>
      </ModalContent>
    </ModalRoot>
  );
}
