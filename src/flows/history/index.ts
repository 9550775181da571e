// Simple Earn history (SE-HIST) and the cumulative interest dialog (SE-INT).
export { History } from './History';
export type { HistoryProps } from './History';
export { HistoryDialog } from './HistoryDialog';
export type { HistoryDialogProps } from './HistoryDialog';
export { CumulativeInterestDialog } from './CumulativeInterestDialog';
export type { CumulativeInterestDialogProps } from './CumulativeInterestDialog';
export { HourlyInterest } from './HourlyInterest';
export {
  defaultHistoryRange,
  historyPageSize,
  historyReducer,
  initialHistoryState,
  rangeTimes,
} from './historyFlow.reducer';
export type { HistoryEvent, HistoryState, HistoryVariant } from './historyFlow.reducer';
export { initialInterestState, interestMonthsOf, interestReducer } from './interestFlow.reducer';
export { useMonthlyInterest } from './useMonthlyInterest';
export type { InterestEvent, InterestState } from './interestFlow.reducer';
export { historyColumns, recordAmount, recordTime } from './historyColumns';
export { useHistoryCoins } from './useHistoryCoins';
// The history export (CSV, streamed page by page).
export { HistoryExport } from './HistoryExport';
export type { HistoryExportProps } from './HistoryExport';
export { HISTORY_EXPORT_PAGE_SIZE, historyCsvChunks } from './historyCsvExport';
export type { HistoryCsvChunk, HistoryCsvChunksOptions } from './historyCsvExport';
// The tax export's profiles (P-52): the generic CSV, Koinly's universal format, CoinTracker's.
export { TAX_EXPORT_PROFILES } from '../../domain/simpleEarn/taxExportProfiles';
export type { TaxExportProfile } from '../../domain/simpleEarn/taxExportProfiles';
export { historyFilterParams } from './historyFilters';
export type { HistoryFilters } from './historyFilters';
export { blobSink, downloadFile, filePickerSink, historyExportFileName, writeHistoryExport } from './historyExportFile';
export type { HistoryExportOutcome, HistoryExportSink, SaveHistoryFile } from './historyExportFile';
export { historyExportReducer, initialHistoryExportState } from '../shared/historyExport.reducer';
export type {
  HistoryExportEvent,
  HistoryExportPhase,
  HistoryExportProgress,
  HistoryExportState,
} from '../shared/historyExport.reducer';
