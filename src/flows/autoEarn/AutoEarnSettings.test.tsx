import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeEarnBackend, type FakeEarnBackendSeed } from '../holdings/fakeEarnBackend.testing';
import { renderFlow } from '../holdings/flowTestSetup.testing';
import { AUTO_EARN_LIST_HEIGHT_PX } from './constants';
import { AutoEarnSettings } from './AutoEarnSettings';
import { marketListDtos } from './autoEarnFixtures.testing';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
}

function renderSettings(
  seed: FakeEarnBackendSeed = { marketList: marketListDtos() },
  options: Partial<Parameters<typeof renderFlow>[1]> = {},
) {
  const backend = createFakeEarnBackend(seed);
  const view = renderFlow(<AutoEarnSettings defaultOpen />, { respond: backend.respond, ...options });
  return { ...view, backend };
}

const coinTable = () => screen.findByRole('table', { name: 'Auto-earn coins' });
// The coin cell is the icon (a letter when there is no image) and the ticker: read the ticker.
const coinsShown = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.firstElementChild?.lastElementChild?.textContent);

describe('AutoEarnSettings', () => {
  afterEach(() => setViewport(1280));

  it('AE-MODAL-01 AE-MODAL-02 AE-MODAL-03 AE-MODAL-04 the modal has the all-coins switch, enable only, the search and the coin table', async () => {
    renderSettings();
    expect(await screen.findByRole('dialog', { name: 'Auto-earn settings' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Auto-earn for all coins' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Enabled only' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search coin' })).toBeInTheDocument();
    const table = await coinTable();
    await within(table).findByText('BTC');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Coin', 'Est. APR', 'Auto-earn']);
    expect(within(table).getByRole('switch', { name: 'Auto-earn BTC' })).toBeInTheDocument();
  });

  it('AE-MODAL-08 AE-API-04 AE-MODAL-05 7 coins a page; on desktop the expand control loads the next 7', async () => {
    const { requests } = renderSettings();
    const table = await coinTable();
    await within(table).findByText('BTC');
    expect(coinsShown(table)).toHaveLength(7);
    const first = requests().find((request) => request.includes('market/list'))!;
    for (const part of ['page=1', 'limit=7', 'have_award=0', 'is_subscribed=0', 'sort_business=1', 'search_type=-1'])
      expect(first).toContain(part);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(coinsShown(screen.getByRole('table', { name: 'Auto-earn coins' }))).toHaveLength(11));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('AE-MODAL-06 on mobile the coins are a list with a view more link', async () => {
    setViewport(375);
    renderSettings();
    const list = await screen.findByRole('list', { name: 'Auto-earn coins' });
    await within(list).findByText('BTC');
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: 'View more' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Auto-earn coins' })).getAllByRole('listitem')).toHaveLength(11),
    );
  });

  it('AE-MODAL-07 the coin list is 508 px high at most', async () => {
    expect(AUTO_EARN_LIST_HEIGHT_PX).toBe(508);
    renderSettings();
    await coinTable();
    expect(document.querySelector('[data-slot="auto-earn-list"]')).toBeInTheDocument();
  });

  it('AE-SEARCH-01 AE-SEARCH-02 AE-MODAL-09 the search is sent trimmed and uppercased from page 1; nothing found reads no results', async () => {
    const { requests } = renderSettings();
    await within(await coinTable()).findByText('BTC');
    const before = requests().filter((request) => request.includes('market/list')).length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search coin' }), ' eth');
    await waitFor(() => expect(coinsShown(screen.getByRole('table', { name: 'Auto-earn coins' }))).toEqual(['ETH']));
    expect(requests().at(-1)).toMatch(/page=1.*search_coin=ETH/);
    // The typing rested once: one search call, not one per keystroke.
    expect(requests().filter((request) => request.includes('market/list'))).toHaveLength(before + 1);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search coin' }), 'zzz');
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it('AE-SORT-01 the est. APR header sorts ascending (4), then descending (3), then back to default', async () => {
    const { requests } = renderSettings();
    const table = await coinTable();
    await within(table).findByText('BTC');
    const sort = within(table).getByRole('button', { name: 'Sort by est. APR' });
    // The header, and so the focused sort button, stays while the sorted list loads.
    await userEvent.click(sort);
    await waitFor(() => expect(requests().at(-1)).toContain('sort_type=4'));
    expect(within(table).getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(sort);
    await waitFor(() => expect(requests().at(-1)).toContain('sort_type=3'));
    await waitFor(() => expect(coinsShown(screen.getByRole('table', { name: 'Auto-earn coins' }))[0]).toBe('LTC'));
    await userEvent.click(sort);
    await waitFor(() => expect(requests().at(-1)).not.toContain('sort_type'));
    expect(within(table).getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'none');
  });

  it('AE-MODAL-02 enable only lists the coins switched on', async () => {
    const { requests } = renderSettings({ marketList: marketListDtos(['ETH', 'GT']) });
    await within(await coinTable()).findByText('BTC');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enabled only' }));
    await waitFor(() =>
      expect(coinsShown(screen.getByRole('table', { name: 'Auto-earn coins' }))).toEqual(['ETH', 'GT']),
    );
    expect(requests().at(-1)).toContain('auto_invest=1');
  });

  it('AE-TOGGLE-03 AE-TOGGLE-04 AE-TOGGLE-07 AE-TOGGLE-08 a coin switch confirms, sends status 1, updates the row and says enabled', async () => {
    const { double } = renderSettings();
    const table = await coinTable();
    await userEvent.click(await within(table).findByRole('switch', { name: 'Auto-earn ETH' }));
    const confirm = await screen.findByRole('dialog', { name: 'Enable auto-earn?' });
    expect(confirm).toHaveTextContent('Idle ETH in your spot account');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enabled successfully')).toBeInTheDocument();
    const sent = double.calls.find((call) => call.request.method === 'POST')!;
    expect(await sent.request.clone().json()).toEqual({ assets: 'ETH', status: '1' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Auto-earn coins' })).getByRole('switch', { name: 'Auto-earn ETH' }),
      ).toBeChecked(),
    );
  });

  it('AE-TOGGLE-05 AE-API-02 the all-coins switch off sends ALL_ASSET with status 0 and says disabled', async () => {
    const { double } = renderSettings({ marketList: marketListDtos(['BTC']), autoEarnGlobal: 1 });
    const all = await screen.findByRole('switch', { name: 'Auto-earn for all coins' });
    await waitFor(() => expect(all).toBeChecked());
    await userEvent.click(all);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Disable auto-earn?' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText('Disabled successfully')).toBeInTheDocument();
    const sent = double.calls.find((call) => call.request.method === 'POST')!;
    expect(await sent.request.clone().json()).toEqual({ assets: 'ALL_ASSET', status: '0' });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Auto-earn for all coins' })).not.toBeChecked());
  });

  it('AE-TOGGLE-02 Cancel closes the confirm dialog and sends nothing', async () => {
    const { double } = renderSettings();
    await userEvent.click(await within(await coinTable()).findByRole('switch', { name: 'Auto-earn BTC' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Enable auto-earn?' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enable auto-earn?' })).not.toBeInTheDocument());
    expect(double.calls.some((call) => call.request.method === 'POST')).toBe(false);
  });

  it('AE-ERR-01 AE-ERR-02 a non-success answer shows the server msg as an error toast and leaves the switch off', async () => {
    renderSettings({ marketList: marketListDtos(), fail: ['autoEarnSetStatus'], failMessage: 'Auto-earn is paused' });
    await userEvent.click(await within(await coinTable()).findByRole('switch', { name: 'Auto-earn BTC' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Enable auto-earn?' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Auto-earn is paused')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Auto-earn coins' })).getByRole('switch', { name: 'Auto-earn BTC' }),
    ).not.toBeChecked();
  });

  it('AE-TOGGLE-06 SH-AUTH-01 a logged-out user toggling is sent to /login', async () => {
    const navigate = vi.fn();
    renderSettings(undefined, { user: { kind: 'guest' }, navigate });
    await userEvent.click(await within(await coinTable()).findByRole('switch', { name: 'Auto-earn BTC' }));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(screen.queryByRole('dialog', { name: 'Enable auto-earn?' })).not.toBeInTheDocument();
  });
});
