import { ResultDialog, type ResultDialogProps } from './ResultDialog';

/** The props of `SuccessDialog`, `FailureDialog` and `InfoDialog`: a `ResultDialog` without its status. */
export type StatusDialogProps = Omit<ResultDialogProps, 'status'>;

/** A result dialog reporting success (SH-DIALOG-01/02). */
export function SuccessDialog(props: StatusDialogProps) {
  return <ResultDialog status="success" {...props} />;
}

/** A result dialog reporting a failure (SH-DIALOG-01/02). */
export function FailureDialog(props: StatusDialogProps) {
  return <ResultDialog status="failure" {...props} />;
}

/** A result dialog giving information (SH-DIALOG-01/02). */
export function InfoDialog(props: StatusDialogProps) {
  return <ResultDialog status="info" {...props} />;
}
