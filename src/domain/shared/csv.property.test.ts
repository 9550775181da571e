import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BYTE_ORDER_MARK, csvHeaderLine, csvLines, type CsvColumn } from './csv';
import { parseCsv, readCsvCell } from './csv.testing';

/** Text with what CSV must survive: separators, quotes, line ends, formula starts, apostrophes and Arabic. */
const awkwardText = fc.string({
  unit: fc.constantFrom(
    'a',
    'Z',
    '1',
    '.',
    ' ',
    ',',
    '"',
    '\r',
    '\n',
    '\t',
    '=',
    '+',
    '-',
    '@',
    "'",
    'ف',
    'ائ',
    'دة',
    'é',
  ),
  maxLength: 12,
});
const decimalText = fc
  .tuple(fc.constantFrom('', '-', '+'), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.nat({ max: 99_999_999 }))
  .map(([sign, whole, fraction]) => `${sign}${whole}.${String(fraction).padStart(8, '0')}`);

interface Entry {
  readonly name: string;
  readonly amount: string;
  readonly note: string;
}
const columns: readonly CsvColumn<Entry>[] = [
  { header: 'name', cell: (entry) => entry.name },
  { header: 'amount', cell: (entry) => entry.amount },
  { header: 'note', cell: (entry) => entry.note },
];
const entry = fc.record({ name: awkwardText, amount: decimalText, note: awkwardText });

describe('CSV round trip', () => {
  it('what is exported parses back to the same records, whatever their text', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 8 }), (entries) => {
        const text = CSV_BYTE_ORDER_MARK + csvHeaderLine(columns) + csvLines(entries, columns);
        const [header, ...records] = parseCsv(text);
        expect(header).toEqual(['name', 'amount', 'note']);
        expect(
          records.map(([name, amount, note]) => ({ name: readCsvCell(name!), amount, note: readCsvCell(note!) })),
        ).toEqual(entries);
      }),
    );
  });

  it('amounts are written exactly, never prefixed, whatever their sign', () => {
    fc.assert(
      fc.property(decimalText, (amount) => {
        const [, [, written]] = parseCsv(
          csvHeaderLine(columns) + csvLines([{ name: '', amount, note: '' }], columns),
        ) as [string[], string[]];
        expect(written).toBe(amount);
      }),
    );
  });

  it('no cell as written starts a formula, unless it is a plain number', () => {
    fc.assert(
      fc.property(awkwardText, (value) => {
        const [[cell]] = parseCsv(csvLines([{ name: value, amount: '0', note: '' }], columns)) as [string[]];
        expect(/^[=+\-@\t\r]/.test(cell!) && !/^[+-]?\d+(\.\d+)?$/.test(cell!)).toBe(false);
      }),
    );
  });
});
