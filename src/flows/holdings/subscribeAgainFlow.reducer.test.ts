import { describe, expect, it } from 'vitest';
import type { FixedProduct } from '../../domain/simpleEarn/models';
import type { Rate } from '../../domain/shared/rate';
import { initialSubscribeAgainState, subscribeAgainReducer } from './subscribeAgainFlow.reducer';

const product = (id: number, saleStatus: 1 | 2, type: 1 | 2 = 1, yearRate = '0.05'): FixedProduct => ({
  id,
  type,
  minVip: 0,
  maxVip: 0,
  yearRate: yearRate as Rate,
  lockUpPeriod: 30,
  saleStatus,
  minLendAmount: '1',
  userMaxLendVolume: '1000',
  ladderApr: [],
  reinvest: 1,
  redeemAccount: 1,
  preRedeem: 1,
  title: `P${id}`,
});

const start = { type: 'START', productType: 1, productId: 7, asset: 'USDT', vipLevel: 0 } as const;

describe('subscribe-again reducer', () => {
  it('SE-AGAIN-01 DEC-21 a VIP product below tier 5 goes to the upgrade guide towards 5', () => {
    expect(subscribeAgainReducer(initialSubscribeAgainState, { ...start, productType: 2, vipLevel: 4 })).toEqual({
      step: 'upgradeGuide',
      upTo: 5,
      path: '/vip?upTo=5',
    });
  });

  it('SE-AGAIN-02 a normal product, or VIP 5 and above, refetches', () => {
    expect(subscribeAgainReducer(initialSubscribeAgainState, start)).toEqual({
      step: 'refetching',
      productId: 7,
      asset: 'USDT',
    });
    expect(subscribeAgainReducer(initialSubscribeAgainState, { ...start, productType: 2, vipLevel: 5 }).step).toBe(
      'refetching',
    );
  });

  it.each([
    ['SE-AGAIN-03 a subscribable product opens itself', product(7, 1), [], 1, 'openProduct'],
    [
      'SE-AGAIN-04 a sold-out product opens the best-rate normal one',
      product(7, 2),
      [product(8, 1, 1, '0.03'), product(9, 1, 1, '0.06')],
      1,
      'openBestRateProduct',
    ],
    ['SE-AGAIN-05 none left and not fixed: the flexible dialog', null, [product(8, 2)], -1, 'openFlexible'],
    ['SE-AGAIN-06 none left and fixed: home', null, [], 1, 'navigate'],
  ] as const)('%s', (_name, refetchedProduct, products, businessType, kind) => {
    const refetching = subscribeAgainReducer(initialSubscribeAgainState, start);
    const next = subscribeAgainReducer(refetching, {
      type: 'REFETCH.SUCCESS',
      refetchedProduct,
      products,
      businessType,
    });
    expect(next).toMatchObject({ step: 'resolved', asset: 'USDT', target: { kind } });
  });

  it('SE-AGAIN-02 guard: a second START while refetching, or an answer when not refetching, changes nothing', () => {
    const refetching = subscribeAgainReducer(initialSubscribeAgainState, start);
    expect(subscribeAgainReducer(refetching, start)).toBe(refetching);
    expect(subscribeAgainReducer(initialSubscribeAgainState, { type: 'REFETCH.FAILURE' })).toBe(
      initialSubscribeAgainState,
    );
    expect(subscribeAgainReducer(refetching, { type: 'REFETCH.FAILURE' })).toEqual(initialSubscribeAgainState);
  });
});
