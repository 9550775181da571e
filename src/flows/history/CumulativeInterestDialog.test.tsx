import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeEarnBackend } from '../holdings/fakeEarnBackend.testing';
import { renderFlow } from '../holdings/flowTestSetup.testing';
import { CumulativeInterestDialog } from './CumulativeInterestDialog';
import { dailyInterestDtos, HISTORY_TODAY } from './historyFixtures.testing';
import { interestReducer, initialInterestState } from './interestFlow.reducer';

function renderDialog(days = 10) {
  const backend = createFakeEarnBackend({ flexibleHistory: dailyInterestDtos(days) });
  const view = renderFlow(<CumulativeInterestDialog asset="USDT" defaultOpen today={HISTORY_TODAY} />, { respond: backend.respond });
  const historyQueries = () =>
    view.requests()
      .filter((request) => request.split('?')[0]!.endsWith('/uni-loan/earn/history'))
      .map((request) => new URLSearchParams(request.split('?')[1]));
  return { ...view, historyQueries };
}

describe('CumulativeInterestDialog', () => {
  it('SE-INT-01 SE-INT-05 the dialog has a date range, by default the last 6 months', async () => {
    const { historyQueries } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Cumulative interest history' });
    expect(within(dialog).getByRole('textbox', { name: 'Start date' })).toHaveValue('2023-11-15');
    expect(within(dialog).getByRole('textbox', { name: 'End date' })).toHaveValue(HISTORY_TODAY);
    await waitFor(() => expect(historyQueries()[0]?.get('start_at')).toBe(String(Date.parse('2023-11-15T00:00:00Z') / 1000)));
  });

  it('SE-INT-02 SE-INT-03 DEC-02 the per-day log (is_daily_log 1, type 3) shows 7 days a page', async () => {
    const { historyQueries } = renderDialog(10);
    const table = await screen.findByRole('table', { name: 'Daily interest' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
    const query = historyQueries()[0]!;
    expect([query.get('type'), query.get('is_daily_log'), query.get('limit'), query.get('asset')]).toEqual(['3', '1', '7', 'USDT']);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Daily interest' })).getAllByRole('row')).toHaveLength(4));
  });

  it('SE-INT-03 SE-INT-04 a day opens its hourly detail: type 3 over that one day, 25 a page', async () => {
    const { historyQueries } = renderDialog(3);
    const table = await screen.findByRole('table', { name: 'Daily interest' });
    const open = (await within(table).findAllByRole('button', { name: /Show hourly interest of/ }))[0]!;
    const day = open.getAttribute('aria-label')!.replace('Show hourly interest of ', '');
    await userEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('table', { name: `Hourly interest of ${day}` })).toBeInTheDocument();
    const hourly = historyQueries().find((query) => query.get('is_daily_log') === '0')!;
    expect([hourly.get('type'), hourly.get('limit')]).toEqual(['3', '25']);
    expect(Number(hourly.get('end_at')) - Number(hourly.get('start_at'))).toBe(86_399);
    await userEvent.click(open);
    expect(screen.queryByRole('table', { name: `Hourly interest of ${day}` })).not.toBeInTheDocument();
  });

  it('SE-INT-03 one day at a time is open, and a new range closes it and goes back to page 1', () => {
    let state = interestReducer(initialInterestState(HISTORY_TODAY), { type: 'DAY.TOGGLE', dayAt: 1 });
    state = interestReducer(state, { type: 'DAY.TOGGLE', dayAt: 2 });
    expect(state.expandedDay).toBe(2);
    state = interestReducer(interestReducer(state, { type: 'PAGE.CHANGE', page: 3 }), { type: 'RANGE.CHANGE', range: { start: '2024-05-01', end: '2024-05-10' }, today: HISTORY_TODAY });
    expect([state.page, state.expandedDay]).toEqual([1, null]);
  });
});
