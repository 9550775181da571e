import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { rate } from './stakingProduct.fixture';
import { applyVipDiscount, isVipDiscountPanelShown, vipDiscountFor } from './vip';

const tiers = [
  { minTier: 1, maxTier: 3, vipSale: '0.1' },
  { minTier: 4, maxTier: 7, vipSale: '0.2' },
  { minTier: 8, maxTier: 16, vipSale: '0.35' },
];

describe('vipDiscountFor', () => {
  it.each([
    [0, null],
    [1, '0.1'],
    [3, '0.1'],
    [4, '0.2'],
    [16, '0.35'],
    [17, null],
    [null, null],
  ])('ST-VIP-01 ST-DATA-20 tier %s gets vip_sale %s', (tier, sale) => {
    expect(vipDiscountFor(tier, tiers)?.vipSale ?? null).toBe(sale);
  });

  it('ST-VIP-01 no config gives no discount', () => {
    expect(vipDiscountFor(5, null)).toBeNull();
  });
});

describe('isVipDiscountPanelShown', () => {
  it.each([
    ['ST-VIP-02 no vip_config', null, 5, false, false],
    ['ST-VIP-02 an empty vip_config', [], 5, false, false],
    ['ST-VIP-03 tier unknown', tiers, null, false, false],
    ['ST-VIP-04 crowd mode', tiers, 5, true, false],
    ['ST-VIP-02 ST-VIP-03 ST-VIP-04 config, tier known, not crowd', tiers, 5, false, true],
  ] as const)('%s: shown %s', (_case, vipConfig, tier, isCrowd, expected) => {
    expect(isVipDiscountPanelShown({ vipConfig, tier, isCrowd })).toBe(expected);
  });
});

describe('applyVipDiscount', () => {
  it.each([
    ['0.1', '0.2', '0.08'],
    ['0.1', '0', '0.1'],
    ['0.1', '1', '0'],
    ['0.1', '1.5', '0'],
    ['0.1', '-0.5', '0.1'],
  ])('ST-VIP-01 fee %s with vip_sale %s becomes %s', (fee, sale, expected) => {
    expect(applyVipDiscount(rate(fee), sale)).toBe(expected);
  });

  it('ST-VIP-01 a discounted fee is never above the fee nor below 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 6 }),
        fc.integer({ min: -1_000_000, max: 2_000_000 }),
        (feeUnits, saleUnits) => {
          const fee = rate(
            toDecimal(String(feeUnits))
              .dividedBy(10 ** 6)
              .toFixed(),
          );
          const discounted = toDecimal(
            applyVipDiscount(
              fee,
              toDecimal(String(saleUnits))
                .dividedBy(10 ** 6)
                .toFixed(),
            ),
          );
          expect(discounted.lte(toDecimal(fee))).toBe(true);
          expect(discounted.gte(0)).toBe(true);
        },
      ),
    );
  });
});
