import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ELIGIBILITY_FOOTER_ROUTES,
  FUNDS_SOURCE_OPTIONS,
  fundsSourceRoute,
  fundsSourceSkeletonCount,
  visibleFundsSourceOptions,
  type FundsSourceContext,
} from './fundsSource';

const global = { complianceMenu: [], site: 'global', isMobile: false } as const satisfies FundsSourceContext;

describe('funds-source chooser', () => {
  it('LP-FUNDS-01 offers up to four options: deposit, express buy, transfer, spot trade', () => {
    expect(visibleFundsSourceOptions(global)).toEqual(['deposit', 'expressBuy', 'transfer', 'spotTrade']);
  });

  it('LP-FUNDS-02 LP-FUNDS-03 shows 3 skeletons on mobile and 4 on desktop while loading', () => {
    expect(fundsSourceSkeletonCount(true)).toBe(3);
    expect(fundsSourceSkeletonCount(false)).toBe(4);
  });

  it.each<[string, Partial<FundsSourceContext>, string[]]>([
    [
      'LP-FUNDS-04 LP-FUNDS-05 a compliance entry for express hides express buy',
      { complianceMenu: ['express'] },
      ['deposit', 'transfer', 'spotTrade'],
    ],
    [
      'LP-FUNDS-04 LP-FUNDS-06 a compliance entry for spot hides spot trade',
      { complianceMenu: ['Spot'] },
      ['deposit', 'expressBuy', 'transfer'],
    ],
    [
      'LP-FUNDS-04 an unrelated compliance entry hides nothing',
      { complianceMenu: ['futures'] },
      ['deposit', 'expressBuy', 'transfer', 'spotTrade'],
    ],
    [
      'LP-FUNDS-07 LP-FUNDS-08 SH-US-03 SH-US-04 the US site hides express buy and transfer',
      { site: 'us' },
      ['deposit', 'spotTrade'],
    ],
    ['LP-FUNDS-09 mobile hides transfer', { isMobile: true }, ['deposit', 'expressBuy', 'spotTrade']],
    [
      'LP-FUNDS-04 LP-FUNDS-07 everything at once leaves deposit',
      { site: 'us', isMobile: true, complianceMenu: ['express', 'spot'] },
      ['deposit'],
    ],
  ])('%s', (_label, context, expected) => {
    expect(visibleFundsSourceOptions({ ...global, ...context })).toEqual(expected);
  });

  it('LP-FUNDS-04 property: options only ever disappear, keep their order, and deposit always shows', () => {
    fc.assert(
      fc.property(
        fc.subarray(['express', 'spot', 'futures', 'deposit']),
        fc.constantFrom('global', 'us' as const),
        fc.boolean(),
        (complianceMenu, site, isMobile) => {
          const visible = visibleFundsSourceOptions({ complianceMenu, site, isMobile });
          expect(visible).toEqual(FUNDS_SOURCE_OPTIONS.filter((option) => visible.includes(option)));
          expect(visible[0]).toBe('deposit');
          if (site === 'us' || isMobile) expect(visible).not.toContain('transfer');
        },
      ),
    );
  });

  it.each([
    ['LP-ROUTE-01 deposit', 'deposit', 'btc', '/myaccount/deposit/BTC'],
    ['LP-ROUTE-02 express buy', 'expressBuy', 'BTC', '/crypto/buy?crypto=USDT'],
    ['LP-ROUTE-05 transfer', 'transfer', 'BTC', '/futures/USDT/BTC_USDT'],
    ['LP-ROUTE-03 spot trade', 'spotTrade', 'ETH', '/trade/ETH_USDT'],
  ] as const)('%s DEC-12 goes to its route', (_label, option, coin, route) => {
    expect(fundsSourceRoute(option, coin)).toBe(route);
  });

  it('LP-ROUTE-04 LP-ROUTE-05 LP-ELIG-05 LP-ELIG-06 DEC-12 the eligibility footer goes to futures and to BTC spot trade', () => {
    expect(ELIGIBILITY_FOOTER_ROUTES).toEqual({ futures: '/futures/USDT/BTC_USDT', spotTrade: '/trade/BTC_USDT' });
  });
});
