'use client';
/** One day's hourly interest (SE-INT-03/04): type 3 over that UTC day, 25 a page, one page (a day has 24 hours). */
import { useFlexibleHistory } from '../../api';
import { interestHistoryParams } from '../../api/simpleEarnHistory';
import { ErrorState } from '../../components/ErrorState';
import { EmptyState } from '../../components/EmptyState';
import { SkeletonGroup } from '../../components/Skeleton';
import { hourlyInterestQuery } from '../../domain/simpleEarn/history';
import type { MessageOverrides } from '../../i18n/resolve';
import { useFormat, useTranslate } from '../../context';
import { recordTime } from './historyColumns';
import * as styles from './history.css';
import { defaultMessages } from './defaultMessages';

export function HourlyInterest({
  asset,
  dayAt,
  dayLabel,
  messages,
}: {
  asset: string;
  dayAt: number;
  dayLabel: string;
  messages?: MessageOverrides;
}) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const query = useFlexibleHistory(interestHistoryParams(hourlyInterestQuery(dayAt), asset));
  if (query.isPending) return <SkeletonGroup count={3} shape="text" messages={messages} />;
  if (query.isError)
    return (
      <ErrorState size="compact" onRetry={() => void query.refetch()} retrying={query.isFetching} messages={messages} />
    );
  if (query.data.list.length === 0) return <EmptyState size="compact" messages={messages} />;
  return (
    <table className={styles.table}>
      <caption className={styles.headerCell}>{t('holdingsFlows.interest.hourlyList', { day: dayLabel })}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headerCell}>
            {t('holdingsFlows.interest.hour')}
          </th>
          <th scope="col" className={styles.headerCell} data-align="end">
            {t('holdingsFlows.interest.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {query.data.list.map((record, index) => (
          <tr key={`${record.id}-${index}`}>
            <td className={styles.cell}>{format.dateTime(recordTime(record))}</td>
            <td className={styles.cell} data-align="end">
              <bdi>{`${format.amount(record.interest ?? record.amount)} ${record.asset}`}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
