'use client';
/**
 * The cumulative interest history dialog (SE-INT): a date range (SE-INT-01), by default the last 6
 * months, read and cached by month (SE-INT-05); the per-day interest log 7 a page (SE-INT-02,
 * SE-INT-03); each day opening its hourly detail (SE-INT-03/04). The flexible holding detail's
 * cumulative-return row opens it (HD-FLEX-02).
 */
import { Fragment, useReducer, useState, type ReactElement } from 'react';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { EmptyState } from '../../components/EmptyState';
import { Stack } from '../../components/layout';
import { ErrorState } from '../../components/ErrorState';
import { ModalBody, ModalContent, ModalTitle } from '../../components/Modal';
import { Pagination } from '../../components/Pagination';
import { SkeletonGroup } from '../../components/Skeleton';
import { PAGE_SIZE } from '../../domain/shared/constants';
import { calendarDayFromDate, type CalendarDay } from '../../domain/shared/dateRange';
import { HISTORY_MAX_MONTHS } from '../../domain/simpleEarn/constants';
import type { MessageOverrides } from '../../i18n/resolve';
import { useFormat, useTranslate } from '../../context';
import { FlowDialogRoot, useFlowDialog } from '../shared/useFlowDialog';
import { recordTime } from './historyColumns';
import * as styles from './history.css';
import { HourlyInterest } from './HourlyInterest';
import { initialInterestState, interestReducer } from './interestFlow.reducer';
import { useMonthlyInterest } from './useMonthlyInterest';
import { useClock } from '../../context';
import { defaultMessages } from './defaultMessages';
import { LineIcon } from '../shared/LineIcon';

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
  /** Today, 'YYYY-MM-DD'. Default: today by the provider's clock (`EarnProvider`'s `clock`). */
  today?: CalendarDay;
  /** Overrides for this dialog's strings. */
  messages?: MessageOverrides;
}

function Chevron() {
  return (
    <LineIcon className={styles.chevron}>
      <path d="m4 6 4 4 4-4" />
    </LineIcon>
  );
}

function InterestLog({ asset, today, messages }: { asset: string; today: CalendarDay; messages?: MessageOverrides }) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const [state, dispatch] = useReducer(interestReducer, today, initialInterestState);
  const interest = useMonthlyInterest(asset, state.range);
  const size = PAGE_SIZE.cumulativeInterestDialog;
  const pageDays = interest.days.slice((state.page - 1) * size, state.page * size);

  let body;
  if (interest.isError)
    body = <ErrorState onRetry={interest.retry} retrying={interest.isFetching} messages={messages} />;
  else if (interest.isPending) body = <SkeletonGroup count={size} shape="text" messages={messages} />;
  else if (interest.days.length === 0) body = <EmptyState messages={messages} />;
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
          {pageDays.map((record, index) => {
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
                      aria-label={t(
                        expanded ? 'holdingsFlows.interest.hideHourly' : 'holdingsFlows.interest.showHourly',
                        { day },
                      )}
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
    <Stack space="md">
      <DateRangeFilter
        maxMonths={HISTORY_MAX_MONTHS}
        value={state.range}
        onValueChange={(range) => dispatch({ type: 'RANGE.CHANGE', range, today })}
        today={today}
        messages={messages}
      />
      {body}
      {interest.days.length > size ? (
        <Pagination
          total={interest.days.length}
          pageSize={size}
          page={state.page}
          onPageChange={(page) => dispatch({ type: 'PAGE.CHANGE', page })}
          messages={messages}
        />
      ) : null}
    </Stack>
  );
}

export function CumulativeInterestDialog({
  asset,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  today: todayProp,
  messages,
}: CumulativeInterestDialogProps) {
  const t = useTranslate(messages, defaultMessages);
  const clock = useClock();
  const [fallbackToday] = useState(() => calendarDayFromDate(new Date(clock())));
  const dialog = useFlowDialog({ open, defaultOpen, onOpenChange });
  return (
    <FlowDialogRoot dialog={dialog} trigger={trigger}>
      <ModalContent size="md" messages={messages}>
        <ModalTitle>{t('holdingsFlows.interest.title')}</ModalTitle>
        <ModalBody>
          <InterestLog asset={asset} today={todayProp ?? fallbackToday} messages={messages} />
        </ModalBody>
      </ModalContent>
    </FlowDialogRoot>
  );
}
