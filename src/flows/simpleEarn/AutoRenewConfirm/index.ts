export { AutoRenewConfirm } from '../../shared/AutoRenewConfirm';
export type { AutoRenewConfirmProps } from '../../shared/AutoRenewConfirm';
export { AutoRenewSwitch } from './AutoRenewSwitch';
export type { AutoRenewSwitchProps } from './AutoRenewSwitch';
export { autoRenewReducer, canRequestAutoRenewToggle, initialAutoRenewState } from './autoRenew.reducer';
export type { AutoRenewEvent, AutoRenewPhase, AutoRenewState } from './autoRenew.reducer';
