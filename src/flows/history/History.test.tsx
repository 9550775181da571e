import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeEarnBackend, type FakeEarnBackendSeed } from '../holdings/fakeEarnBackend.testing';
import { renderFlow } from '../holdings/flowTestSetup.testing';
import { History } from './History';
import { HistoryDialog } from './HistoryDialog';
import { fixedHistoryDtos, flexibleHistoryDtos, HISTORY_TODAY } from './historyFixtures.testing';

function renderHistory(
  seed: FakeEarnBackendSeed = { flexibleHistory: flexibleHistoryDtos(20), fixedHistory: fixedHistoryDtos(3) },
) {
  const backend = createFakeEarnBackend(seed);
  return renderFlow(<History today={HISTORY_TODAY} />, { respond: backend.respond });
}

const historyCalls = (requests: () => string[], path: string) =>
  requests().filter((request) => request.split('?')[0]!.endsWith(path));
const lastQuery = (requests: () => string[], path: string) =>
  new URLSearchParams(historyCalls(requests, path).at(-1)!.split('?')[1]);

describe('History', () => {
  it('SE-HIST-01 the history has tabs Flexible and Fixed, each reading its own history', async () => {
    const { requests } = renderHistory();
    expect(
      within(screen.getByRole('tablist', { name: 'Product' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Flexible', 'Fixed']);
    expect(await screen.findByRole('table', { name: 'Flexible history' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Fixed' }));
    const fixed = await screen.findByRole('table', { name: 'Fixed history' });
    expect(await within(fixed).findAllByText('30 days')).toHaveLength(3);
    expect(historyCalls(requests, '/fixed_earn/api/user/history')).not.toHaveLength(0);
  });

  it('SE-HIST-06 DEC-02 the history page shows 8 a page', async () => {
    const { requests } = renderHistory();
    const table = await screen.findByRole('table', { name: 'Flexible history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(9));
    expect(lastQuery(requests, '/uni-loan/earn/history').get('limit')).toBe('8');
  });

  it('SE-HIST-06 DEC-02 the history dialog shows 6 a page', async () => {
    const backend = createFakeEarnBackend({ flexibleHistory: flexibleHistoryDtos(20) });
    const { requests } = renderFlow(<HistoryDialog defaultOpen today={HISTORY_TODAY} />, { respond: backend.respond });
    const dialog = await screen.findByRole('dialog', { name: 'Simple Earn history' });
    const table = await within(dialog).findByRole('table', { name: 'Flexible history' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    expect(lastQuery(requests, '/uni-loan/earn/history').get('limit')).toBe('6');
  });

  it('SE-HIST-02 the coin filter lists the history coins and filters by the chosen one', async () => {
    const { requests } = renderHistory();
    const coin = screen.getByRole('combobox', { name: 'Coin' });
    await waitFor(() =>
      expect(
        within(coin)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All coins', 'USDT', 'BTC']),
    );
    await userEvent.selectOptions(coin, 'BTC');
    await waitFor(() => expect(lastQuery(requests, '/uni-loan/earn/history').get('asset')).toBe('BTC'));
    const table = screen.getByRole('table', { name: 'Flexible history' });
    await waitFor(() => expect(within(table).queryAllByText('USDT')).toHaveLength(0));
  });

  it('SE-HIST-03 the type filter offers lend, redeem, interest, bonus and rate-up', async () => {
    const { requests } = renderHistory();
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All types', 'Lend', 'Redeem', 'Interest', 'Bonus', 'Rate-up']);
    await userEvent.selectOptions(type, 'Bonus');
    await waitFor(() => expect(lastQuery(requests, '/uni-loan/earn/history').get('type')).toBe('4'));
    expect(await screen.findAllByText('1.50000000 GT')).not.toHaveLength(0);
  });

  it('SE-HIST-04 SE-HIST-05 the date range filter starts at 6 months back and a new range is sent', async () => {
    const { requests } = renderHistory();
    await screen.findByRole('table', { name: 'Flexible history' });
    const first = lastQuery(requests, '/uni-loan/earn/history');
    expect(first.get('start_at')).toBe(String(Date.parse('2023-11-15T00:00:00Z') / 1000));
    expect(first.get('end_at')).toBe(String(Date.parse('2024-05-16T00:00:00Z') / 1000 - 1));
    const start = screen.getByRole('textbox', { name: 'Start date' });
    await userEvent.clear(start);
    await userEvent.type(start, '2024-05-10{Enter}');
    await waitFor(() =>
      expect(lastQuery(requests, '/uni-loan/earn/history').get('start_at')).toBe(
        String(Date.parse('2024-05-10T00:00:00Z') / 1000),
      ),
    );
  });

  it('SE-HIST-05 DEC-04 a start before 6 months back is moved to 6 months back, with the warning', async () => {
    const { requests } = renderHistory();
    await screen.findByRole('table', { name: 'Flexible history' });
    const start = screen.getByRole('textbox', { name: 'Start date' });
    const end = screen.getByRole('textbox', { name: 'End date' });
    await userEvent.clear(start);
    await userEvent.type(start, '2023-10-01');
    await userEvent.clear(end);
    await userEvent.type(end, '2024-01-01{Enter}');
    await waitFor(() =>
      expect(lastQuery(requests, '/uni-loan/earn/history').get('start_at')).toBe(
        String(Date.parse('2023-11-15T00:00:00Z') / 1000),
      ),
    );
    expect(
      await screen.findByText('The date range can be at most 6 months, so it has been shortened'),
    ).toBeInTheDocument();
  });

  it('SE-HIST-01 SE-HIST-03 switching tabs keeps the type filter and the range', async () => {
    const { requests } = renderHistory();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Lend');
    await userEvent.click(screen.getByRole('tab', { name: 'Fixed' }));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('1');
    await waitFor(() => expect(lastQuery(requests, '/fixed_earn/api/user/history').get('type')).toBe('1'));
  });

  it('SH-ERR-05 an empty history shows noRecord', async () => {
    renderHistory({});
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('SH-AUTH-01 a guest sees a Log in prompt instead of an endless busy table, and no history is requested', async () => {
    const navigate = vi.fn();
    const { requests } = renderFlow(<History today={HISTORY_TODAY} />, {
      respond: createFakeEarnBackend({ flexibleHistory: flexibleHistoryDtos(20) }).respond,
      user: { kind: 'guest' },
      navigate,
    });
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Log in to see your history')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Fixed' }));
    expect(screen.getByText('Log in to see your history')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(requests()).toEqual([]);
  });

  it('the history dialog opened by a guest shows the Log in prompt and requests nothing', async () => {
    const { requests } = renderFlow(<HistoryDialog defaultOpen today={HISTORY_TODAY} />, {
      respond: createFakeEarnBackend({ flexibleHistory: flexibleHistoryDtos(20) }).respond,
      user: { kind: 'guest' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Simple Earn history' });
    expect(dialog.querySelector('[aria-busy="true"]')).toBeNull();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Log in to see your history')).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });
});
