export { RedeemDialog, REDEEM_DIALOG_MODES } from './RedeemDialog';
export type {
  RedeemDialogAutoOption,
  RedeemDialogMode,
  RedeemDialogProps,
  RedeemDialogValidation,
} from './RedeemDialog';
