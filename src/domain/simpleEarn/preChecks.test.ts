import { describe, expect, it } from 'vitest';
import { FixedProductType } from './constants';
import {
  flexibleRedeemPreCheck,
  isSubscribableByCheck,
  requiresEligibilityCheck,
  specialProductEligibility,
  subscribePreCheck,
  tradeInfoMarket,
} from './preChecks';

describe('subscribe flow checks', () => {
  it.each([
    [FixedProductType.special, true],
    [FixedProductType.normal, false],
    [FixedProductType.vip, false],
  ])('SE-SPECIAL-01 product type %i needs the eligibility check: %s', (type, expected) => {
    expect(requiresEligibilityCheck(type)).toBe(expected);
  });

  it.each([
    ['an allowing answer', { ok: true, isAbleSubscribe: true } as const, true],
    ['a refusing answer', { ok: true, isAbleSubscribe: false } as const, false],
    ['a failed call', { ok: false } as const, false],
  ])('SE-ERR-08 %s counts as subscribable: %s', (_name, outcome, expected) => {
    expect(isSubscribableByCheck(outcome)).toBe(expected);
  });

  it('SE-SUB-13 SE-SPECIAL-02 a failed special check opens the ineligible notice', () => {
    expect(specialProductEligibility(FixedProductType.special, { ok: true, isAbleSubscribe: false })).toEqual({
      ok: false,
      error: { key: 'simple.event.ineligible' },
    });
    expect(specialProductEligibility(FixedProductType.special, { ok: false }).ok).toBe(false);
  });

  it('SE-SPECIAL-01 a passed special check and any non-special product go on', () => {
    expect(specialProductEligibility(FixedProductType.special, { ok: true, isAbleSubscribe: true }).ok).toBe(true);
    expect(specialProductEligibility(FixedProductType.normal, { ok: false }).ok).toBe(true);
  });

  it.each([
    [true, true, false],
    [true, false, true],
    [false, true, true],
    [false, false, true],
  ])('SE-SUB-15 use_funding %s and locked %s: subscribe allowed %s', (useFunding, locked, allowed) => {
    const result = subscribePreCheck({ useFunding, locked });
    expect(result.ok).toBe(allowed);
    if (!result.ok) expect(result.error.key).toBe('lend_earn.notsubscribe.toast');
  });

  it.each([
    [true, true, false],
    [true, false, true],
    [false, true, true],
  ])(
    'DEC-24 SE-REDEEM-08 SE-REDEEM-11 use_funding %s and locked %s: redeem allowed %s',
    (useFunding, locked, allowed) => {
      const result = flexibleRedeemPreCheck({ useFunding, locked });
      expect(result.ok).toBe(allowed);
      if (!result.ok) expect(result.error.key).toBe('lend_earn.notredeem.toast');
    },
  );

  it.each([
    ['BTC', 'BTC_USDT'],
    ['eth', 'ETH_USDT'],
    [' sol ', 'SOL_USDT'],
  ])('SE-API-18 SE-SUB-14 SE-REDEEM-08 P-13 the trade-info pre-check of %j asks about market %s', (asset, market) => {
    expect(tradeInfoMarket(asset)).toBe(market);
  });
});
