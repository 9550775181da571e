import { cx } from 'class-variance-authority';
import type { AprPlotSeries } from '../../domain/chart/aprSeries';
import type { RateBasis } from '../../domain/shared/rateBasis';
import { RateText } from '../RateText';
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
  /** The rates' label (P-47): each cell then reads as the product's other screens do ('5.25% APR, simple, ...'). */
  basis: RateBasis | undefined;
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
  basis,
}: AprChartTableProps) {
  const rate = (value: string) =>
    basis ? (
      <RateText rate={value} basis={basis} compact size="sm" />
    ) : (
      <bdi className={amountText}>{percent(value)}</bdi>
    );
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
                  {rate(point.rate)}
                </td>
                {series.hasExtra ? (
                  <td className={styles.cell} data-numeric="">
                    {point.extraRate ? rate(point.extraRate) : <bdi className={amountText}>--</bdi>}
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
