import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVED_FRESH_MS, seedServedQueries, servedQueriesElement } from './servedQueries';
import { documentOf } from './servedQueries.testing';

const KEY: QueryKey = ['earn', 'products', 'staking', { coin: 'ETH' }];
const NOW = Date.UTC(2026, 10, 27, 6, 0);

/** Mounts an observer of `key` as a component's `useQuery` would, counting the calls it makes to the exchange. */
function mount(client: QueryClient, key: QueryKey) {
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: key,
    queryFn: () => {
      calls += 1;
      return { coin: 'ETH', answer: calls };
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { calls: () => calls, unsubscribe, data: () => observer.getCurrentResult().data };
}

describe('the answers a page was served with', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('are shown without asking the exchange again when the app starts', async () => {
    const client = new QueryClient();
    const served = servedQueriesElement({ user: 'alice', queries: [[KEY, { coin: 'ETH', answer: 0 }, NOW - 500]] });
    seedServedQueries(client, 'alice', documentOf(served));
    const first = mount(client, KEY);
    await vi.advanceTimersByTimeAsync(10);
    expect(first.data()).toEqual({ coin: 'ETH', answer: 0 });
    expect(first.calls()).toBe(0);
    first.unsubscribe();
  });

  it('are the app’s to refresh again once the window has passed', async () => {
    const client = new QueryClient();
    const served = servedQueriesElement({ user: 'alice', queries: [[KEY, { coin: 'ETH', answer: 0 }, NOW - 500]] });
    seedServedQueries(client, 'alice', documentOf(served));
    await vi.advanceTimersByTimeAsync(SERVED_FRESH_MS + 1);
    const later = mount(client, KEY);
    await vi.advanceTimersByTimeAsync(10);
    expect(later.calls()).toBe(1);
    expect(later.data()).toEqual({ coin: 'ETH', answer: 1 });
    later.unsubscribe();
  });

  it('a call the page was not served is asked at once', async () => {
    const client = new QueryClient();
    const served = servedQueriesElement({ user: 'alice', queries: [[KEY, { coin: 'ETH', answer: 0 }, NOW - 500]] });
    seedServedQueries(client, 'alice', documentOf(served));
    const other = mount(client, ['earn', 'products', 'staking', { coin: 'SOL' }]);
    await vi.advanceTimersByTimeAsync(10);
    expect(other.calls()).toBe(1);
    other.unsubscribe();
  });
});
