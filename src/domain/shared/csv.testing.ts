/** Reading back what `csv.ts` writes, for the tests: an RFC 4180 parser and the inverse of the formula guard. */
import { CSV_BYTE_ORDER_MARK } from './csv';

/** The records of a CSV text (byte order mark skipped, CRLF or LF line ends), each a list of raw cells. */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(CSV_BYTE_ORDER_MARK) ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (quoted) {
      if (char !== '"') {
        cell += char;
      } else if (source[index + 1] === '"') {
        cell += '"';
        index++;
      } else {
        quoted = false;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || (char === '\r' && source[index + 1] === '\n')) {
      if (char === '\r') index++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}

/** What the exporter was given for a cell: the guard's apostrophe taken off. */
export function readCsvCell(cell: string): string {
  // Only the guard writes apostrophes before one of those characters: an unguarded value starting so is guarded.
  return /^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
