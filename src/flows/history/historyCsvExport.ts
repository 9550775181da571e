/**
 * The history export, streamed: the history the user is looking at (its product, coin, type and date range) read
 * page by page through the same history calls as the table, each page turned into CSV text and dropped before the
 * next is fetched, so memory holds one page of records at a time whatever the history's length. No React here:
 * the flow drives it (`useHistoryExport`) and the benchmark runs it as it is.
 */
import type { SimpleEarnHistoryApi } from '../../api/simpleEarnHistory';
import { CSV_BYTE_ORDER_MARK, csvHeaderLine, csvLines } from '../../domain/shared/csv';
import type { historyExportColumns } from '../../domain/simpleEarn/historyExport';
import { taxEntries, taxExportColumns } from '../../domain/simpleEarn/taxExport';
import type { TaxExportProfile } from '../../domain/simpleEarn/taxExportProfiles';
import type { HistoryExportProgress } from '../shared/historyExport.reducer';
import { historyFilterParams, type HistoryFilters } from './historyFilters';

export type { HistoryFilters } from './historyFilters';

/** Records a page asks for: the simulator's (and a common exchange's) largest page. */
export const HISTORY_EXPORT_PAGE_SIZE = 100;

/** A piece of the file and the progress once it is written. */
export interface HistoryCsvChunk {
  readonly text: string;
  readonly progress: HistoryExportProgress;
}

export interface HistoryCsvChunksOptions {
  /** The history calls (`client.simpleEarnHistory`). */
  readonly history: Pick<SimpleEarnHistoryApi, 'flexibleHistory' | 'fixedHistory'>;
  readonly filters: HistoryFilters;
  /** A history label in the user's language (the type and source columns). */
  readonly label: Parameters<typeof historyExportColumns>[0];
  /** Aborts the call in flight and ends the export. */
  readonly signal?: AbortSignal;
  /** Records a page; default `HISTORY_EXPORT_PAGE_SIZE`. */
  readonly pageSize?: number;
  /** The file's format (P-52): the generic CSV (default), Koinly's universal format or CoinTracker's. */
  readonly profile?: TaxExportProfile;
}

/**
 * The CSV of the filtered history: the byte order mark and the header first, then one chunk a page. Ends after an
 * empty page, after the fixed history's total, or after a page shorter than the longest so far: the flexible call
 * answers no total (SE-API-15), and a server may cap `limit` below what was asked, so only a page shorter than the
 * ones before it says the history has ended.
 */
export async function* historyCsvChunks({
  history,
  filters,
  label,
  signal,
  pageSize = HISTORY_EXPORT_PAGE_SIZE,
  profile = 'generic',
}: HistoryCsvChunksOptions): AsyncGenerator<HistoryCsvChunk, HistoryExportProgress> {
  const columns = taxExportColumns(profile, label);
  const { product } = filters;
  const params = historyFilterParams(filters);
  let progress: HistoryExportProgress = { pages: 0, records: 0, total: null };
  yield { text: CSV_BYTE_ORDER_MARK + csvHeaderLine(columns), progress };
  let longestPage = 0;
  for (let page = 1; ; page++) {
    signal?.throwIfAborted();
    const query = { ...params, page, limit: pageSize };
    const answer =
      product === 'fixed'
        ? await history.fixedHistory(query, { signal })
        : await history.flexibleHistory(query, { signal });
    const { list } = answer;
    if (list.length === 0) return progress;
    const total = product === 'fixed' ? answer.total : null;
    progress = { pages: page, records: progress.records + list.length, total };
    yield {
      text: csvLines(
        list.flatMap((record) => taxEntries({ product, record })),
        columns,
      ),
      progress,
    };
    if (list.length < longestPage || (total !== null && progress.records >= total)) return progress;
    longestPage = Math.max(longestPage, list.length);
  }
}
