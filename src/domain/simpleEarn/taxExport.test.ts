import { describe, expect, it } from 'vitest';
import { csvHeaderLine, csvLines } from '../shared/csv';
import { parseCsv, readCsvCell } from '../shared/csv.testing';
import { HistoryMode, HistoryRecordType } from './constants';
import type { HistoryRecord } from './models';
import { taxEntries, taxExportColumns } from './taxExport';
import { TAX_EXPORT_PROFILES, type TaxExportProfile } from './taxExportProfiles';
import type { SimpleEarnProductKind } from './products';

const label = (key: string) => `label:${key}`;
const at = (iso: string) => Date.parse(iso);

/** One record of every kind the export separates, the times a few minutes apart. */
const history: readonly { product: SimpleEarnProductKind; record: HistoryRecord }[] = [
  {
    product: 'flexible',
    record: { id: 1, asset: 'USDT', type: HistoryRecordType.lend, amount: '1000', timeAt: at('2026-03-01T08:00:00Z') },
  },
  {
    product: 'flexible',
    record: {
      id: 2,
      asset: 'USDT',
      type: HistoryRecordType.lend,
      amount: '250.5',
      mode: HistoryMode.autoEarn,
      timeAt: at('2026-03-01T09:00:00Z'),
    },
  },
  {
    product: 'flexible',
    record: {
      id: 3,
      asset: 'USDT',
      type: HistoryRecordType.interest,
      interest: '0.01369863',
      timeAt: at('2026-03-02T00:00:00Z'),
    },
  },
  {
    product: 'flexible',
    record: {
      id: 4,
      asset: 'USDT',
      type: HistoryRecordType.rateUp,
      couponInterest: '0.002',
      timeAt: at('2026-03-02T00:00:05Z'),
    },
  },
  {
    product: 'fixed',
    record: {
      id: 5,
      asset: 'ETH',
      type: HistoryRecordType.lend,
      amount: '2',
      lockUpPeriod: 30,
      orderId: 'F-5',
      timeAt: at('2026-03-03T10:15:30Z'),
    },
  },
  {
    product: 'fixed',
    record: {
      id: 6,
      asset: 'ETH',
      type: HistoryRecordType.bonus,
      bonusAmount: '3.5',
      bonusAsset: 'ARB',
      timeAt: at('2026-03-04T00:00:00Z'),
    },
  },
  {
    product: 'fixed',
    record: {
      id: 7,
      asset: 'ETH',
      type: HistoryRecordType.redeem,
      principal: '2',
      amount: '1.9975',
      orderId: 'F-5',
      timeAt: at('2026-03-10T12:00:00Z'),
    },
  },
  {
    product: 'fixed',
    record: {
      id: 8,
      asset: 'ETH',
      type: HistoryRecordType.lend,
      amount: '1',
      mode: HistoryMode.autoReinvest,
      orderId: 'F-8',
      timeAt: at('2026-04-02T00:00:00Z'),
    },
  },
  {
    product: 'flexible',
    record: { id: 9, asset: 'USDT', type: HistoryRecordType.redeem, amount: '100', timeAt: at('2026-04-03T00:00:00Z') },
  },
];

function fileOf(profile: TaxExportProfile, rows = history): string {
  const columns = taxExportColumns(profile, label);
  return csvHeaderLine(columns) + csvLines(rows.flatMap(taxEntries), columns);
}

describe('tax export entries', () => {
  it('gives a redemption that paid out less than its principal a separate forfeit row of the difference', () => {
    const entries = taxEntries(history[6]!);
    expect(entries.map(({ kind, amount, coin }) => ({ kind, amount, coin }))).toEqual([
      { kind: 'redemption', amount: '1.9975', coin: 'ETH' },
      { kind: 'forfeit', amount: '0.0025', coin: 'ETH' },
    ]);
  });

  it('tags the exchange’s own moves: auto-earn and auto-renew', () => {
    expect(taxEntries(history[1]!)[0]!.trigger).toBe('autoEarn');
    expect(taxEntries(history[7]!)[0]!.trigger).toBe('autoRenew');
    expect(taxEntries(history[0]!)[0]!.trigger).toBe('user');
  });

  it('pays a bonus in its bonus coin and a voucher’s interest as its own row', () => {
    expect(taxEntries(history[5]!).map(({ kind, coin, amount }) => [kind, coin, amount])).toEqual([
      ['bonus', 'ARB', '3.5'],
    ]);
    expect(taxEntries(history[3]!).map(({ kind, amount }) => [kind, amount])).toEqual([['voucher', '0.002']]);
  });
});

describe('tax export golden files', () => {
  for (const profile of TAX_EXPORT_PROFILES) {
    it(`writes the ${profile} profile as its golden file`, async () => {
      await expect(fileOf(profile)).toMatchFileSnapshot(`./__golden__/taxExport.${profile}.csv`);
    });
  }
});

describe('tax export formula escaping', () => {
  const hostile: { product: SimpleEarnProductKind; record: HistoryRecord } = {
    product: 'fixed',
    record: {
      id: '=HYPERLINK("http://x","y")',
      asset: '@SUM(A1)',
      type: HistoryRecordType.redeem,
      amount: '-1.5',
      orderId: '+1+1',
      timeAt: at('2026-03-01T00:00:00Z'),
    },
  };

  for (const profile of TAX_EXPORT_PROFILES) {
    it(`${profile}: no cell starts a formula, and a negative amount stays a number`, () => {
      const [header, ...rows] = parseCsv(fileOf(profile, [hostile]));
      for (const row of rows) {
        for (const cell of row) expect(/^[=+@\t\r]/.test(cell) || /^-(?!\d+(\.\d+)?$)/.test(cell)).toBe(false);
      }
      const amountColumn = header!.findIndex((name) =>
        ['amount', 'Received Amount', 'Received Quantity'].includes(name),
      );
      expect(rows[0]![amountColumn]).toBe('-1.5');
      // What was escaped reads back as it was given.
      expect(rows[0]!.map(readCsvCell)).toContain('@SUM(A1)');
    });
  }

  it('keeps a plain amount as the exchange sent it and writes a bare-point negative as a plain number', () => {
    const amounts = (amount: string) =>
      TAX_EXPORT_PROFILES.map((profile) => {
        const [header, row] = parseCsv(fileOf(profile, [{ ...hostile, record: { ...hostile.record, amount } }]));
        return row![header!.findIndex((name) => ['amount', 'Received Amount', 'Received Quantity'].includes(name))];
      });
    expect(amounts('1.50')).toEqual(['1.50', '1.50', '1.50']);
    expect(amounts('-.5')).toEqual(['-0.5', '-0.5', '-0.5']);
  });

  it('escapes a tab or a carriage return at the start of a cell', () => {
    const [, row] = parseCsv(
      fileOf('generic', [{ ...hostile, record: { ...hostile.record, orderId: '\tcmd', asset: '\rX' } }]),
    );
    expect(row).toContain("'\tcmd");
    expect(row).toContain("'\rX");
  });
});
