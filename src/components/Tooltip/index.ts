export { Tooltip } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export { useTooltipState } from './useTooltipState';
export type { TooltipState, TooltipStateOptions } from './useTooltipState';
