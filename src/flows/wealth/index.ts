// VIP wealth flows: the subscribe-more and redeem modals (VW-SUB-*, VW-REDEEM-*, VW-ERR-*).
export * from './WealthSubscribeFlow';
export * from './WealthRedeemFlow';
