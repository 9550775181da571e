import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeEarnBackend } from '../holdings/fakeEarnBackend.testing';
import { renderFlow } from '../holdings/flowTestSetup.testing';
import { CumulativeInterestDialog } from './CumulativeInterestDialog';
import { dailyInterestDtos, HISTORY_TODAY } from './historyFixtures.testing';
import { interestMonthsOf, interestReducer, initialInterestState } from './interestFlow.reducer';

function renderDialog(days = 10) {
  const backend = createFakeEarnBackend({ flexibleHistory: dailyInterestDtos(days) });
  const view = renderFlow(<CumulativeInterestDialog asset="USDT" defaultOpen today={HISTORY_TODAY} />, {
    respond: backend.respond,
  });
  const historyQueries = () =>
    view
      .requests()
      .filter((request) => request.split('?')[0]!.endsWith('/uni-loan/earn/history'))
      .map((request) => new URLSearchParams(request.split('?')[1]));
  return { ...view, historyQueries };
}

describe('CumulativeInterestDialog', () => {
  it('SE-INT-01 the dialog has a date range, by default the last 6 months', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Cumulative interest history' });
    expect(within(dialog).getByRole('textbox', { name: 'Start date' })).toHaveValue('2023-11-15');
    expect(within(dialog).getByRole('textbox', { name: 'End date' })).toHaveValue(HISTORY_TODAY);
  });

  it('SE-INT-05 the interest is read a calendar month at a time over the default 6 months, and a month is not read twice', async () => {
    const { historyQueries } = renderDialog();
    await screen.findByRole('table', { name: 'Daily interest' });
    const monthStarts = historyQueries().map((query) =>
      new Date(Number(query.get('start_at')) * 1000).toISOString().slice(0, 10),
    );
    expect(monthStarts).toEqual([
      '2024-05-01',
      '2024-04-01',
      '2024-03-01',
      '2024-02-01',
      '2024-01-01',
      '2023-12-01',
      '2023-11-01',
    ]);
    const calls = historyQueries().length;
    const start = screen.getByRole('textbox', { name: 'Start date' });
    await userEvent.clear(start);
    await userEvent.type(start, '2024-04-20{Enter}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Start date' })).toHaveValue('2024-04-20'));
    expect(historyQueries()).toHaveLength(calls);
  });

  it('SE-INT-02 SE-INT-03 DEC-02 the per-day log (is_daily_log 1, type 3) shows 7 days a page', async () => {
    const { historyQueries } = renderDialog(10);
    const table = await screen.findByRole('table', { name: 'Daily interest' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
    const query = historyQueries()[0]!;
    expect([query.get('type'), query.get('is_daily_log'), query.get('asset')]).toEqual(['3', '1', 'USDT']);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Daily interest' })).getAllByRole('row')).toHaveLength(4),
    );
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
    expect(state.expandedDay).toBe(1);
    state = interestReducer(state, { type: 'DAY.TOGGLE', dayAt: 2 });
    expect(state.expandedDay).toBe(2);
    state = interestReducer(interestReducer(state, { type: 'PAGE.CHANGE', page: 3 }), {
      type: 'RANGE.CHANGE',
      range: { start: '2024-05-01', end: '2024-05-10' },
      today: HISTORY_TODAY,
    });
    expect([state.page, state.expandedDay]).toEqual([1, null]);
  });
});

describe('interestMonthsOf', () => {
  it('SE-INT-05 the months a span touches, newest first, the current one ending now', () => {
    const now = Date.parse('2024-05-15T12:00:00Z');
    const months = interestMonthsOf(
      { startAt: Date.parse('2024-03-20T00:00:00Z'), endAt: Date.parse('2024-05-15T23:59:59Z') },
      now,
    );
    expect(months.map((month) => month.key)).toEqual(['2024-05', '2024-04', '2024-03']);
    expect(months[0]!.endAt).toBe(now);
    expect(months[2]).toEqual({
      key: '2024-03',
      startAt: Date.parse('2024-03-01T00:00:00Z'),
      endAt: Date.parse('2024-04-01T00:00:00Z') - 1,
    });
  });
});
