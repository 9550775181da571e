// Soft staking domain: the on/off switch with terms (SS-*).
export {
  SOFT_STAKING_CLOSE_CHOICES,
  canActivateSoftStaking,
  softStakingStatusAfter,
  softStakingSwitchStatus,
} from './activation';
export type { SoftStakingAction, SoftStakingErrorKey } from './activation';
