export { RedeemToSelector } from './RedeemToSelector';
export type { RedeemToSelectorProps } from './RedeemToSelector';
