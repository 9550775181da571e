// The dual-earn orders alone, so My earn loads them with their tab (see subscribeFlow.ts).
export { DualEarnOrders } from 'earnkit/flows';
