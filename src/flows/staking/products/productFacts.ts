// What the staking pages say about a product, worked out once for the list and the detail page.
import { toDecimal } from '../../../domain/decimal';
import { autoSelectProtocol } from '../../../domain/staking/defi';
import { stakingProductKind, type StakingProductKind } from '../../../domain/staking/product';
import type { StakingProduct } from '../../../domain/staking/product.types';
import type { Rate } from '../../../domain/shared/rate';
import type { MessageKey } from '../../../i18n/catalogue/en';

/** The kind tag of a product (DEC-28: plain / DeFi / mint), by its kind (ST-PROD-01). */
export const KIND_LABELS: Record<StakingProductKind, MessageKey> = {
  plain: 'stakingPages.kind.plain',
  defi: 'stakingPages.kind.defi',
  debt: 'stakingPages.kind.debt',
};

/** The pid of a stake or redeem with no DeFi protocol (ST-API-16: pid is sent only when it is not -1). */
export const NO_PROTOCOL = -1;

/** The figures a product is listed with. */
export interface ProductFacts {
  readonly kind: StakingProductKind;
  /** The coin staked: the product's coin, or the mortgage coin a mint product takes (USDT for GUSD). */
  readonly stakeCoin: string;
  /** The APR shown: the highest of the protocols' for DeFi (an 'up to' rate), the product's otherwise. */
  readonly apr: Rate;
  readonly aprUpTo: boolean;
  /** The minimum stake, in `stakeCoin`: the smallest of the protocols' for DeFi. */
  readonly minimum: string;
  /** The protocol a Stake without a choice goes to: the highest rate's (ST-DEFI-01), or none. */
  readonly defaultPid: number;
}

function smallest(amounts: readonly string[]): string {
  return amounts.reduce((low, amount) => (toDecimal(amount).lt(toDecimal(low)) ? amount : low));
}

/** The list's and the detail's figures of `product` whose coin is `coin`. */
export function productFacts(coin: string, product: StakingProduct): ProductFacts {
  const kind = stakingProductKind(product);
  if (kind === 'defi' && product.defi.length > 0) {
    return {
      kind,
      stakeCoin: coin,
      apr: product.mostRate,
      aprUpTo: product.defi.length > 1,
      minimum: smallest(product.defi.map((protocol) => protocol.minMortgageAmount)),
      defaultPid: autoSelectProtocol(product.defi)?.pid ?? NO_PROTOCOL,
    };
  }
  return {
    kind,
    stakeCoin: kind === 'debt' ? product.mortgageCoin.split(',')[0]!.trim() : coin,
    apr: product.rate,
    aprUpTo: false,
    minimum: product.minMortgageAmount,
    defaultPid: NO_PROTOCOL,
  };
}
