/** Error keys the wealth validators return; each is a key of the 'wealth' message namespace. */
export type WealthErrorKey =
  | 'wealth.subscribe.precision'
  | 'wealth.subscribe.inadequateBalance'
  | 'wealth.subscribe.lessThanMinimum'
  | 'wealth.redeem.precision'
  | 'wealth.redeem.lessRedeemableUnits';
