/**
 * The tax export's profiles (P-52, docs/flows.md "Tax export"): the history turned into entries a tax tool reads,
 * one entry a movement, each tagged with what it is. A subscription, a redemption, a reward, a bonus, a rate-up
 * voucher's interest and an early-redemption forfeit are separate rows, never netted into one another, and a move
 * the exchange made on its own (auto-earn, auto-renew) says so. Per coin, subscriptions minus redemptions plus
 * rewards (bonuses and vouchers included) minus forfeits is the change of the Earn balance, exactly.
 *
 * Three profiles write the same entries: the generic CSV (the history export's columns, with the entry and the
 * trigger beside them), Koinly's universal format and CoinTracker's. Amounts are written as plain decimals
 * (never an exponent) so the CSV writer's formula guard leaves them numbers (see `../shared/csv`).
 */
import { Decimal, isDecimalText } from '../decimal';
import type { CsvColumn } from '../shared/csv';
import { HistoryMode, HistoryRecordType } from './constants';
import { historyExportColumns, type HistoryExportRow } from './historyExport';
import { recordAmount, recordTime } from './historyRecord';
import type { HistoryRecord } from './models';
import type { TaxExportProfile } from './taxExportProfiles';

/** What an entry is to a tax tool. */
type TaxEntryKind = 'subscription' | 'redemption' | 'reward' | 'bonus' | 'voucher' | 'forfeit';
/**
 * Who made the move: the user, the exchange on its own (auto-earn, auto-renew), or a rate-based staking token's
 * exchange-rate growth (`../staking/rateLedger`).
 */
type TaxEntryTrigger = 'user' | 'autoEarn' | 'autoRenew' | 'rateLedger';

/**
 * Where an entry comes from: a Simple Earn history record (its product, flexible or fixed), or another family's
 * movement read as one (`../myEarn/familyTaxEntries`, a staking token's ledger day among them): the product names
 * the family.
 */
interface TaxEntrySource {
  readonly product: HistoryExportRow['product'] | 'staking' | 'launchpool' | 'dual';
  readonly record: HistoryRecord;
}

/** One row of a tax export. `amount` is positive decimal text; the kind says the direction. */
export interface TaxEntry {
  readonly kind: TaxEntryKind;
  readonly trigger: TaxEntryTrigger;
  readonly coin: string;
  readonly amount: string;
  /** Epoch ms, or undefined for a record without a time. */
  readonly time: number | undefined;
  readonly source: TaxEntrySource;
}

/** A number as the CSV guard lets it through (`../shared/csv`): digits, with digits after a point. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * An amount as the file writes it: the exchange's text when it is a plain number (`1.50` stays `1.50`), decimal text
 * the guard would take for a formula rewritten to its plain form, exactly (`-.5` becomes `-0.5`), and anything else
 * kept as it came, for the guard to escape as text.
 */
function plainDecimal(text: string | undefined): string | undefined {
  if (text === undefined || PLAIN_NUMBER.test(text) || !isDecimalText(text.trim())) return text;
  return new Decimal(text.trim()).toFixed();
}

function triggerOf(mode: number | undefined): TaxEntryTrigger {
  if (mode === HistoryMode.autoEarn) return 'autoEarn';
  if (mode === HistoryMode.autoReinvest || mode === HistoryMode.lockAuto) return 'autoRenew';
  return 'user';
}

function kindOf(type: number): Exclude<TaxEntryKind, 'forfeit'> | null {
  switch (type) {
    case HistoryRecordType.lend:
      return 'subscription';
    case HistoryRecordType.redeem:
      return 'redemption';
    case HistoryRecordType.interest:
      return 'reward';
    case HistoryRecordType.bonus:
      return 'bonus';
    case HistoryRecordType.rateUp:
      return 'voucher';
    default:
      return null;
  }
}

/**
 * The entries of one history record. A redemption that paid out less than the principal it took out of Earn
 * (an early redemption whose interest already paid is taken back from the principal) gives two rows: the
 * redemption of what arrived and a forfeit of the difference. A record of a type the spec does not name, or
 * without an amount, gives none.
 */
export function taxEntries(source: HistoryExportRow): TaxEntry[] {
  const { record } = source;
  const kind = kindOf(record.type);
  const { amount, coin } = recordAmount(record);
  if (kind === null || amount === undefined) return [];
  const base = { trigger: triggerOf(record.mode), coin, time: recordTime(record), source };
  const entries: TaxEntry[] = [{ ...base, kind, amount: plainDecimal(amount) ?? amount }];
  const principal = record.principal;
  if (
    kind === 'redemption' &&
    principal !== undefined &&
    record.amount !== undefined &&
    isDecimalText(principal) &&
    isDecimalText(record.amount) &&
    new Decimal(principal).gt(record.amount)
  ) {
    entries.push({ ...base, kind: 'forfeit', amount: new Decimal(principal).minus(record.amount).toFixed() });
  }
  return entries;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Koinly's date, `YYYY-MM-DD HH:mm UTC` with the seconds kept (`HH:mm:ss`): hourly rewards stay apart. */
function koinlyDate(ms: number | undefined): string | undefined {
  if (ms === undefined || !Number.isFinite(ms)) return undefined;
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())} UTC`;
}

/** CoinTracker's date: `MM/DD/YYYY HH:MM:SS`, in UTC. */
function coinTrackerDate(ms: number | undefined): string | undefined {
  if (ms === undefined || !Number.isFinite(ms)) return undefined;
  const d = new Date(ms);
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())}`;
}

