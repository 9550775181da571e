// The Simple Earn home (SE-ROUTE-01): the product list, its reducer and rows; the FAQ (SE-ROUTE-06); the VIP upgrade
// guide (SE-VIP-01).
export { SimpleEarnProducts } from './SimpleEarnProducts';
export { AccountLinks, DEFAULT_ACCOUNT_PATHS } from './AccountLinks';
export type { AccountLinksProps, SimpleEarnAccountPaths } from './AccountLinks';
export type { SimpleEarnProductsProps } from './SimpleEarnProducts';
export type { ProductCellContext, SubscribeRequest } from './productContext';
export { productColumns } from './productColumns';
export { AprRangeCell, ProductTermsCell } from './ProductOffers';
export {
  PRODUCT_FILTERS,
  PRODUCT_SORTS,
  canShowMoreLocally,
  initialProductListState,
  normalisedSearch,
  pagesOnServer,
  productListReducer,
} from './productList.reducer';
export type { ProductFilter, ProductListEvent, ProductListState, ProductSort } from './productList.reducer';
export {
  aprRangeOf,
  arrangeRows,
  fixedProductsByAsset,
  fixedRows,
  fixedTermDays,
  flexibleOfferOf,
  marketRows,
  matchesSearch,
  productTermsOf,
} from './productRows';
export type { FlexibleOffer, ProductRow, ProductTerm } from './productRows';
export { FIXED_PRODUCTS_PER_TYPE, useProductListView } from './useProductListView';
export type { ProductListView } from './useProductListView';
export { VipUpgradeGuide } from './VipUpgradeGuide';
export type { VipUpgradeGuideProps } from './VipUpgradeGuide';
export { SIMPLE_EARN_FAQ, SIMPLE_EARN_HELP_LINKS, SIMPLE_EARN_LEGAL_LINKS, SimpleEarnFaq } from './SimpleEarnFaq';
export type { SimpleEarnFaqId, SimpleEarnFaqProps } from './SimpleEarnFaq';
