import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedProductType, SaleStatus } from './constants';
import {
  isVipProduct,
  isWithinVipRange,
  usesVipPaths,
  vipAccessMessage,
  vipRangeLabel,
  vipUpgradePath,
} from './vipAccess';

const vipProduct = { type: FixedProductType.vip, minVip: 3, maxVip: 6, saleStatus: SaleStatus.subscribable } as const;

describe('vipAccessMessage', () => {
  it('SE-VIP-02 SE-SUB-04 a level above the range sees the VIP-exclusive message', () => {
    expect(vipAccessMessage(7, vipProduct)).toEqual({
      kind: 'aboveRange',
      key: 'simpleEarn.vip.exclusive',
      params: { min: 3, max: 6 },
    });
  });

  it('SE-VIP-03 a level below the range sees the upgrade message linking to /vip?upTo={min}', () => {
    expect(vipAccessMessage(1, vipProduct)).toEqual({
      kind: 'belowRange',
      key: 'simpleEarn.vip.upgrade',
      params: { level: 3 },
      upgradePath: '/vip?upTo=3',
    });
  });

  it.each([
    ['SE-PROD-04 the lowest level of the range', 3, vipProduct],
    ['SE-PROD-04 the highest level of the range', 6, vipProduct],
    ['SE-VIP-04 above the range but sold out', 9, { ...vipProduct, saleStatus: SaleStatus.soldOut }],
    ['SE-VIP-04 below the range but sold out', 0, { ...vipProduct, saleStatus: SaleStatus.soldOut }],
    ['SE-PROD-04 a normal product', 0, { ...vipProduct, type: FixedProductType.normal }],
  ])('%s shows nothing', (_name, level, product) => {
    expect(vipAccessMessage(level, product)).toBeNull();
  });

  it('SE-PROD-04 property: a message shows exactly when a VIP product is subscribable and the level is out of range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.boolean(),
        (level, a, b, soldOut) => {
          const product = {
            ...vipProduct,
            minVip: Math.min(a, b),
            maxVip: Math.max(a, b),
            saleStatus: soldOut ? SaleStatus.soldOut : SaleStatus.subscribable,
          };
          const shown = vipAccessMessage(level, product) !== null;
          expect(shown).toBe(!soldOut && !isWithinVipRange(level, product));
        },
      ),
    );
  });
});

describe('VIP labels and links', () => {
  it('SE-VIP-05 the fixed-reward VIP label reads V{min}-V{max}', () => {
    expect(vipRangeLabel({ minVip: 1, maxVip: 16 })).toBe('V1-V16');
  });

  it.each([
    [undefined, '/vip'],
    [5, '/vip?upTo=5'],
  ])('SE-LINK-01 SE-VIP-01 upgrade link for %s is %s', (level, path) => {
    expect(vipUpgradePath(level)).toBe(path);
  });

  it.each([
    [FixedProductType.normal, false],
    [FixedProductType.vip, true],
    [FixedProductType.special, false],
  ])('SE-PROD-04 product type %i is VIP: %s', (type, expected) => {
    expect(isVipProduct({ type })).toBe(expected);
  });
});

describe('usesVipPaths', () => {
  it.each([
    [true, FixedProductType.normal, true],
    [true, FixedProductType.vip, true],
    [false, FixedProductType.vip, true],
    [false, FixedProductType.normal, false],
    [false, FixedProductType.special, false],
  ])('SH-VIP-01 SH-VIP-02 in the VIP section: %s, product type %i: VIP paths %s', (inVipSection, type, expected) => {
    expect(usesVipPaths(inVipSection, type)).toBe(expected);
  });
});
