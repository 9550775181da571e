// Auto-earn (AE-*): the toggle with its confirm dialog, the settings modal and the card.
export { AutoEarnCard } from './AutoEarnCard';
export type { AutoEarnCardProps } from './AutoEarnCard';
export { AutoEarnOverviewCard } from './AutoEarnCardFrame';
export type { AutoEarnOverviewCardProps } from './AutoEarnCardFrame';
export { AutoEarnConfirm } from './AutoEarnConfirm';
export type { AutoEarnConfirmProps } from './AutoEarnConfirm';
export { AutoEarnSettings } from './AutoEarnSettings';
export type { AutoEarnSettingsProps } from './AutoEarnSettings';
export { useAutoEarnToggle } from './useAutoEarnToggle';
export type { AutoEarnToggle, UseAutoEarnToggleOptions } from './useAutoEarnToggle';
export { autoEarnToggleReducer, canRequestAutoEarnToggle, initialAutoEarnToggleState } from './autoEarnToggle.reducer';
export type { AutoEarnToggleEvent, AutoEarnToggleState } from './autoEarnToggle.reducer';
export {
  AUTO_EARN_SEARCH_DEBOUNCE_MS,
  autoEarnListQuery,
  autoEarnSettingsReducer,
  initialAutoEarnSettingsState,
} from './autoEarnSettings.reducer';
export type { AutoEarnSettingsEvent, AutoEarnSettingsState } from './autoEarnSettings.reducer';
export { AUTO_EARN_LIST_HEIGHT_PX } from './constants';
