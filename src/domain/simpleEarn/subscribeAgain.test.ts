import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { BusinessType, FixedProductType, OperateFlag, SaleStatus } from './constants';
import type { FixedProduct } from './models';
import { bestRateSubscribableProduct, resolveSubscribeAgain, subscribeAgainGate } from './subscribeAgain';
import { rate } from './rates.testing';

// SE-DATA-02: a fixed product with every field the spec lists.
const product = (overrides: Partial<FixedProduct>): FixedProduct => ({
  id: 1,
  asset: 'USDT',
  type: FixedProductType.normal,
  minVip: 0,
  maxVip: 16,
  yearRate: rate('0.05'),
  lockUpPeriod: 30,
  saleStatus: SaleStatus.subscribable,
  minLendAmount: '10',
  userMaxLendVolume: '100000',
  ladderApr: [],
  bonusAsset: 'GT',
  bonusIcon: 'gt.svg',
  productAssetPrice: '1',
  bonusAssetPrice: '5',
  reinvest: OperateFlag.supported,
  redeemAccount: OperateFlag.supported,
  preRedeem: OperateFlag.notSupported,
  title: 'USDT 30 days',
  subtitle: 'Fixed',
  startTime: 0,
  endTime: 0,
  ...overrides,
});

describe('subscribeAgainGate', () => {
  it.each([
    [
      'a VIP product below tier 5 opens the upgrade guide',
      FixedProductType.vip,
      4,
      { kind: 'upgradeGuide', upTo: 5, path: '/vip?upTo=5' },
    ],
    ['a VIP product at tier 5 refetches', FixedProductType.vip, 5, { kind: 'refetch' }],
    ['a VIP product above tier 5 refetches', FixedProductType.vip, 9, { kind: 'refetch' }],
    ['a normal product needs no tier', FixedProductType.normal, 0, { kind: 'refetch' }],
    ['a special product needs no tier', FixedProductType.special, 0, { kind: 'refetch' }],
  ])('SE-AGAIN-01 SE-AGAIN-02 DEC-21 %s', (_name, type, level, expected) => {
    expect(subscribeAgainGate(type, level)).toEqual(expected);
  });
});

describe('resolveSubscribeAgain', () => {
  const low = product({ id: 2, yearRate: rate('0.03') });
  const high = product({ id: 3, yearRate: rate('0.08') });
  const vipHigher = product({ id: 4, yearRate: rate('0.2'), type: FixedProductType.vip });
  const soldOutHigher = product({ id: 5, yearRate: rate('0.3'), saleStatus: SaleStatus.soldOut });

  it('SE-AGAIN-03 a subscribable refetched product opens its dialog', () => {
    const same = product({ id: 1 });
    expect(
      resolveSubscribeAgain({ refetchedProduct: same, products: [high], businessType: BusinessType.fixed }),
    ).toEqual({ kind: 'openProduct', product: same });
  });

  it.each([
    ['sold out', product({ saleStatus: SaleStatus.soldOut })],
    ['gone', null],
  ])(
    'SE-AGAIN-04 when the product is %s the best-rate normal subscribable product opens',
    (_name, refetchedProduct) => {
      const result = resolveSubscribeAgain({
        refetchedProduct,
        products: [low, vipHigher, soldOutHigher, high],
        businessType: BusinessType.fixed,
      });
      expect(result).toEqual({ kind: 'openBestRateProduct', product: high });
    },
  );

  it.each([
    ['flexible', BusinessType.flexible],
    ['flexed-flexible', BusinessType.flexedFlexible],
  ])('SE-AGAIN-05 with nothing subscribable and business type %s the flexible dialog opens', (_name, businessType) => {
    expect(
      resolveSubscribeAgain({ refetchedProduct: null, products: [vipHigher, soldOutHigher], businessType }),
    ).toEqual({ kind: 'openFlexible' });
  });

  it('SE-AGAIN-06 with nothing subscribable and business type fixed the user goes to /simple-earn', () => {
    expect(resolveSubscribeAgain({ refetchedProduct: null, products: [], businessType: BusinessType.fixed })).toEqual({
      kind: 'navigate',
      path: '/simple-earn',
    });
  });

  it('SE-AGAIN-04 property: the chosen product is normal, subscribable and has the highest such rate', () => {
    const candidate = fc.record({
      id: fc.integer({ min: 1, max: 1000 }),
      type: fc.constantFrom(FixedProductType.normal, FixedProductType.vip, FixedProductType.special),
      saleStatus: fc.constantFrom(SaleStatus.subscribable, SaleStatus.soldOut),
      yearRate: fc.integer({ min: 0, max: 10_000 }).map((n) => rate(toDecimal(String(n)).dividedBy(10_000).toFixed())),
    });
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 12 }), (fields) => {
        const products = fields.map((field) => product(field));
        const eligible = products.filter(
          (item) => item.type === FixedProductType.normal && item.saleStatus === SaleStatus.subscribable,
        );
        const best = bestRateSubscribableProduct(products);
        if (eligible.length === 0) {
          expect(best).toBeNull();
        } else {
          expect(best && eligible.includes(best)).toBe(true);
          for (const item of eligible)
            expect(toDecimal(item.yearRate).lessThanOrEqualTo(best?.yearRate ?? '0')).toBe(true);
        }
      }),
    );
  });
});
