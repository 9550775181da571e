import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { toDecimal } from '../decimal';
import {
  currentStakeTerms,
  mortgageCoins,
  receivedOnRedeem,
  receivedOnStake,
  rewardCoins,
  stakingProductKind,
} from './product';
import type { StakingProduct, StakingProtocol } from './product.types';
import { protocol, rate, redeemExtra, stakingProduct } from './stakingProduct.fixture';

describe('stakingProductKind', () => {
  it.each([
    [{ isDefi: false, type: 1 as const }, 'plain'],
    [{ isDefi: false, type: 0 as const }, 'plain'],
    [{ isDefi: false, type: 2 as const }, 'debt'],
    [{ isDefi: true, type: 1 as const }, 'defi'],
    [{ isDefi: true, type: 2 as const }, 'defi'],
  ])('ST-PROD-01 ST-DATA-03 %o is %s staking', (product, kind) => {
    expect(stakingProductKind(product)).toBe(kind);
  });
});

describe('mortgageCoins', () => {
  it.each([
    ['BTC', ['BTC']],
    ['ETH,STETH', ['ETH', 'STETH']],
    [' usdt , usdc ,', ['USDT', 'USDC']],
    ['', []],
  ])('ST-DATA-01 %j lists the stake coins %j', (text, coins) => {
    expect(mortgageCoins(text)).toEqual(coins);
  });

  it('ST-DATA-01 every listed coin is a non-empty part of the comma list', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Z]{1,6}$/), { maxLength: 6 }), (coins) => {
        expect(mortgageCoins(coins.join(','))).toEqual(coins);
      }),
    );
  });
});

describe('rewardCoins', () => {
  it('ST-DATA-02 a plain product pays its reward_coin', () => {
    expect(rewardCoins(stakingProduct({ rewardCoin: 'GT' }))).toEqual(['GT']);
  });

  it('ST-PROD-02 ST-DATA-05 a DeFi protocol pays every coin of its reward list, each once', () => {
    const product = stakingProduct({
      isDefi: true,
      defi: [
        protocol({
          pid: 1,
          reward: [{ rewardCoin: 'ETH', rewardDelayDays: 1, interestDelayDays: 1, feeRate: rate('0.1') }],
        }),
        protocol({
          pid: 2,
          reward: [
            { rewardCoin: 'ETH', rewardDelayDays: 1, interestDelayDays: 1, feeRate: rate('0.1') },
            { rewardCoin: 'SSV', rewardDelayDays: 3, interestDelayDays: 1, feeRate: rate('0.2') },
            { rewardCoin: 'ETH', rewardDelayDays: 2, interestDelayDays: 1, feeRate: rate('0.1') },
          ],
        }),
      ],
    });
    expect(rewardCoins(product, 2)).toEqual(['ETH', 'SSV']);
    expect(rewardCoins(product, 1)).toEqual(['ETH']);
    expect(rewardCoins(product)).toEqual(['ETH']);
  });
});

describe('currentStakeTerms', () => {
  it('ST-AMT-02 ST-DATA-07 ST-DATA-08 a plain product uses its own terms and no pid', () => {
    const terms = currentStakeTerms(stakingProduct({ minMortgageAmount: '0.5', incomeDays: 4, rewardDelayDays: 2 }));
    expect(terms).toMatchObject({
      kind: 'plain',
      pid: -1,
      minMortgageAmount: '0.5',
      incomeDays: 4,
      rewardDelayDays: 2,
      crowdMortgageLimit: '2',
    });
  });

  it('ST-AMT-02 ST-DATA-04 a DeFi product uses the picked protocol terms, keeping the product crowd limit', () => {
    const product = stakingProduct({
      isDefi: true,
      defi: [
        protocol({ pid: 7, minMortgageAmount: '1' }),
        protocol({
          pid: 8,
          minMortgageAmount: '2',
          minRedeemAmount: '3',
          personalMortgageLimit: '40',
          incomeDays: 0,
          extra: redeemExtra({ redeemQuick: false }),
          reward: [
            { rewardCoin: 'ETH', rewardDelayDays: 5, interestDelayDays: 1, feeRate: rate('0.1') },
            { rewardCoin: 'SSV', rewardDelayDays: 2, interestDelayDays: 1, feeRate: rate('0.1') },
          ],
        }),
      ],
    });
    expect(currentStakeTerms(product, { pid: 8 })).toMatchObject({
      kind: 'defi',
      pid: 8,
      minMortgageAmount: '2',
      minRedeemAmount: '3',
      personalMortgageLimit: '40',
      crowdMortgageLimit: '2',
      incomeDays: 0,
      rewardDelayDays: 2,
      extra: { redeemQuick: false },
    });
    expect(currentStakeTerms(product, { pid: 99 })).toMatchObject({ pid: 7, minMortgageAmount: '1' });
  });

  it('ST-AMT-02 ST-DATA-06 a credit-debt product uses the picked debt entry terms', () => {
    const product = stakingProduct({
      type: 2,
      debt: [
        {
          coin: 'USDT',
          rate: rate('0.03'),
          minMortgageAmount: '10',
          minRedeemAmount: '5',
          personalMortgageLimit: '-1',
        },
        {
          coin: 'USDC',
          rate: rate('0.04'),
          minMortgageAmount: '20',
          minRedeemAmount: '6',
          personalMortgageLimit: '1000',
        },
      ],
    });
    expect(currentStakeTerms(product, { debtCoin: 'USDC' })).toMatchObject({
      kind: 'debt',
      minMortgageAmount: '20',
      minRedeemAmount: '6',
      personalMortgageLimit: '1000',
      rate: '0.04',
    });
    expect(currentStakeTerms(product)).toMatchObject({ minMortgageAmount: '10', personalMortgageLimit: '-1' });
  });

  it('ST-DATA-04 a DeFi product without protocols falls back to the product terms', () => {
    expect(currentStakeTerms(stakingProduct({ isDefi: true, defi: [] }))).toMatchObject({
      kind: 'defi',
      pid: -1,
      minMortgageAmount: '0.001',
    });
  });
});

