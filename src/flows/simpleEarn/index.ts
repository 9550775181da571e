// Simple Earn flows: subscribe, flexible redeem, early redeem, APR detail, auto-renew confirm.
export * from './SubscribeFlow';
export * from './FlexibleRedeemFlow';
export * from './EarlyRedeemFlow';
export * from './AprDetailDialog';
export * from './AutoRenewConfirm';
