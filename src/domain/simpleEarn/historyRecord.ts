/**
 * What the history's table and its export both read of a record: when it happened, the amount it moved in which coin,
 * and its source's label. A module apart from the export's CSV columns (`historyExport.ts`), so the table carries
 * these and the columns load with the export.
 */
import { HistoryRecordType } from './constants';
import { historyModeMessageKey, historySourceMessageKey } from './history';
import type { HistoryMessageKey } from './historyMessageKeys';
import type { HistoryRecord } from './models';

/** A label key of the history (a record's type, mode or source). */
export type HistoryLabelKey = (typeof HistoryMessageKey)[keyof typeof HistoryMessageKey];

/** When a record happened, epoch ms. */
export function recordTime(record: HistoryRecord): number | undefined {
  return record.timeAt ?? record.createAt ?? record.uniqueTime;
}

/** The amount a record moved and its coin: a bonus is paid in its bonus coin, a rate-up as coupon interest. */
export function recordAmount(record: HistoryRecord): { readonly amount: string | undefined; readonly coin: string } {
  switch (record.type) {
    case HistoryRecordType.interest:
      return { amount: record.interest ?? record.amount, coin: record.asset };
    case HistoryRecordType.bonus:
      return { amount: record.bonusAmount ?? record.amount, coin: record.bonusAsset ?? record.asset };
    case HistoryRecordType.rateUp:
      return { amount: record.couponInterest ?? record.amount, coin: record.asset };
    default:
      return { amount: record.amount ?? record.principal ?? record.lendPrincipal, coin: record.asset };
  }
}

/** The label key of a record's source: its sub-business (launchpad, launchpool), else its mode. */
export function recordSourceMessageKey(record: HistoryRecord): HistoryLabelKey | null {
  return historySourceMessageKey(record.subBusiness) ?? historyModeMessageKey(record.mode);
}
