/**
 * My earn's export (issue 17): the history of every family the user holds that has a history call, in one file of
 * the chosen profile (P-52), each movement a row tagged with its product (the family) and its kind. Simple Earn's
 * flexible and fixed history, staking's profit records of each product, launchpool's stakes and rewards, dual
 * earn's orders are read page by page, each page turned into CSV text and dropped before the next is fetched, so
 * memory holds one page at a time; a rate-based staking token's ledger days (P-54), already in hand, are reward
 * rows. VIP wealth has no history call. No React here, and it loads on the Export press.
 */
import type { EarnClient } from '../../api';
import {
  dualOrderTaxEntries,
  launchpoolTaxEntries,
  stakingProfitTaxEntries,
} from '../../domain/myEarn/familyTaxEntries';
import type { EarnFamily } from '../../domain/myEarn';
import { CSV_BYTE_ORDER_MARK, csvHeaderLine, csvLines } from '../../domain/shared/csv';
import type { Page } from '../../domain/shared/pagination';
import type { historyExportColumns } from '../../domain/simpleEarn/historyExport';
import { taxEntries, taxExportColumns, type TaxEntry } from '../../domain/simpleEarn/taxExport';
import type { TaxExportProfile } from '../../domain/simpleEarn/taxExportProfiles';
import { rateLedgerTaxEntries, type RateLedgerDay } from '../../domain/staking/rateLedger';
import { downloadFile } from '../shared/downloadFile';

/** Records a page asks for: the simulator's (and a common exchange's) largest page. */
const PAGE_SIZE = 100;

/** What the export reads beyond the calls: the families held, staking's product coins and its tokens' ledgers. */
export interface EarnExportSources {
  readonly families: readonly EarnFamily[];
  /** The staking products whose profit records are read. */
  readonly stakingCoins: readonly string[];
  /** Each rate-based staking token's ledger, in the coin its rate is quoted in (P-54). */
  readonly rateLedgers: readonly { readonly coin: string; readonly ledger: readonly RateLedgerDay[] }[];
}

/** How far the export has come: pages read and records written. */
export interface EarnExportProgress {
  readonly pages: number;
  readonly records: number;
}

export interface EarnCsvChunksOptions {
  readonly client: Pick<EarnClient, 'simpleEarnHistory' | 'staking' | 'launchpool' | 'dualEarn'>;
  readonly sources: EarnExportSources;
  /** A history label in the user's language (the generic profile's type and source columns). */
  readonly label: Parameters<typeof historyExportColumns>[0];
  /** The exchange's time now: the end of the launchpool records' span and of staking's profit records. */
  readonly now: number;
  readonly profile?: TaxExportProfile;
  readonly signal?: AbortSignal;
  readonly pageSize?: number;
}

/**
 * The file: the byte order mark and the header, then one chunk a page. A list ends after an empty page, after its
 * total when the call gives a real one, or after a page shorter than the longest before it (a server may cap
 * `limit` below what was asked).
 */
async function* earnCsvChunks({
  client,
  sources,
  label,
  now,
  profile = 'generic',
  signal,
  pageSize = PAGE_SIZE,
}: EarnCsvChunksOptions): AsyncGenerator<{ text: string; progress: EarnExportProgress }, EarnExportProgress> {
  const columns = taxExportColumns(profile, label);
  let progress: EarnExportProgress = { pages: 0, records: 0 };
  yield { text: CSV_BYTE_ORDER_MARK + csvHeaderLine(columns), progress };
  const chunk = (entries: readonly TaxEntry[], records: number) => {
    progress = { pages: progress.pages + 1, records: progress.records + records };
    return { text: csvLines(entries, columns), progress };
  };
  async function* pages<Row>(
    read: (page: number) => Promise<Page<Row>>,
    entriesOf: (row: Row) => TaxEntry[],
    hasTotal: boolean,
  ) {
    let longest = 0;
    let count = 0;
    for (let page = 1; ; page++) {
      signal?.throwIfAborted();
      const { list, total } = await read(page);
      if (list.length === 0) return;
      count += list.length;
      yield chunk(list.flatMap(entriesOf), list.length);
      if (list.length < longest || (hasTotal && count >= total)) return;
      longest = Math.max(longest, list.length);
    }
  }
  const options = { signal };
  const held = new Set(sources.families);
  if (held.has('simpleEarn')) {
    yield* pages(
      (page) => client.simpleEarnHistory.flexibleHistory({ page, limit: pageSize }, options),
      (record) => taxEntries({ product: 'flexible', record }),
      false,
    );
    yield* pages(
      (page) => client.simpleEarnHistory.fixedHistory({ page, limit: pageSize }, options),
      (record) => taxEntries({ product: 'fixed', record }),
      true,
    );
  }
  if (held.has('staking')) {
    for (const coin of sources.stakingCoins)
      yield* pages(
        (page) => client.staking.profitRecords({ coin, now, page, limit: pageSize }, options),
        (profit) =>
          stakingProfitTaxEntries({
            id: `${coin}-${String(profit.id)}`,
            rewardCoin: profit.rewardCoin || coin,
            amount: profit.amount,
            time: profit.time,
          }),
        true,
      );
    for (const { coin, ledger } of sources.rateLedgers) {
      const entries = rateLedgerTaxEntries(coin, ledger);
      if (entries.length > 0) yield chunk(entries, entries.length);
    }
  }
  if (held.has('launchpool')) {
    for (const list of ['stakes', 'rewards'] as const)
      yield* pages(
        (page) => client.launchpool.records({ list, startAt: 0, endAt: now, page, limit: pageSize }, options),
        launchpoolTaxEntries,
        true,
      );
  }
  if (held.has('dual')) {
    yield* pages((page) => client.dualEarn.orders({ page, limit: pageSize }, options), dualOrderTaxEntries, true);
  }
  return progress;
}

/**
 * Runs the export into a file of Blob parts (kept outside the JavaScript heap) and hands it to `save` (default a
 * download); 'cancelled' when `signal` aborts. Throws when a call fails.
 */
export async function saveEarnExport(
  options: EarnCsvChunksOptions & {
    readonly fileName: string;
    readonly onProgress: (progress: EarnExportProgress) => void;
    readonly save?: (file: File) => void | Promise<void>;
  },
): Promise<'done' | 'cancelled'> {
  const parts: Blob[] = [];
  const type = 'text/csv;charset=utf-8';
  try {
    for await (const { text, progress } of earnCsvChunks(options)) {
      parts.push(new Blob([text], { type }));
      options.onProgress(progress);
    }
  } catch (error) {
    if (options.signal?.aborted) return 'cancelled';
    throw error;
  }
  if (options.signal?.aborted) return 'cancelled';
  await (options.save ?? downloadFile)(new File(parts, options.fileName, { type }));
  return 'done';
}
