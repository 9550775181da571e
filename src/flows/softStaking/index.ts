// Soft staking flows: each screen adds its own export line here.
export { SOFT_STAKING_AGREEMENT_PATH, SOFT_STAKING_TOAST_ID, SoftStakingSwitch } from './SoftStakingSwitch';
export type { SoftStakingSwitchProps } from './SoftStakingSwitch';
export { initialSoftStakingSwitchState, softStakingSwitchReducer } from './softStakingSwitch.reducer';
export type {
  SoftStakingSwitchEvent,
  SoftStakingSwitchPhase,
  SoftStakingSwitchState,
} from './softStakingSwitch.reducer';
