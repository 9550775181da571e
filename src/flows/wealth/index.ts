// VIP wealth flows: the page (DEC-29), the subscribe-more and redeem modals (VW-SUB-*, VW-REDEEM-*, VW-ERR-*).
export * from './WealthSubscribeFlow';
export * from './WealthRedeemFlow';
export * from './VipWealth';
