export { ResultDialog } from './ResultDialog';
export type { ResultDialogAction, ResultDialogProps, ResultDialogRow } from './ResultDialog';
export { FailureDialog, InfoDialog, SuccessDialog } from './statusDialogs';
export type { StatusDialogProps } from './statusDialogs';
export type { ResultStatus } from './ResultIcon';
export { resultStatusNames } from './ResultDialog.css';
