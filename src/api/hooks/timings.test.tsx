import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earnQueryKeys } from './queryKeys';
import { answerByPath, setupHooks } from './hookSetup.testing';
import { useOutableBalances, useLentAvailable } from './shared';
import { useProjectInfo, useUserProjectStatistics } from './launchpool';
import { useAutoEarnStatus } from './autoEarnStatus';

afterEach(() => {
  vi.useRealTimers();
});

const outable = [{ asset: 'USDT', outable: '1', lend_earn_available: '1', available: '1' }];

describe('the spec timings as query settings', () => {
  it('SH-API-08 SH-CONST-04 SH-CONST-05 the outable balance polls every 60 s and is shared within 10 s', async () => {
    const { wrapper, queryClient } = setupHooks(answerByPath({ outable }));
    const { result } = renderHook(() => useOutableBalances(['USDT']), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const query = queryClient.getQueryCache().find({ queryKey: earnQueryKeys.outable(['USDT']) });
    expect(query?.options).toMatchObject({ refetchInterval: 60_000, staleTime: 10_000 });
  });

  it('SH-API-08 the outable balance is requested again after 60 s, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { wrapper, paths } = setupHooks(answerByPath({ outable }));
    const { result } = renderHook(() => useOutableBalances(['USDT']), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(paths()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(paths()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_500);
    await waitFor(() => expect(paths()).toHaveLength(2));
    expect(paths()[1]).toBe('POST /apiw/v2/account/spot/asset/outable');
  });

  it('SH-CONST-05 two views asking the same available balance within 10 s send one request', async () => {
    const { wrapper, paths } = setupHooks(answerByPath({ 'lent/available': { available: '5' } }));
    const first = renderHook(() => useLentAvailable('USDT'), { wrapper });
    await waitFor(() => expect(first.result.current.data).toBe('5'));
    const second = renderHook(() => useLentAvailable('USDT'), { wrapper });
    expect(second.result.current.data).toBe('5');
    expect(paths()).toEqual(['GET /apiw/v2/fixed_earn/api/user/lent/available']);
  });

  it('LP-CONST-01 project info is shared by callers within 5 s', async () => {
    const { wrapper, queryClient } = setupHooks(answerByPath({ 'project-info': { coin: 'NEW', reward_pools: [] } }));
    const { result } = renderHook(() => useProjectInfo(9), { wrapper });
    await waitFor(() => expect(result.current.data?.coin).toBe('NEW'));
    expect(queryClient.getQueryCache().find({ queryKey: earnQueryKeys.projectInfo(9) })?.options).toMatchObject({
      staleTime: 5_000,
    });
  });

  it('AE-API-03 the auto-earn status is requested again every 120 s', async () => {
    const { wrapper, queryClient } = setupHooks(answerByPath({ autoivest: { global_status: 1, status: {} } }));
    const { result } = renderHook(() => useAutoEarnStatus(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ globalStatus: 1, status: {} }));
    expect(queryClient.getQueryCache().find({ queryKey: earnQueryKeys.autoEarnStatus([]) })?.options).toMatchObject({
      refetchInterval: 120_000,
    });
  });

  it('a hook given enabled: false sends nothing', async () => {
    const { wrapper, paths } = setupHooks(answerByPath({}));
    const { result } = renderHook(() => useUserProjectStatistics(9, { enabled: false }), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(paths()).toEqual([]);
  });

  it('SH-CONST-03 a failed query is not retried by the hook: the client did the retrying', async () => {
    const { wrapper, paths } = setupHooks(() => ({ code: -1, message: 'no' }));
    const { result } = renderHook(() => useLentAvailable('USDT'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'business', serverMessage: 'no' });
    expect(paths()).toHaveLength(1);
  });
});
