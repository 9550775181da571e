// The VIP wealth screen alone, so My earn loads it with its tab (see subscribeFlow.ts).
export { VipWealth } from 'earnkit/flows';
