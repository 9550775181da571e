// Test support only (not exported): products for TermSelector tests and stories, in the domain's own shapes.
import { rateFromFraction, type Rate } from '../../domain/shared/rate';
import { BusinessType, FixedProductType, OperateFlag, SaleStatus } from '../../domain/simpleEarn/constants';
import type { FixedProduct, FlexibleProduct, LadderTier } from '../../domain/simpleEarn/models';

function rate(text: string): Rate {
  const parsed = rateFromFraction(text);
  if (parsed === null) throw new Error(`not a rate: ${text}`);
  return parsed;
}

/** A subscribable normal fixed product of `days` at `yearRate`, with any field overridden. */
export function fixedProduct(days: number, yearRate: string, overrides: Partial<FixedProduct> = {}): FixedProduct {
  return {
    id: days,
    asset: 'USDT',
    type: FixedProductType.normal,
    minVip: 0,
    maxVip: 0,
    yearRate: rate(yearRate),
    lockUpPeriod: days,
    saleStatus: SaleStatus.subscribable,
    minLendAmount: '10',
    userMaxLendVolume: '100000',
    ladderApr: [],
    reinvest: OperateFlag.supported,
    redeemAccount: OperateFlag.supported,
    preRedeem: OperateFlag.supported,
    title: `USDT ${days} days`,
    ...overrides,
  };
}

/** Ladder tiers from fraction text. */
export function ladderOf(tiers: readonly { left: string; right: string; apr: string }[]): LadderTier[] {
  return tiers.map((tier) => ({ ...tier, apr: rate(tier.apr) }));
}

/** The flexible USDT product at `nextRate`, with a bonus ladder when `ladder` is given. */
export function flexibleProduct(
  nextRate: string,
  ladder: { left: string; right: string; apr: string }[] = [],
): FlexibleProduct {
  return {
    asset: 'USDT',
    minLendAmount: '1',
    limitMinLendRateYear: rate('0.0001'),
    nextTimeRateYear: rate(nextRate),
    ladderApr: ladderOf(ladder),
    fixedList: [],
    businessType: BusinessType.flexedFlexible,
    isOpenAwardPool: ladder.length > 0,
    awardAsset: ladder.length > 0 ? 'GT' : undefined,
    lendRatio: '0.2',
  };
}

/** A ladder of two bonus tiers. */
export const bonusLadder = [
  { left: '0', right: '500', apr: '0.1' },
  { left: '500', right: '2000', apr: '0.03' },
];
