export { StakeSuccessDialog } from './StakeSuccessDialog';
export type { StakeSuccessDialogProps } from './StakeSuccessDialog';
export { CandyDropCard } from './CandyDropCard';
export type { CandyDropCardProps } from './CandyDropCard';
