import fc from 'fast-check';
import { describe, it } from 'vitest';
import { Decimal } from '../decimal';
import { csvHeaderLine, csvLines } from '../shared/csv';
import { parseCsv, readCsvCell } from '../shared/csv.testing';
import { HistoryMode, HistoryRecordType } from './constants';
import type { HistoryRecord } from './models';
import { taxEntries, taxExportColumns } from './taxExport';
import { TAX_EXPORT_PROFILES, type TaxExportProfile } from './taxExportProfiles';

const COINS = ['USDT', 'ETH', 'BTC'] as const;
const MODES = [undefined, HistoryMode.autoEarn, HistoryMode.autoReinvest, HistoryMode.lockAuto] as const;

/** An amount with up to 8 decimals, from an integer of units: compact to generate, exact to sum. */
const units = fc.bigInt({ min: 1n, max: 10n ** 14n });
function text(value: bigint): string {
  const digits = (value < 0n ? -value : value).toString().padStart(9, '0');
  const fraction = digits.slice(-8).replace(/0+$/, '');
  return `${value < 0n ? '-' : ''}${digits.slice(0, -8)}${fraction ? `.${fraction}` : ''}`;
}

/** One movement of a history, in the compact form the generator draws: [kind, coin, amount, forfeit, mode]. */
const step = fc.tuple(
  fc.integer({ min: 0, max: 5 }),
  fc.integer({ min: 0, max: COINS.length - 1 }),
  units,
  fc.bigInt({ min: 0n, max: 10n ** 10n }),
  fc.integer({ min: 0, max: MODES.length - 1 }),
);

/** A history and the change of the Earn balance per coin it makes, worked out from the movements themselves. */
function historyOf(steps: readonly (readonly [number, number, bigint, bigint, number])[]) {
  const change = new Map<string, bigint>();
  const move = (coin: string, by: bigint) => change.set(coin, (change.get(coin) ?? 0n) + by);
  const records: HistoryRecord[] = steps.map(([kind, coinIndex, amount, forfeit, modeIndex], index) => {
    const asset = COINS[coinIndex]!;
    const base = { id: index + 1, asset, timeAt: Date.UTC(2026, 0, 1) + index * 60_000, mode: MODES[modeIndex] };
    switch (kind) {
      case 0:
        move(asset, amount);
        return { ...base, type: HistoryRecordType.lend, amount: text(amount) };
      case 1:
        move(asset, -amount);
        return { ...base, type: HistoryRecordType.redeem, amount: text(amount) };
      case 2:
        // An early redemption: the principal leaves Earn, less the forfeit arrives.
        move(asset, -(amount + forfeit));
        return { ...base, type: HistoryRecordType.redeem, principal: text(amount + forfeit), amount: text(amount) };
      case 3:
        move(asset, amount);
        return { ...base, type: HistoryRecordType.interest, interest: text(amount) };
      case 4:
        move(asset, amount);
        return { ...base, type: HistoryRecordType.rateUp, couponInterest: text(amount) };
      default: {
        const bonusAsset = COINS[(coinIndex + 1) % COINS.length]!;
        move(bonusAsset, amount);
        return { ...base, type: HistoryRecordType.bonus, bonusAmount: text(amount), bonusAsset };
      }
    }
  });
  return { records, change };
}

/** The Earn balance change per coin, read back from a profile's file the way its tax tool reads the rows. */
function changeReadBack(profile: TaxExportProfile, file: string): Map<string, Decimal> {
  const [header, ...rows] = parseCsv(file);
  const column = (name: string) => header!.indexOf(name);
  const sums = new Map<string, Decimal>();
  const add = (coin: string, amount: string, sign: 1 | -1) =>
    sums.set(coin, (sums.get(coin) ?? new Decimal(0)).plus(new Decimal(amount).times(sign)));
  for (const raw of rows) {
    const row = raw.map(readCsvCell);
    const cell = (name: string) => row[column(name)] ?? '';
    if (profile === 'generic') {
      const out = cell('entry') === 'redemption' || cell('entry') === 'forfeit';
      add(cell('amount_coin'), cell('amount'), out ? -1 : 1);
    } else {
      const [sent, sentCoin, got, gotCoin, tag] =
        profile === 'koinly'
          ? [
              cell('Sent Amount'),
              cell('Sent Currency'),
              cell('Received Amount'),
              cell('Received Currency'),
              cell('Label'),
            ]
          : [
              cell('Sent Quantity'),
              cell('Sent Currency'),
              cell('Received Quantity'),
              cell('Received Currency'),
              cell('Tag'),
            ];
      const intoPool = profile === 'koinly' ? 'add to pool' : 'stake';
      const fromPool = profile === 'koinly' ? 'remove from pool' : 'unstake';
      // Sent into the pool adds to Earn; any other send (the forfeit) takes from it.
      if (sent) add(sentCoin, sent, tag === intoPool ? 1 : -1);
      // Received from the pool leaves Earn; any other receipt is income earned in it.
      if (got) add(gotCoin, got, tag === fromPool ? -1 : 1);
    }
  }
  return sums;
}

describe('tax export property', () => {
  it('per coin, money in minus out plus rewards minus forfeits equals the balance change, read back from every profile', () => {
    const columns = Object.fromEntries(
      TAX_EXPORT_PROFILES.map((profile) => [profile, taxExportColumns(profile, (key) => key)]),
    ) as Record<TaxExportProfile, ReturnType<typeof taxExportColumns>>;
    fc.assert(
      fc.property(fc.array(step, { maxLength: 6 }), (steps) => {
        const { records, change } = historyOf(steps);
        const entries = records.flatMap((record) => taxEntries({ product: 'fixed', record }));
        // A boolean, not an expect per coin: ten thousand histories stay a few seconds.
        return TAX_EXPORT_PROFILES.every((profile) => {
          const readBack = changeReadBack(
            profile,
            csvHeaderLine(columns[profile]) + csvLines(entries, columns[profile]),
          );
          return COINS.every(
            (coin) => (readBack.get(coin) ?? new Decimal(0)).toFixed() === text(change.get(coin) ?? 0n),
          );
        });
      }),
      { seed: 0x52, numRuns: 10_000 },
    );
    // Ten thousand runs take seconds alone but longer on a shared CI machine: a generous bound, not a speed test.
  }, 120_000);
});
