// My earn (DEC-31): the totals across product families, the maturity calendar and a tab per family.
export { MY_EARN_TABS, MyEarn, myEarnTabFromQuery } from './MyEarn';
export type { MyEarnProps, MyEarnTab } from './MyEarn';
