export { Switch } from './Switch';
export type { SwitchProps, SwitchSize } from './Switch';
export { DeferredSwitch } from './DeferredSwitch';
export type { DeferredSwitchProps } from './DeferredSwitch';
export { switchSizeNames } from './Switch.css';
