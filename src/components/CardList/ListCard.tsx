import type { ReactNode } from 'react';
import type { MessageOverrides } from '../../i18n/resolve';
import { amountText } from '../../theme';
import type { ListColumn } from '../DataTable/listColumn';
import { InfoList, InfoRow } from '../InfoRow';
import { Skeleton } from '../Skeleton';
import * as styles from './CardList.css';

/** One record as a card: the title columns at the top, every other column as a label/value row. */
export function ListCard<Row>({
  columns,
  row,
  index,
  messages,
}: {
  columns: readonly ListColumn<Row>[];
  row: Row;
  index: number;
  messages?: MessageOverrides;
}) {
  const titles = columns.filter((column) => column.card === 'title');
  const rows = columns.filter((column) => (column.card ?? 'row') === 'row');
  const fulls = columns.filter((column) => column.card === 'full');
  return (
    <div className={styles.card} data-slot="list-card">
      {titles.length > 0 ? (
        <p className={styles.cardTitle}>
          {titles.map((column) => (
            <span key={column.id}>{column.cell(row, index)}</span>
          ))}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <InfoList>
          {rows.map((column) => {
            const content: ReactNode = column.cell(row, index);
            return (
              <InfoRow key={column.id} label={column.header} messages={messages}>
                {column.numeric ? <bdi className={amountText}>{content}</bdi> : content}
              </InfoRow>
            );
          })}
        </InfoList>
      ) : null}
      {fulls.map((column) => (
        <div key={column.id} className={styles.cardFull}>
          {column.cell(row, index)}
        </div>
      ))}
    </div>
  );
}

/** The placeholder of a card while records load: as many rows as the real card will have. */
export function SkeletonCard<Row>({ columns }: { columns: readonly ListColumn<Row>[] }) {
  const rowCount = columns.filter((column) => ['row', 'full'].includes(column.card ?? 'row')).length;
  return (
    <div className={styles.card} aria-hidden="true" data-slot="skeleton-card">
      <Skeleton shape="title" className={styles.skeletonTitle} />
      {Array.from({ length: rowCount }, (_, index) => (
        <Skeleton key={index} />
      ))}
    </div>
  );
}
