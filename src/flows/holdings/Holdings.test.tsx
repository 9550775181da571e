import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeEarnBackend } from './fakeEarnBackend.testing';
import { renderFlow } from './flowTestSetup.testing';
import { fixedHoldingDto, flexibleHoldingDto, manyFlexibleHoldings } from './holdingsFixtures.testing';
import { Holdings } from './Holdings';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
}

describe('Holdings', () => {
  afterEach(() => setViewport(1280));

  it('SE-HOLD-01 my holdings has tabs Flexible and Fixed, each with its own list', async () => {
    const backend = createFakeEarnBackend({
      flexibleHoldings: [flexibleHoldingDto('BTC')],
      fixedHoldings: [fixedHoldingDto(1)],
    });
    renderFlow(<Holdings />, { respond: backend.respond });
    const tabs = within(screen.getByRole('tablist', { name: 'Holdings' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Flexible', 'Fixed']);
    expect(await screen.findByRole('table', { name: 'Flexible holdings' })).toBeInTheDocument();
    expect(await screen.findByText('1,000.12345678 BTC')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Fixed' }));
    const fixed = await screen.findByRole('table', { name: 'Fixed holdings' });
    expect(await within(fixed).findByText('500.00000000 USDT')).toBeInTheDocument();
    expect(within(fixed).getByText('30 days')).toBeInTheDocument();
  });

  it('SE-DATA-08 the Cumulative interest column shows the total earned (cumulative), not the last hourly payment (interest)', async () => {
    const backend = createFakeEarnBackend({
      flexibleHoldings: [
        flexibleHoldingDto('ETH', { curr_amount: '5.00027554', interest: '0.00001198', cumulative: '0.00027554' }),
      ],
    });
    renderFlow(<Holdings />, { respond: backend.respond });
    const table = await screen.findByRole('table', { name: 'Flexible holdings' });
    const row = (await within(table).findByText('5.00027554 ETH')).closest('tr')!;
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    const cells = within(row).getAllByRole('cell');
    expect(cells[headers.indexOf('Cumulative interest')]).toHaveTextContent('0.00027554 ETH');
    expect(within(table).queryByText('0.00001198 ETH')).not.toBeInTheDocument();
  });

  it('SE-ROUTE-03 a controlled tab prop (the route ?tab=) selects the tab, and a click reports the new one', async () => {
    const onTabChange = vi.fn();
    const backend = createFakeEarnBackend({ fixedHoldings: [fixedHoldingDto(1)] });
    renderFlow(<Holdings tab="fixed" onTabChange={onTabChange} />, { respond: backend.respond });
    expect(screen.getByRole('tab', { name: 'Fixed' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Fixed holdings' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Flexible' }));
    expect(onTabChange).toHaveBeenCalledWith('flexible');
    // Controlled: the owner has not changed the prop, so Fixed stays selected.
    expect(screen.getByRole('tab', { name: 'Fixed' })).toHaveAttribute('aria-selected', 'true');
  });

  it('SE-HOLD-02 DEC-02 my holdings shows 10 per page and asks the server for limit 10', async () => {
    const backend = createFakeEarnBackend({ flexibleHoldings: manyFlexibleHoldings(23) });
    const { requests } = renderFlow(<Holdings />, { respond: backend.respond });
    const table = await screen.findByRole('table', { name: 'Flexible holdings' });
    await within(table).findByText('COIN1');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(requests()[0]).toMatch(/^GET \/apiw\/v2\/uni-loan\/earn\/subscribe\?page=1&limit=10$/);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await within(table).findByText('COIN21');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(requests().at(-1)).toContain('page=3&limit=10');
  });

  it('SE-HOLD-03 below 768 px the holdings are card rows that load the next page', async () => {
    setViewport(375);
    const backend = createFakeEarnBackend({ flexibleHoldings: manyFlexibleHoldings(12) });
    renderFlow(<Holdings />, { respond: backend.respond });
    const list = await screen.findByRole('list', { name: 'Flexible holdings' });
    await within(list).findByText('COIN1');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Flexible holdings' })).getAllByRole('listitem')).toHaveLength(12),
    );
  });

  it('SE-HOLD-04 SH-ERR-05 an empty holdings list shows noRecord', async () => {
    renderFlow(<Holdings />, { respond: createFakeEarnBackend().respond });
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('SE-HOLD-02 while the first page loads, skeleton rows and a loading status show', async () => {
    renderFlow(<Holdings />, { respond: createFakeEarnBackend({ hang: ['flexibleHoldings'] }).respond });
    expect(await screen.findByText('Loading')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Flexible holdings' })).toHaveAttribute('aria-busy', 'true');
  });

  it('SE-HOLD-01 a failed load shows the error with Retry, and Retry loads again', async () => {
    let failing = true;
    const good = createFakeEarnBackend({ flexibleHoldings: [flexibleHoldingDto('ETH')] });
    const respond = (request: Request) => (failing ? { code: -1, msg: 'busy' } : good.respond(request));
    renderFlow(<Holdings />, { respond });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByText('1,000.12345678 ETH')).toBeInTheDocument();
  });

  it('SE-HOLD-05 SE-ROUTE-08 the single-order section reads the asset and orderId props and shows that order', async () => {
    const backend = createFakeEarnBackend({
      fixedHoldings: [fixedHoldingDto(1), fixedHoldingDto(2, { asset: 'BTC', principal: '0.5' })],
    });
    const { requests } = renderFlow(<Holdings asset="BTC" orderId="F1002" />, { respond: backend.respond });
    const section = await screen.findByRole('region', { name: 'Selected order' });
    expect(await within(section).findByText('0.50000000 BTC')).toBeInTheDocument();
    expect(within(section).queryByText('500.00000000 USDT')).not.toBeInTheDocument();
    expect(requests()).toContainEqual(
      expect.stringMatching(/fixed_earn\/api\/user\/lend\?.*asset=BTC.*order_id=F1002/),
    );
  });

  it('SE-ROUTE-07 DEC-10 a holding links to its detail route, through the provider navigate', async () => {
    const navigate = vi.fn();
    const backend = createFakeEarnBackend({ flexibleHoldings: [flexibleHoldingDto('BTC', { id: 7 })] });
    renderFlow(<Holdings />, { respond: backend.respond, navigate });
    const link = await screen.findByRole('link', { name: 'BTC holding details' });
    expect(link).toHaveAttribute('href', '/simple-earn/my-lendings/7?orderType=flexible&asset=BTC');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/simple-earn/my-lendings/7?orderType=flexible&asset=BTC');
  });

  it('SE-STATUS-08 DEC-09 a fixed holding reads Holding for status 0 or 1 and Redeeming otherwise', async () => {
    const backend = createFakeEarnBackend({
      fixedHoldings: [fixedHoldingDto(1, { status: 0 }), fixedHoldingDto(2, { status: 3 })],
    });
    renderFlow(<Holdings defaultTab="fixed" />, { respond: backend.respond });
    expect(await screen.findByText('Holding')).toBeInTheDocument();
    expect(screen.getByText('Redeeming')).toBeInTheDocument();
  });

  it('SE-ROUTE-04 SE-HIST-01 a historyOpen prop (the route ?show_history_modal=1) opens the history dialog; the History button opens it too', async () => {
    const onHistoryOpenChange = vi.fn();
    const backend = createFakeEarnBackend();
    const { unmount } = renderFlow(<Holdings historyOpen onHistoryOpenChange={onHistoryOpenChange} />, {
      respond: backend.respond,
    });
    expect(await screen.findByRole('dialog', { name: 'Simple Earn history' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onHistoryOpenChange).toHaveBeenCalledWith(false);
    unmount();
    renderFlow(<Holdings />, { respond: backend.respond });
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByRole('dialog', { name: 'Simple Earn history' })).toBeInTheDocument();
  });

  it('SH-LOCALE-01 in Arabic the screen reads right to left with Latin digits', async () => {
    const backend = createFakeEarnBackend({ flexibleHoldings: [flexibleHoldingDto('BTC')] });
    renderFlow(<Holdings />, { respond: backend.respond, locale: 'ar' });
    expect(screen.getByRole('tab', { name: 'مرن' })).toHaveAttribute('aria-selected', 'true');
    expect(document.querySelector('[data-ek-root]')).toHaveAttribute('dir', 'rtl');
    const table = await screen.findByRole('table', { name: 'الممتلكات المرنة' });
    expect(await within(table).findByText(/1,000\.12345678/)).toBeInTheDocument();
  });

  it('SH-AUTH-01 a guest sees a login action that goes to /login, and no holdings are requested', async () => {
    const navigate = vi.fn();
    const { requests } = renderFlow(<Holdings />, {
      respond: createFakeEarnBackend().respond,
      user: { kind: 'guest' },
      navigate,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(requests()).toEqual([]);
  });
});
