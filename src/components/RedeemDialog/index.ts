export { RedeemDialog, REDEEM_DIALOG_MODES } from './RedeemDialog';
export type { RedeemDialogAutoOption, RedeemDialogMode, RedeemDialogProps } from './RedeemDialog';
