import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/catalogue/ar';
import { en } from '../../i18n/catalogue/en';
import { CSV_BYTE_ORDER_MARK, csvHeaderLine, csvLines } from '../shared/csv';
import { parseCsv, readCsvCell } from '../shared/csv.testing';
import type { Rate } from '../shared/rate';
import { historyExportColumns, type HistoryExportRow } from './historyExport';
import type { HistoryRecord } from './models';

const english = historyExportColumns((key) => en[key]);
const arabic = historyExportColumns((key) => ar[key]);
const HEADERS = [
  'time_utc',
  'product',
  'record_id',
  'coin',
  'type',
  'type_label',
  'amount',
  'amount_coin',
  'term_days',
  'apr',
  'source',
  'order_id',
];

function exported(rows: readonly HistoryExportRow[], columns = english): string[][] {
  return parseCsv(CSV_BYTE_ORDER_MARK + csvHeaderLine(columns) + csvLines(rows, columns)).map((cells) =>
    cells.map(readCsvCell),
  );
}

describe('historyExportColumns', () => {
  it('writes the one column set, in English identifiers whatever the language', () => {
    expect(exported([], arabic)).toEqual([HEADERS]);
  });

  it.each<[string, HistoryRecord, Partial<Record<string, string>>]>([
    [
      'a flexible lend: exact amount, ISO 8601 UTC time',
      { id: 1, asset: 'USDT', type: 1, timeAt: Date.parse('2024-05-15T12:00:00Z'), amount: '10.000000001' },
      {
        time_utc: '2024-05-15T12:00:00.000Z',
        type: '1',
        type_label: 'Lend',
        amount: '10.000000001',
        amount_coin: 'USDT',
      },
    ],
    [
      'interest: the interest amount, not the principal',
      { id: 2, asset: 'BTC', type: 3, timeAt: 0, amount: '5', interest: '0.00000001' },
      { time_utc: '1970-01-01T00:00:00.000Z', type_label: 'Interest', amount: '0.00000001', amount_coin: 'BTC' },
    ],
    [
      'a bonus: paid in its bonus coin',
      { id: 3, asset: 'USDT', type: 4, bonusAmount: '1.5', bonusAsset: 'GT' },
      { time_utc: '', amount: '1.5', amount_coin: 'GT', type_label: 'Bonus' },
    ],
    [
      'a negative amount: exact, no apostrophe',
      { id: 4, asset: 'USDT', type: 2, amount: '-0.50000000', mode: 5 },
      { amount: '-0.50000000', source: 'Auto-earn' },
    ],
    [
      'a fixed order: term, APR as a fraction and order id',
      {
        id: 5,
        asset: 'USDT',
        type: 1,
        createAt: Date.parse('2024-01-31T23:59:59Z'),
        amount: '500',
        lockUpPeriod: 30,
        yearRate: '0.06' as Rate,
        orderId: '9000',
      },
      { time_utc: '2024-01-31T23:59:59.000Z', term_days: '30', apr: '0.06', order_id: '9000' },
    ],
    [
      'an unknown type: its code, no label',
      { id: 6, asset: 'USDT', type: 9 as HistoryRecord['type'] },
      { type: '9', type_label: '', source: '' },
    ],
  ])('%s', (_name, record, expected) => {
    const [, cells] = exported([{ product: 'fixed', record }]);
    const byHeader = Object.fromEntries(HEADERS.map((header, index) => [header, cells![index]]));
    expect(byHeader).toMatchObject(expected);
  });

  it('the type label is the user language’s, in Arabic for an Arabic user', () => {
    const [, cells] = exported(
      [{ product: 'flexible', record: { id: 1, asset: 'USDT', type: 3, interest: '1' } }],
      arabic,
    );
    expect(cells![HEADERS.indexOf('type_label')]).toBe('فائدة');
  });

  it('any records parse back to the same coins, amounts and ids, with commas, quotes and Arabic in them', () => {
    const text = fc.string({ unit: fc.constantFrom('A', ',', '"', '\n', '=', '-', 'ع', 'ر', 'ب', ' '), maxLength: 8 });
    const record = fc.record({
      id: fc.oneof(fc.nat(), text),
      asset: text,
      type: fc.constantFrom(1, 2, 3, 4, 5) as fc.Arbitrary<HistoryRecord['type']>,
      amount: fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map((units) => `${units}.${'0'.repeat(8)}`),
      timeAt: fc.integer({ min: 0, max: 4_102_444_800_000 }),
    });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 6 }), (records) => {
        const [, ...rows] = exported(
          records.map((entry) => ({ product: 'flexible', record: { ...entry, interest: undefined } })),
        );
        expect(rows.map((cells) => [cells[2], cells[3], cells[6], cells[0]])).toEqual(
          records.map((entry) => [String(entry.id), entry.asset, entry.amount, new Date(entry.timeAt).toISOString()]),
        );
      }),
    );
  });
});
