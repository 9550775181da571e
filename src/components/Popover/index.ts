export { PopoverContent, PopoverRoot, PopoverTrigger } from './Popover';
export type { PopoverContentProps, PopoverRootProps, PopoverTriggerProps } from './Popover';
