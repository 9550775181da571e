/**
 * The history export's one column set (documented in docs/flows.md, History export): what a history record
 * becomes in the CSV. Headers are fixed English identifiers in every language, so a script reading the file never
 * depends on the user's locale; the type and source columns carry the label the user reads in the table, in the
 * user's language, beside the spec's type code. Amounts are the exact strings the exchange sent; times are ISO 8601
 * in UTC.
 */
import type { CsvColumn } from '../shared/csv';
import { historyTypeMessageKey } from './history';
import { recordAmount, recordSourceMessageKey, recordTime, type HistoryLabelKey } from './historyRecord';
import type { HistoryRecord } from './models';
import type { SimpleEarnProductKind } from './products';

/** A record with the product it came from: one row of the export. */
export interface HistoryExportRow {
  readonly product: SimpleEarnProductKind;
  readonly record: HistoryRecord;
}

/** ISO 8601 in UTC, or an empty cell for a record without a time. */
function isoTime(ms: number | undefined): string | undefined {
  return ms === undefined || !Number.isFinite(ms) ? undefined : new Date(ms).toISOString();
}

/**
 * The export's columns, in order. `label` turns a message key into the user's language (the flow's translate);
 * a record type or source the spec does not name leaves its label empty.
 */
export function historyExportColumns(label: (key: HistoryLabelKey) => string): readonly CsvColumn<HistoryExportRow>[] {
  const labelOf = (key: HistoryLabelKey | null) => (key ? label(key) : undefined);
  return [
    { header: 'time_utc', cell: ({ record }) => isoTime(recordTime(record)) },
    { header: 'product', cell: ({ product }) => product },
    { header: 'record_id', cell: ({ record }) => String(record.id) },
    { header: 'coin', cell: ({ record }) => record.asset },
    { header: 'type', cell: ({ record }) => String(record.type) },
    { header: 'type_label', cell: ({ record }) => labelOf(historyTypeMessageKey(record.type)) },
    { header: 'amount', cell: ({ record }) => recordAmount(record).amount },
    { header: 'amount_coin', cell: ({ record }) => recordAmount(record).coin },
    { header: 'term_days', cell: ({ record }) => (record.lockUpPeriod ? String(record.lockUpPeriod) : undefined) },
    { header: 'apr', cell: ({ record }) => record.yearRate },
    { header: 'source', cell: ({ record }) => labelOf(recordSourceMessageKey(record)) },
    { header: 'order_id', cell: ({ record }) => record.orderId },
  ];
}
