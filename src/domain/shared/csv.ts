/**
 * A CSV writer (RFC 4180) for what users download and open in a spreadsheet.
 *
 * - Quoting: a cell holding a comma, a double quote, CR or LF is wrapped in double quotes, its quotes doubled.
 * - Lines end in CRLF, as RFC 4180 says; a record never spans lines except inside a quoted cell.
 * - Formula injection (OWASP, "CSV Injection"): a spreadsheet runs a cell starting with `=`, `+`, `-`, `@`, a tab or
 *   a CR as a formula, so such a cell is prefixed with `'`. A plain decimal number (`-12.5`, `+3`) is the exception:
 *   no spreadsheet reads it as anything but a number, and prefixing it would turn a negative amount into text that
 *   no longer reads as the exact amount the exchange sent. A cell that already starts with apostrophes followed by
 *   one of those characters gets one more, so a reader can
 *   undo the guard (`readCsvCell` in the tests) without ever guessing.
 * - The file starts with a UTF-8 byte order mark: without it Excel reads a CSV in the machine's legacy code page
 *   and scrambles Arabic (and every other non-Latin) text; RFC 4180 allows it and CSV readers skip it (Python's
 *   `utf-8-sig`, pandas, LibreOffice, Numbers).
 */

/** The byte order mark the file starts with (see above). */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';
/** The line ending of RFC 4180. */
export const CSV_LINE_END = '\r\n';

/** Apostrophes, then a character a spreadsheet starts a formula with. */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** A plain decimal number, which no spreadsheet reads as a formula. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A column of a CSV: its header and how a row gives its cell (undefined for an empty cell). */
export interface CsvColumn<Row> {
  readonly header: string;
  readonly cell: (row: Row) => string | undefined;
}

/** A value guarded against formula injection (the `'` prefix above), before quoting. */
export function guardCsvFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** One cell as written in the file: guarded, then quoted if it must be. */
export function csvCell(value: string | undefined): string {
  const guarded = guardCsvFormula(value ?? '');
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** One record as a line of the file, line ending included. */
export function csvLine(cells: readonly (string | undefined)[]): string {
  return cells.map(csvCell).join(',') + CSV_LINE_END;
}

/** The header line of `columns`. */
export function csvHeaderLine<Row>(columns: readonly CsvColumn<Row>[]): string {
  return csvLine(columns.map((column) => column.header));
}

/** The lines of `rows` under `columns`, as one string: a page of records turned into text. */
export function csvLines<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  let text = '';
  for (const row of rows) text += csvLine(columns.map((column) => column.cell(row)));
  return text;
}
