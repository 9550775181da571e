import { cx } from 'class-variance-authority';
import type { AprPlotSeries } from '../../domain/chart/aprSeries';
import { amountText, focusRing } from '../../theme';
import * as styles from './AprChart.css';

export interface AprChartTableProps {
  /** The id the toggle button's `aria-controls` points at. */
  id: string;
  series: AprPlotSeries;
  /** Names the table: the series and the range. */
  caption: string;
  /** Said under the caption when the table shows fewer points than the trend has. */
  reducedNote: string | undefined;
  timeHeader: string;
  rateHeader: string;
  extraHeader: string;
  pointTime: (epochMs: number) => string;
  percent: (rate: string) => string;
}

/**
 * The chart as a table, for screen readers, keyboard users and anyone who wants the numbers. It lists
 * the points the chart draws (for a long series, the reduced ones: peaks and troughs kept) with their
 * exact rates. The scroll box is a named, focusable region, so a keyboard can scroll it.
 */
export function AprChartTable({
  id,
  series,
  caption,
  reducedNote,
  timeHeader,
  rateHeader,
  extraHeader,
  pointTime,
  percent,
}: AprChartTableProps) {
  return (
    <div id={id} role="region" aria-label={caption} tabIndex={0} className={cx(styles.tableScroll, focusRing)}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {caption}
          {reducedNote ? ` · ${reducedNote}` : null}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headerCell}>
              {timeHeader}
            </th>
            <th scope="col" className={styles.headerCell} data-numeric="">
              {rateHeader}
            </th>
            {series.hasExtra ? (
              <th scope="col" className={styles.headerCell} data-numeric="">
                {extraHeader}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {series.rows.map((row) => {
            const point = series.points[row.index]!;
            return (
              <tr key={row.index}>
                <th scope="row" className={styles.cell}>
                  <bdi className={amountText}>{pointTime(point.at)}</bdi>
                </th>
                <td className={styles.cell} data-numeric="">
                  <bdi className={amountText}>{percent(point.rate)}</bdi>
                </td>
                {series.hasExtra ? (
                  <td className={styles.cell} data-numeric="">
                    <bdi className={amountText}>{point.extraRate ? percent(point.extraRate) : '--'}</bdi>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
