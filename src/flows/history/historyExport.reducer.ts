/**
 * The steps of a history export: idle, exporting (pages and records so far), then done, cancelled or failed, each
 * keeping the progress it reached so the status line can say how far it came.
 */
import type { HistoryExportProgress } from './historyCsvExport';

export type HistoryExportPhase = 'idle' | 'exporting' | 'done' | 'cancelled' | 'failed';

export interface HistoryExportState {
  readonly phase: HistoryExportPhase;
  readonly progress: HistoryExportProgress;
  /** The name of the file once written. */
  readonly fileName: string | null;
}

export type HistoryExportEvent =
  | { readonly type: 'EXPORT.START' }
  | { readonly type: 'EXPORT.PROGRESS'; readonly progress: HistoryExportProgress }
  | { readonly type: 'EXPORT.DONE'; readonly fileName: string }
  | { readonly type: 'EXPORT.CANCEL' }
  | { readonly type: 'EXPORT.FAIL' };

const NO_PROGRESS: HistoryExportProgress = { pages: 0, records: 0, total: null };

export const initialHistoryExportState: HistoryExportState = { phase: 'idle', progress: NO_PROGRESS, fileName: null };

/** Whether an export is running: a second one does not start, and only it takes progress. */
const isExporting = (state: HistoryExportState) => state.phase === 'exporting';

export function historyExportReducer(state: HistoryExportState, event: HistoryExportEvent): HistoryExportState {
  switch (event.type) {
    case 'EXPORT.START':
      return isExporting(state) ? state : { phase: 'exporting', progress: NO_PROGRESS, fileName: null };
    case 'EXPORT.PROGRESS':
      return isExporting(state) ? { ...state, progress: event.progress } : state;
    case 'EXPORT.DONE':
      return isExporting(state) ? { ...state, phase: 'done', fileName: event.fileName } : state;
    case 'EXPORT.CANCEL':
      return isExporting(state) ? { ...state, phase: 'cancelled' } : state;
    case 'EXPORT.FAIL':
      return isExporting(state) ? { ...state, phase: 'failed' } : state;
    default:
      return state;
  }
}