describe('receivedOnStake and receivedOnRedeem', () => {
  it.each([
    ['default', '1.5', '1.5', '1.5'],
    ['asset', '2', '0.96', '1.92'],
    ['asset', '0.123456789', '1', '0.12345678'],
  ] as const)(
    'ST-DATA-11 a %s product staking %s at rate %s hands out %s',
    (exchangeType, amount, exchangeRate, received) => {
      expect(receivedOnStake(amount, { exchangeType, exchangeRate })).toBe(received);
    },
  );

  it.each([
    ['default', '3', '9', '3'],
    ['asset', '3', '1.0416', '3.1248'],
  ] as const)(
    'ST-DATA-11 a %s product redeeming %s at reverse rate %s pays %s',
    (exchangeType, amount, exchangeRateReverse, received) => {
      expect(receivedOnRedeem(amount, { exchangeType, exchangeRateReverse })).toBe(received);
    },
  );

  it('ST-DATA-11 a minted amount never exceeds amount × exchange rate and has at most 8 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.integer({ min: 0, max: 10 ** 6 }), (units, rateUnits) => {
        const amount = toDecimal(String(units))
          .dividedBy(10 ** 6)
          .toFixed();
        const exchangeRate = toDecimal(String(rateUnits))
          .dividedBy(10 ** 4)
          .toFixed();
        const received = toDecimal(receivedOnStake(amount, { exchangeType: 'asset', exchangeRate }));
        expect(received.lte(toDecimal(amount).times(exchangeRate))).toBe(true);
        expect(received.decimalPlaces()).toBeLessThanOrEqual(8);
      }),
    );
  });
});

describe('the staking product model', () => {
  it('ST-DATA-04 ST-DATA-08 ST-DATA-09 ST-DATA-10 ST-DATA-12 ST-DATA-13 carries every field the spec names', () => {
    expectTypeOf<StakingProduct>().toHaveProperty('tips').toEqualTypeOf<string>();
    expectTypeOf<StakingProduct>().toHaveProperty('webBanner').toEqualTypeOf<string>();
    expectTypeOf<StakingProduct>().toHaveProperty('borrowSupport').toEqualTypeOf<boolean>();
    expectTypeOf<StakingProduct>().toHaveProperty('agreement').toEqualTypeOf<string | undefined>();
    expectTypeOf<StakingProduct>().toHaveProperty('interestDays').toEqualTypeOf<number>();
    expectTypeOf<StakingProduct>().toHaveProperty('extraInterestType').toEqualTypeOf<'normal' | 'web3Task'>();
    expectTypeOf<StakingProtocol>().toHaveProperty('protocolName').toEqualTypeOf<string>();
    const product = stakingProduct({ tips: 'Rewards are paid daily', webBanner: 'https://example.com/banner.png' });
    expect(Object.keys(product)).toEqual(
      expect.arrayContaining([
        'mortgageCoin',
        'rewardCoin',
        'type',
        'isDefi',
        'defi',
        'debt',
        'rate',
        'baseRate',
        'mostRate',
        'tips',
        'webBanner',
        'redeemConfig',
        'extra',
        'extraInterestTask',
      ]),
    );
    expect(Object.keys(product.extra)).toEqual([
      'redeemQuick',
      'redeemMinday',
      'redeemMaxday',
      'redeemPeriodText',
      'redeemQuickLong',
      'redeemControl',
    ]);
  });
});
