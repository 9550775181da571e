export { useRadioGroup } from './useRadioGroup';
export type { RadioGroupRootProps, RadioProps, UseRadioGroupOptions, UseRadioGroupResult } from './useRadioGroup';
