export { FundingPasswordModal } from './FundingPasswordModal';
export type { FundingPasswordModalProps } from './FundingPasswordModal';
export { fundingPasswordFailureOf } from './fundingPasswordFailure';
export type { FundingPasswordFailure, FundingPasswordFailureReason } from './fundingPasswordFailure';
export { useFundingPasswordPrompt } from './useFundingPasswordPrompt';
export type {
  FundingPasswordRequest,
  UseFundingPasswordPromptOptions,
  UseFundingPasswordPromptResult,
} from './useFundingPasswordPrompt';
