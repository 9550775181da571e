// The staking pages (DEC-28): the product list and the detail page.
export { StakingProducts, defaultStakingDetailHref } from './StakingProducts';
export type { StakingProductsProps } from './StakingProducts';
export { StakingDetail } from './StakingDetail';
export type { StakingDetailProps } from './StakingDetail';
export { StakingAprTrendDialog } from './StakingAprTrendDialog';
export type { StakingAprTrendDialogProps } from './StakingAprTrendDialog';
export { DEFAULT_STAKING_FUND_PATHS } from './StakingLinks';
export type { StakingFundPaths } from './StakingLinks';