/** Koinly's tag of each entry (its "Tags" article): pool moves are transfers, not disposals. */
const KOINLY_TAGS: Readonly<Record<TaxEntryKind, string>> = {
  subscription: 'add to pool',
  redemption: 'remove from pool',
  reward: 'lending interest',
  bonus: 'reward',
  voucher: 'lending interest',
  forfeit: 'cost',
};

/** CoinTracker's CSV tag of each entry (its "Transaction category definitions"); a forfeit is an untagged send. */
const COINTRACKER_TAGS: Readonly<Record<TaxEntryKind, string>> = {
  subscription: 'stake',
  redemption: 'unstake',
  reward: 'interest',
  bonus: 'interest',
  voucher: 'interest',
  forfeit: '',
};

/** Whether the wallet (the tax tool's view) receives the entry: redemptions and every kind of income. */
const received = (entry: TaxEntry) => entry.kind !== 'subscription' && entry.kind !== 'forfeit';
/** Whether the wallet sends it: subscriptions into Earn and forfeits. */
const leaves = (entry: TaxEntry) => !received(entry);

/** A row's own id, unique across the file: the product, the record id and the entry kind. */
function entryId({ source, kind }: TaxEntry): string {
  return `earnkit-${source.product}-${String(source.record.id)}-${kind}`;
}

/**
 * The columns of `profile`. `label` gives the history's labels in the user's language (the generic profile's
 * type and source columns); the tax tools' columns and tags are fixed English, as their importers expect.
 */
export function taxExportColumns(
  profile: TaxExportProfile,
  label: Parameters<typeof historyExportColumns>[0],
): readonly CsvColumn<TaxEntry>[] {
  if (profile === 'koinly') {
    return [
      { header: 'Date', cell: (entry) => koinlyDate(entry.time) },
      { header: 'Sent Amount', cell: (entry) => (leaves(entry) ? entry.amount : undefined) },
      { header: 'Sent Currency', cell: (entry) => (leaves(entry) ? entry.coin : undefined) },
      { header: 'Received Amount', cell: (entry) => (received(entry) ? entry.amount : undefined) },
      { header: 'Received Currency', cell: (entry) => (received(entry) ? entry.coin : undefined) },
      { header: 'Fee Amount', cell: () => undefined },
      { header: 'Fee Currency', cell: () => undefined },
      { header: 'Net Worth Amount', cell: () => undefined },
      { header: 'Net Worth Currency', cell: () => undefined },
      { header: 'Label', cell: (entry) => KOINLY_TAGS[entry.kind] },
      { header: 'Description', cell: (entry) => `${entry.kind} (${entry.trigger}), ${entry.source.product}` },
      { header: 'TxHash', cell: entryId },
    ];
  }
  if (profile === 'cointracker') {
    return [
      { header: 'Date', cell: (entry) => coinTrackerDate(entry.time) },
      { header: 'Received Quantity', cell: (entry) => (received(entry) ? entry.amount : undefined) },
      { header: 'Received Currency', cell: (entry) => (received(entry) ? entry.coin : undefined) },
      { header: 'Sent Quantity', cell: (entry) => (leaves(entry) ? entry.amount : undefined) },
      { header: 'Sent Currency', cell: (entry) => (leaves(entry) ? entry.coin : undefined) },
      { header: 'Fee Amount', cell: () => undefined },
      { header: 'Fee Currency', cell: () => undefined },
      { header: 'Tag', cell: (entry) => COINTRACKER_TAGS[entry.kind] || undefined },
    ];
  }
  const recordColumns = historyExportColumns(label).map((column): CsvColumn<TaxEntry> =>
    column.header === 'amount'
      ? { header: 'amount', cell: (entry) => entry.amount }
      : column.header === 'amount_coin'
        ? { header: 'amount_coin', cell: (entry) => entry.coin }
        : column.header === 'product'
          ? { header: 'product', cell: (entry) => entry.source.product }
          : // Only the product column reads the row's product, and it is the one above.
            {
              header: column.header,
              cell: (entry) => column.cell({ product: 'flexible', record: entry.source.record }),
            },
  );
  return [
    ...recordColumns,
    { header: 'entry', cell: (entry) => entry.kind },
    { header: 'trigger', cell: (entry) => entry.trigger },
  ];
}
