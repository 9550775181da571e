import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerByPath, setupHooks } from './hookSetup.testing';
import { useFixedHoldings, useFlexibleHoldings, useSetReinvestStatus } from './holdings';
import { useSetAutoEarnStatus } from './autoEarn';
import { useAutoEarnStatus } from './autoEarnStatus';
import { useFlexibleHistory, useMarketList, useRedeemFlexible, useSubscribeFlexible } from './simpleEarn';
import { useOutableBalances } from './shared';
import { useStakeAction, useStakingProduct } from './staking';

const table = { list: [], total: 0 };
const answers = answerByPath({
  'uni-loan/earn/subscribe': table,
  'fixed_earn/api/user/lend': table,
  'market/list': table,
  'earn/history': [],
  outable: [],
  autoivest: { global_status: 0, status: {} },
  'staking/product': { mortgage_coin: 'ETH' },
  'uni-loan/earn/redeem': { asset: 'USDT', amount: '1' },
});

function count(paths: readonly string[], path: string): number {
  return paths.filter((entry) => entry === path).length;
}

describe('mutations refresh what they change', () => {
  it('SE-API-09 a flexible subscribe refetches holdings, balances, products and history', async () => {
    const { wrapper, paths } = setupHooks(answers);
    const { result } = renderHook(
      () => ({
        holdings: useFlexibleHoldings(),
        balances: useOutableBalances(['USDT']),
        market: useMarketList(),
        history: useFlexibleHistory({ type: 1 }),
        subscribe: useSubscribeFlexible(),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(
        result.current.holdings.isSuccess &&
          result.current.balances.isSuccess &&
          result.current.market.isSuccess &&
          result.current.history.isSuccess,
      ).toBe(true),
    );
    await act(() => result.current.subscribe.mutateAsync({ asset: 'USDT', amount: '10', rateYear: '0.01' }));
    await waitFor(() => {
      const sent = paths();
      expect(count(sent, 'GET /apiw/v2/uni-loan/earn/subscribe')).toBe(2);
      expect(count(sent, 'POST /apiw/v2/account/spot/asset/outable')).toBe(2);
      expect(count(sent, 'GET /apiw/v2/uni-loan/earn/market/list')).toBe(2);
      expect(count(sent, 'GET /apiw/v2/uni-loan/earn/history')).toBe(2);
    });
  });

  it('SE-API-29 a flexible redeem refetches holdings and balances but not the product list', async () => {
    const { wrapper, paths } = setupHooks(answers);
    const { result } = renderHook(
      () => ({ holdings: useFlexibleHoldings(), market: useMarketList(), redeem: useRedeemFlexible() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.holdings.isSuccess && result.current.market.isSuccess).toBe(true));
    await act(() =>
      result.current.redeem.mutateAsync({ asset: 'USDT', amount: '1', currAmount: '2', lendAmount: '2' }),
    );
    await waitFor(() => expect(count(paths(), 'GET /apiw/v2/uni-loan/earn/subscribe')).toBe(2));
    expect(count(paths(), 'GET /apiw/v2/uni-loan/earn/market/list')).toBe(1);
  });

  it('SE-API-27 a reinvest switch refetches the fixed holdings', async () => {
    const { wrapper, paths } = setupHooks(answers);
    const { result } = renderHook(() => ({ holdings: useFixedHoldings(), change: useSetReinvestStatus() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.holdings.isSuccess).toBe(true));
    await act(() => result.current.change.mutateAsync({ orderId: 'F1', value: 1, vip: true }));
    expect(paths()).toContain('PUT /apiw/v2/fixed_earn/api/vip/user/reinvest-status/F1');
    await waitFor(() => expect(count(paths(), 'GET /apiw/v2/fixed_earn/api/user/lend')).toBe(2));
  });

  it('AE-API-02 AE-TOGGLE-07 an auto-earn switch refetches the auto-earn status', async () => {
    const { wrapper, paths } = setupHooks(answers);
    const { result } = renderHook(() => ({ status: useAutoEarnStatus(['BTC']), toggle: useSetAutoEarnStatus() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status.isSuccess).toBe(true));
    await act(() => result.current.toggle.mutateAsync({ assets: 'BTC', status: '1' }));
    await waitFor(() => expect(count(paths(), 'GET /apiw/v2/uni-loan/earn/autoivest')).toBe(2));
  });

  it('ST-API-14 a stake refetches the staking product (its quota) and balances', async () => {
    const { wrapper, paths } = setupHooks(answers);
    const { result } = renderHook(() => ({ product: useStakingProduct({ coin: 'ETH' }), stake: useStakeAction() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.product.isSuccess).toBe(true));
    await act(() => result.current.stake.mutateAsync({ side: 0, amount: '1', coin: 'ETH' }));
    await waitFor(() => expect(count(paths(), 'GET /apiw/v2/earn/staking/product')).toBe(2));
  });

  it('SE-ERR-06 a failed subscribe refreshes nothing and exposes the typed error', async () => {
    const { wrapper, paths } = setupHooks((request) =>
      request.method === 'POST' && new URL(request.url).pathname.endsWith('uni-loan/earn/subscribe')
        ? { code: -1, message: 'Quota full' }
        : answers(request),
    );
    const { result } = renderHook(() => ({ holdings: useFlexibleHoldings(), subscribe: useSubscribeFlexible() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.holdings.isSuccess).toBe(true));
    await act(async () => {
      await result.current.subscribe
        .mutateAsync({ asset: 'USDT', amount: '10', rateYear: '0.01' })
        .catch(() => undefined);
    });
    await waitFor(() =>
      expect(result.current.subscribe.error).toMatchObject({ kind: 'business', serverMessage: 'Quota full' }),
    );
    expect(count(paths(), 'GET /apiw/v2/uni-loan/earn/subscribe')).toBe(1);
  });
});

describe('one request per click (SE-SUB-21, SH-CONST-12)', () => {
  it('SH-CONST-12 two mutates in the same tick send one request, and isPending shows while it runs', async () => {
    let release: () => void = () => undefined;
    const { wrapper, paths } = setupHooks((request) =>
      request.method === 'POST' ? new Promise((resolve) => (release = () => resolve({ code: 0 }))) : answers(request),
    );
    const { result } = renderHook(() => useSubscribeFlexible(), { wrapper });
    act(() => {
      result.current.mutate({ asset: 'USDT', amount: '10', rateYear: '0.01' });
      result.current.mutate({ asset: 'USDT', amount: '10', rateYear: '0.01' });
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    await waitFor(() => expect(paths()).toHaveLength(1));
    await act(async () => release());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(paths()).toEqual(['POST /apiw/v2/uni-loan/earn/subscribe']);
  });

  it('SH-CONST-12 a second mutateAsync while pending joins the first instead of sending', async () => {
    let release: () => void = () => undefined;
    const { wrapper, paths } = setupHooks(
      () => new Promise((resolve) => (release = () => resolve({ code: 0, data: { asset: 'BTC', amount: '1' } }))),
    );
    const { result } = renderHook(() => useRedeemFlexible(), { wrapper });
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.mutateAsync({ asset: 'BTC', amount: '1', currAmount: '1', lendAmount: '1' });
      second = result.current.mutateAsync({ asset: 'BTC', amount: '1', currAmount: '1', lendAmount: '1' });
    });
    expect(second).toBe(first);
    await waitFor(() => expect(paths()).toHaveLength(1));
    await act(async () => release());
    await expect(first).resolves.toEqual({ asset: 'BTC', amount: '1' });
    // Once settled, the next click sends again.
    let third: Promise<unknown> = Promise.resolve();
    act(() => {
      third = result.current.mutateAsync({ asset: 'BTC', amount: '1', currAmount: '1', lendAmount: '1' });
    });
    await waitFor(() => expect(paths()).toHaveLength(2));
    await act(async () => release());
    await third;
  });
});
