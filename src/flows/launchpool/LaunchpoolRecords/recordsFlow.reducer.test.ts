import { describe, expect, it } from 'vitest';
import type { LaunchpoolRecord } from '../../../domain/launchpool/models';
import { initialRecordsState, recordsReducer, recordsSpan, type RecordsState } from './recordsFlow.reducer';

const TODAY = '2026-03-02';
const record = (id: string): LaunchpoolRecord => ({
  id,
  kind: 'stake',
  projectId: 1,
  projectCoin: 'NEWT',
  rid: 1,
  poolCoin: 'USDT',
  amount: '1',
  coin: 'USDT',
  time: 0,
});
const onPage2 = (): RecordsState => {
  let state = initialRecordsState(TODAY);
  state = recordsReducer(state, {
    type: 'PAGED',
    event: { type: 'PAGE.LOADED', page: 1, rows: [record('a')] },
  });
  return recordsReducer(state, { type: 'PAGED', event: { type: 'PAGE.CHANGE', page: 2 } });
};

describe('recordsReducer', () => {
  it('DEC-04 starts on the stakes, 10 a page, over the 12 months up to today', () => {
    expect(initialRecordsState(TODAY)).toMatchObject({
      list: 'stakes',
      pageSize: 10,
      range: { start: '2025-03-02', end: TODAY },
      paged: { page: 1, loadedThrough: 0 },
    });
  });

  it('another tab starts again at page 1 with nothing gathered; the same tab changes nothing', () => {
    const state = onPage2();
    expect(recordsReducer(state, { type: 'LIST.SELECT', list: 'stakes' })).toBe(state);
    const rewards = recordsReducer(state, { type: 'LIST.SELECT', list: 'rewards' });
    expect(rewards).toMatchObject({ list: 'rewards', paged: { page: 1, gathered: [], loadedThrough: 0 } });
  });

  it('LP-DATE-02 LP-DATE-06 a new range is kept within 12 months and today, and goes back to page 1', () => {
    const trimmed = recordsReducer(onPage2(), {
      type: 'RANGE.CHANGE',
      range: { start: '2024-01-01', end: '2026-01-31' },
      today: TODAY,
    });
    expect(trimmed.range).toEqual({ start: '2025-01-31', end: '2026-01-31' });
    expect(trimmed.paged.page).toBe(1);
    const future = recordsReducer(onPage2(), {
      type: 'RANGE.CHANGE',
      range: { start: '2026-02-01', end: '2026-04-01' },
      today: TODAY,
    });
    expect(future.range).toEqual({ start: '2026-02-01', end: TODAY });
  });

  it('a cleared range is the default 12 months; an unchanged range keeps the page', () => {
    const state = onPage2();
    expect(recordsReducer(state, { type: 'RANGE.CHANGE', range: null, today: TODAY })).toBe(state);
    const narrowed = recordsReducer(state, {
      type: 'RANGE.CHANGE',
      range: { start: '2026-02-01', end: TODAY },
      today: TODAY,
    });
    expect(recordsReducer(narrowed, { type: 'RANGE.CHANGE', range: null, today: TODAY }).range).toEqual({
      start: '2025-03-02',
      end: TODAY,
    });
  });

  it('the span covers whole UTC days, both ends included', () => {
    expect(recordsSpan({ start: '2026-02-25', end: TODAY })).toEqual({
      startAt: Date.UTC(2026, 1, 25),
      endAt: Date.UTC(2026, 2, 3) - 1,
    });
  });
});
