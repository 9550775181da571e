/**
 * The user's launchpool records on the project page of the reference app (LP-LIST): shown to a logged-in
 * user for the project of the page, absent for a guest, who makes no records call (LP-ROLE-05).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from './router';
import { App, loadPageOf } from './App';
import type { DemoUser } from './documentSession';
import type { AppSettings } from './settings';
import { viewport } from './viewport.testing';

const users: readonly DemoUser[] = [
  { name: 'guest', display_name: 'Guest' },
  { name: 'alice', display_name: 'Alice' },
];
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data }), { headers: { 'Content-Type': 'application/json' } });

const NOW_MS = Date.UTC(2026, 2, 2, 8);
const NOW_S = NOW_MS / 1000;
const PROJECT_LIST = [
  {
    pid: 1,
    coin: 'NEWT',
    status: 1,
    start_timest: NOW_S - 86_400,
    end_timest: NOW_S + 14 * 86_400,
    reward_pools: [{ rid: 1, coin: 'USDT', rate_year: '0.15', rate_year_type: 1, reward_pool_type: 0 }],
  },
];
const PROJECT_INFO = {
  coin: 'NEWT',
  start_timest: NOW_S - 86_400,
  reward_pools: [
    {
      rid: 1,
      coin: 'USDT',
      decimal_place: 2,
      personal_max_amount: '5000',
      personal_min_amount: '10',
      left_buy_total_amount: '0',
      buy_total_amount: '100000',
      rate_year: '0.15',
      rate_year_type: 1,
      reward_pool_type: 0,
      isApply: 1,
      transaction_config: [],
      redeem_type: 0,
      limit_rule: 0,
    },
  ],
};
const record = (id: number, type: string, amount: string, coin: string, hoursAgo: number) => ({
  id,
  type,
  pid: 1,
  project_coin: 'NEWT',
  rid: 1,
  pool_coin: 'USDT',
  coin,
  amount,
  create_timest: NOW_S - hoursAgo * 3_600,
});
const STAKES = [record(1, 'redeem', '20', 'USDT', 2), record(2, 'stake', '120', 'USDT', 20)];
const REWARDS = [record(10, 'reward', '0.5', 'NEWT', 1), record(11, 'reward', '0.4', 'NEWT', 2)];

function exchange() {
  const calls: URL[] = [];
  const fetch = async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost/');
    calls.push(url);
    if (url.pathname === '/__sim/users') return envelope(users);
    if (url.pathname === '/__sim/clock') return envelope({ now_ms: NOW_MS });
    if (url.pathname.endsWith('/launch-pool/project-list')) return envelope(PROJECT_LIST);
    if (url.pathname.endsWith('/launch-pool/project-info')) return envelope(PROJECT_INFO);
    if (url.pathname.endsWith('/launch-pool/user-records')) {
      const list = url.searchParams.get('type') === 'reward' ? REWARDS : STAKES;
      return envelope({ list, total: list.length });
    }
    return envelope(null);
  };
  const records = () => calls.filter((url) => url.pathname.endsWith('/launch-pool/user-records'));
  return { fetch, records };
}

function renderApp(path: string, user: string) {
  const settings: AppSettings = { locale: 'en', theme: 'light', site: 'global', user };
  render(
    <MemoryRouter initialEntries={[path]}>
      <App settings={settings} session={{ user, users, clockOffsetMs: 0 }} />
    </MemoryRouter>,
  );
}

describe('the launchpool records on the project page', () => {
  beforeAll(() => loadPageOf('/launchpool/1'));
  afterEach(() => vi.unstubAllGlobals());

  it('LP-LIST-01 LP-LIST-03 a logged-in user sees the project’s stakes and rewards under the pools, with the date filter', async () => {
    const fake = exchange();
    vi.stubGlobal('fetch', fake.fetch);
    const screenView = viewport();
    renderApp('/launchpool/1', 'alice');
    expect(await screen.findByRole('region', { name: 'USDT pool' })).toBeInTheDocument();
    // Below the pools, the records load as the visitor scrolls towards them, not with the page.
    await waitFor(() => expect(screenView.watched()).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'My launchpool records' })).not.toBeInTheDocument();
    expect(fake.records()).toHaveLength(0);
    await screenView.scrollTo();
    const section = await screen.findByRole('region', { name: 'My launchpool records' });
    const stakes = await within(section).findByRole('table', { name: 'Stake records' });
    await waitFor(() => expect(within(stakes).getAllByRole('row')).toHaveLength(3));
    expect(within(stakes).getByText('Redeem')).toBeInTheDocument();
    expect(within(stakes).getByText('120.00000000 USDT')).toBeInTheDocument();
    expect(within(section).getByRole('group', { name: 'Date range' })).toBeInTheDocument();
    expect(fake.records().at(-1)!.searchParams.get('pid')).toBe('1');
    await userEvent.click(within(section).getByRole('tab', { name: 'Rewards' }));
    const rewards = await within(section).findByRole('table', { name: 'Reward records' });
    expect(await within(rewards).findByText('0.50000000 NEWT')).toBeInTheDocument();
  });

  it('LP-ROLE-05 a guest sees the project without records and makes no records call', async () => {
    const fake = exchange();
    vi.stubGlobal('fetch', fake.fetch);
    renderApp('/launchpool/1', 'guest');
    expect(await screen.findByRole('region', { name: 'USDT pool' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My launchpool records' })).not.toBeInTheDocument();
    expect(fake.records()).toHaveLength(0);
  });
});
