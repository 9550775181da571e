import { SaleStatus } from './constants';

/** True when a product's sale_status is 2, sold out (SE-DATA-04). A flexible product is never sold out. */
export function isSoldOut(saleStatus: SaleStatus | null | undefined): boolean {
  return saleStatus === SaleStatus.soldOut;
}
