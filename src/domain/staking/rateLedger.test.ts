import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { csvHeaderLine, csvLines } from '../shared/csv';
import { parseCsv } from '../shared/csv.testing';
import { taxExportColumns } from '../simpleEarn/taxExport';
import { TAX_EXPORT_PROFILES } from '../simpleEarn/taxExportProfiles';
import { rateLedgerEarnings, rateLedgerTaxEntries, rateRewardLedger } from './rateLedger';

const at = (iso: string) => Date.parse(iso);

describe('rate-based staking token reward ledger', () => {
  it('gives each UTC day the token balance times its closing-rate change, exactly', () => {
    const ledger = rateRewardLedger('12.5', [
      { time: at('2026-03-01T06:00:00Z'), exchangeRateReverse: '1.000100' },
      { time: at('2026-03-01T23:00:00Z'), exchangeRateReverse: '1.0002' },
      { time: at('2026-03-02T12:00:00Z'), exchangeRateReverse: '1.00031234' },
      // No point on 3 March: its growth is counted on the 4th.
      { time: at('2026-03-04T00:00:00Z'), exchangeRateReverse: '1.00060001' },
      // A fall (a slashing) is a negative day.
      { time: at('2026-03-05T08:00:00Z'), exchangeRateReverse: '1.0005' },
    ]);
    expect(ledger).toEqual([
      { day: '2026-03-01', rate: '1.0002', reward: '0' },
      { day: '2026-03-02', rate: '1.00031234', reward: '0.00140425' },
      { day: '2026-03-04', rate: '1.00060001', reward: '0.003595875' },
      { day: '2026-03-05', rate: '1.0005', reward: '-0.001250125' },
    ]);
    expect(rateLedgerEarnings(ledger, '2026-03-04')).toEqual({ yesterday: '0.003595875', allTime: '0.00375' });
    expect(rateLedgerEarnings(ledger, '2026-03-03')).toEqual({ yesterday: '0', allTime: '0.00375' });
  });

  it('takes a day’s last point as its close whatever order the points come in', () => {
    const points = [
      { time: at('2026-03-02T23:00:00Z'), exchangeRateReverse: '1.3' },
      { time: at('2026-03-01T01:00:00Z'), exchangeRateReverse: '1' },
      { time: at('2026-03-02T01:00:00Z'), exchangeRateReverse: '1.2' },
    ];
    expect(rateRewardLedger('10', points).map((day) => day.reward)).toEqual(['0', '3']);
  });

  it('adds up to the tokens times the whole rate change, and every profile’s file reads back the same total', () => {
    const rate = fc
      .bigInt({ min: 10n ** 8n, max: 10n ** 10n })
      .map((units) => new Decimal(units.toString()).dividedBy(1e8));
    const point = fc.tuple(fc.integer({ min: 0, max: 60 * 24 * 30 }), rate);
    const columns = TAX_EXPORT_PROFILES.map((profile) => taxExportColumns(profile, (key) => key));
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.array(point, { minLength: 1, maxLength: 12 }),
        (tokenUnits, drawn) => {
          const tokens = new Decimal(tokenUnits.toString()).dividedBy(1e6).toFixed();
          const points = drawn.map(([minute, value]) => ({
            time: at('2026-03-01T00:00:00Z') + minute * 60_000,
            exchangeRateReverse: value.toFixed(),
          }));
          const ledger = rateRewardLedger(tokens, points);
          const ordered = [...points].sort((a, b) => a.time - b.time);
          const firstDayClose = ledger[0]!.rate;
          const whole = new Decimal(tokens).times(
            new Decimal(ordered.at(-1)!.exchangeRateReverse).minus(firstDayClose),
          );
          if (rateLedgerEarnings(ledger, '').allTime !== whole.toFixed()) return false;
          const entries = rateLedgerTaxEntries('ETH', ledger);
          return columns.every((profileColumns) => {
            const [header, ...rows] = parseCsv(csvHeaderLine(profileColumns) + csvLines(entries, profileColumns));
            const sum = rows.reduce((total, row) => {
              const cell = (...names: string[]) => row[header!.findIndex((name) => names.includes(name))] ?? '';
              const received = cell('amount', 'Received Amount', 'Received Quantity');
              const sent = cell('Sent Amount', 'Sent Quantity');
              const forfeit = cell('entry') === 'forfeit';
              if (header!.includes('entry')) return total.plus(forfeit ? new Decimal(received).neg() : received);
              return total.plus(received || 0).minus(sent || 0);
            }, new Decimal(0));
            return sum.toFixed() === whole.toFixed();
          });
        },
      ),
      { seed: 0x52_1ed, numRuns: 500 },
    );
  });
});
