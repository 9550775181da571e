import type { ReactNode } from 'react';

/**
 * One column of a list, declared once and shown two ways: a table column on desktop and a label/value
 * row of a card on mobile (LP-LIST-01/02).
 */
export interface ListColumn<Row> {
  /** A stable id; the key of its cells. */
  id: string;
  /** The column heading in a table, the row label in a card. */
  header: ReactNode;
  /** The cell's content for a row. */
  cell: (row: Row, index: number) => ReactNode;
  /**
   * Amounts and rates: tabular numerals, aligned to the inline end (right in LTR, left in RTL), so
   * values with the same decimals line up on the decimal point. Put the coin ticker in the cell.
   */
  numeric?: boolean;
  /** 'start' or 'end'. Default 'end' for numeric columns, 'start' otherwise. */
  align?: 'start' | 'end';
  /**
   * On a card: 'title' heads the card (the coin, the product), 'row' (default) is a label/value row, 'full' spans the
   * card under the rows without a label (a control that names itself, such as a product's terms and action), 'hidden'
   * is left out.
   */
  card?: 'title' | 'row' | 'full' | 'hidden';
}

/** The alignment a column's cells take. */
export function columnAlign<Row>(column: ListColumn<Row>): 'start' | 'end' {
  return column.align ?? (column.numeric ? 'end' : 'start');
}
