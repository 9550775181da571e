export { VipWealth } from './VipWealth';
export type { VipWealthProps } from './VipWealth';
export { initialVipWealthState, vipWealthReducer } from './vipWealth.reducer';
export type { VipWealthDialog, VipWealthEvent, VipWealthState } from './vipWealth.reducer';
