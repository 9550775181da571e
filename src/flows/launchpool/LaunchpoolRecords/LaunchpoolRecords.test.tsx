import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarnUser } from '../../../context/types';
import { renderWithApi } from '../../shared/renderWithApi.testing';
import { LaunchpoolRecords } from './LaunchpoolRecords';
import { createRecordsClient, RECORDS_NOW, RECORDS_TODAY, type RecordsBackendOptions } from './recordsFixtures.testing';

const alice: EarnUser = { kind: 'user', name: 'alice', vipLevel: 0, verified: true };

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number, height = 812): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}

/** The card list's sentinel observer: `reveal()` brings the end of the list into view. */
class FakeObserver {
  static last: FakeObserver | null = null;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  reveal() {
    act(() =>
      this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
}

function renderRecords(
  { projectId, user = alice, ...backend }: RecordsBackendOptions & { projectId?: number; user?: EarnUser } = {},
  locale?: string,
) {
  const view = renderWithApi(
    <LaunchpoolRecords today={RECORDS_TODAY} {...(projectId === undefined ? {} : { projectId })} />,
    createRecordsClient(backend),
    { user, clock: () => RECORDS_NOW, locale },
  );
  const recordCalls = () =>
    view.double.calls
      .map((call) => new URL(call.request.url))
      .filter((url) => url.pathname.endsWith('/launch-pool/user-records'));
  const lastQuery = () => recordCalls().at(-1)!.searchParams;
  return { ...view, recordCalls, lastQuery };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const seconds = (iso: string) => String(Date.parse(iso) / 1000);

describe('LaunchpoolRecords', () => {
  beforeEach(() => setViewport(1280, 800));
  afterEach(() => {
    vi.unstubAllGlobals();
    setViewport(1280, 800);
  });

  it('LP-LIST-01 on desktop the stakes are a table of 10 a page, and the pager loads page 2', async () => {
    const { lastQuery } = renderRecords();
    const table = await screen.findByRole('table', { name: 'Stake records' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    expect(lastQuery().get('limit')).toBe('10');
    expect(within(bodyRows(table)[0]!).getByText('Stake')).toBeInTheDocument();
    expect(within(bodyRows(table)[0]!).getByText('100.00000000 USDT')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));
    // 13 stakes and redeems in all: page 2 holds the last 3, the oldest being LUMA's.
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Stake records' }))).toHaveLength(3));
    expect(screen.getByText('500.00000000 USDT')).toBeInTheDocument();
  });

  it('LP-LIST-02 at 375 px the stakes are cards, and the next page loads as the end of the list scrolls into view', async () => {
    setViewport(375);
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { lastQuery } = renderRecords();
    const list = await screen.findByRole('list', { name: 'Stake records' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    FakeObserver.last!.reveal();
    await waitFor(() => expect(lastQuery().get('page')).toBe('2'));
    // Page 2 is added under page 1, not in its place.
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(13));
    expect(within(list).getByText('100.00000000 USDT')).toBeInTheDocument();
    expect(within(list).getByText('500.00000000 USDT')).toBeInTheDocument();
  });

  it('LP-LIST-03 a new date range is sent with the request and only its records show', async () => {
    const { lastQuery } = renderRecords();
    const table = await screen.findByRole('table', { name: 'Stake records' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    expect(lastQuery().get('end_at')).toBe(String(Number(seconds('2026-03-03T00:00:00Z')) - 1));
    const start = screen.getByRole('textbox', { name: 'Start date' });
    await userEvent.clear(start);
    await userEvent.type(start, '2026-02-25{Enter}');
    await waitFor(() => expect(lastQuery().get('start_at')).toBe(seconds('2026-02-25T00:00:00Z')));
    // One record a day, 25 February to 2 March.
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Stake records' }))).toHaveLength(6));
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('LP-DATE-02 LP-DATE-05 DEC-04 a range over 12 months is trimmed to 12 months with the maximum-time warning', async () => {
    const { lastQuery } = renderRecords();
    await screen.findByRole('table', { name: 'Stake records' });
    const start = screen.getByRole('textbox', { name: 'Start date' });
    const end = screen.getByRole('textbox', { name: 'End date' });
    await userEvent.clear(start);
    await userEvent.type(start, '2024-01-01');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-01-31{Enter}');
    await waitFor(() => expect(lastQuery().get('start_at')).toBe(seconds('2025-01-31T00:00:00Z')));
    expect(lastQuery().get('end_at')).toBe(String(Number(seconds('2026-02-01T00:00:00Z')) - 1));
    expect(
      await screen.findByText('The date range can be at most 12 months, so it has been shortened'),
    ).toBeInTheDocument();
    // Only LUMA's stake of 40 days ago falls in that span.
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Stake records' }))).toHaveLength(1));
  });

  it('LP-DATE-06 a day after today cannot be chosen: an end typed in the future is moved back to today', async () => {
    const { lastQuery } = renderRecords();
    await screen.findByRole('table', { name: 'Stake records' });
    const end = screen.getByRole('textbox', { name: 'End date' });
    await userEvent.clear(end);
    await userEvent.type(end, '2026-03-20{Enter}');
    await waitFor(() => expect(end).toHaveValue(RECORDS_TODAY));
    expect(lastQuery().get('end_at')).toBe(String(Number(seconds('2026-03-03T00:00:00Z')) - 1));
  });

  it('LP-LIST-01 the Rewards tab lists each hourly reward of the project, with its pool, 10 a page', async () => {
    const { lastQuery } = renderRecords({ projectId: 1 });
    await screen.findByRole('table', { name: 'Stake records' });
    await userEvent.click(screen.getByRole('tab', { name: 'Rewards' }));
    const table = await screen.findByRole('table', { name: 'Reward records' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
    expect(lastQuery().get('type')).toBe('reward');
    expect(lastQuery().get('pid')).toBe('1');
    expect(within(table).getByRole('columnheader', { name: 'Reward' })).toBeInTheDocument();
    expect(within(bodyRows(table)[0]!).getByText('20.00000000 NEWT')).toBeInTheDocument();
    expect(within(bodyRows(table)[0]!).getByText('GT pool')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Page 3' }),
    ).toBeInTheDocument();
  });

  it('SH-ERR-05 with no records in the range the list reads No records', async () => {
    renderRecords({ empty: true });
    expect(await screen.findByText('No records')).toBeInTheDocument();
  });

  it('a failed load shows an error with Retry, and Retry loads the records', async () => {
    renderRecords({ failFirst: 1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    const table = await screen.findByRole('table', { name: 'Stake records' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
  });

  it('while the first page loads the table is busy with skeleton rows', async () => {
    renderRecords({ hang: true });
    const table = await screen.findByRole('table', { name: 'Stake records' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it('LP-ROLE-05 a guest sees no records section and no records call is made', async () => {
    const { recordCalls } = renderRecords({ user: { kind: 'guest' } });
    await act(async () => undefined);
    expect(screen.queryByRole('heading', { name: 'My launchpool records' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(recordCalls()).toHaveLength(0);
  });

  it('SH-LOCALE-01 in Arabic the records read right to left with translated headings', async () => {
    renderRecords({}, 'ar');
    const heading = await screen.findByRole('heading', { name: 'سجلات لانش بول الخاصة بي' });
    expect(heading.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('table', { name: 'سجلات التخزين' })).toBeInTheDocument();
  });
});
