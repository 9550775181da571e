export { OptionGroup } from './OptionGroup';
export type { OptionGroupLayout, OptionGroupOption, OptionGroupProps } from './OptionGroup';
export { optionGroupLayoutNames } from './OptionGroup.css';
export { messageWithElements } from './messageWithElements';
