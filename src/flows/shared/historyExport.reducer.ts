/**
 * The steps of an export of earn history (the history's Export CSV, My earn's export of every family): idle,
 * exporting (pages and records so far), then done, cancelled or failed, each
 * keeping the progress it reached so the status line can say how far it came.
 */
import type { useTranslate } from '../../context';

/** How far an export has come: pages and records written, and the total when the call gives one (fixed). */
export interface HistoryExportProgress {
  readonly pages: number;
  readonly records: number;
  readonly total: number | null;
}

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

/** The export's polite status line (the `holdingsFlows.history.export.*` strings), '' while idle. */
export function historyExportStatus(state: HistoryExportState, t: ReturnType<typeof useTranslate>): string {
  const { records, pages, total } = state.progress;
  switch (state.phase) {
    case 'exporting':
      return total === null
        ? t('holdingsFlows.history.export.progress', { records, pages })
        : t('holdingsFlows.history.export.progressOfTotal', { records, total });
    case 'done':
      return t('holdingsFlows.history.export.done', { records, fileName: state.fileName ?? '' });
    case 'cancelled':
      return t('holdingsFlows.history.export.cancelled', { records });
    case 'failed':
      return t('holdingsFlows.history.export.failed');
    default:
      return '';
  }
}
