export { AprDetailDialog } from './AprDetailDialog';
export type { AprDetailDialogProps } from './AprDetailDialog';
export {
  APR_DETAIL_TABS,
  aprDetailReducer,
  canSaveMinimumApr,
  initialAprDetailState,
  minimumAprValidation,
} from './aprDetail.reducer';
export type { AprDetailEvent, AprDetailState, AprDetailTab } from './aprDetail.reducer';
