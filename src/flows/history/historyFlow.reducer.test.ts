import { describe, expect, it } from 'vitest';
import type { HistoryRecord } from '../../domain/simpleEarn/models';
import { historyPageSize, historyReducer, initialHistoryState, rangeTimes } from './historyFlow.reducer';

const today = '2024-05-15';
const record = (id: number): HistoryRecord => ({ id, asset: 'USDT', type: 1 });

describe('history reducer', () => {
  it('SE-HIST-06 DEC-02 8 a page on the page, 6 in the dialog', () => {
    expect([historyPageSize('page'), historyPageSize('dialog')]).toEqual([8, 6]);
    expect(initialHistoryState('dialog', today).pageSize).toBe(6);
  });

  it('SE-HIST-05 DEC-04 the default range is the last 6 months; a range reaching further back is moved to 6 months back', () => {
    const state = initialHistoryState('page', today);
    expect(state.range).toEqual({ start: '2023-11-15', end: today });
    const moved = historyReducer(state, {
      type: 'RANGE.CHANGE',
      range: { start: '2023-01-01', end: '2023-12-01' },
      today,
    });
    expect(moved.range.start).toBe('2023-11-15');
  });

  it('SE-HIST-04 a new range, coin or type goes back to page 1', () => {
    let state = historyReducer(initialHistoryState('page', today), {
      type: 'LIST',
      event: { type: 'PAGE.CHANGE', page: 3 },
    });
    state = historyReducer(state, { type: 'RANGE.CHANGE', range: { start: '2024-05-01', end: '2024-05-10' }, today });
    expect(state.list.page).toBe(1);
    state = historyReducer(historyReducer(state, { type: 'LIST', event: { type: 'PAGE.CHANGE', page: 2 } }), {
      type: 'TYPE.SELECT',
      recordType: 3,
    });
    expect([state.type, state.list.page]).toEqual([3, 1]);
    state = historyReducer(historyReducer(state, { type: 'LIST', event: { type: 'PAGE.CHANGE', page: 2 } }), {
      type: 'ASSET.SELECT',
      asset: 'BTC',
    });
    expect([state.asset, state.list.page]).toEqual(['BTC', 1]);
  });

  it('SE-HIST-01 SE-HIST-02 switching product clears the coin filter (the coin lists differ) and keeps the type', () => {
    let state = historyReducer(initialHistoryState('page', today), { type: 'ASSET.SELECT', asset: 'BTC' });
    state = historyReducer(state, { type: 'TYPE.SELECT', recordType: 2 });
    state = historyReducer(state, { type: 'PRODUCT.SELECT', product: 'fixed' });
    expect([state.product, state.asset, state.type]).toEqual(['fixed', null, 2]);
  });

  it('SE-API-15 without a real total the pager reaches one page past the last full page', () => {
    let state = initialHistoryState('page', today);
    state = historyReducer(state, {
      type: 'LIST',
      event: { type: 'PAGE.LOADED', page: 1, rows: Array.from({ length: 8 }, (_, i) => record(i)) },
    });
    expect(state.reach).toBe(9);
    state = historyReducer(state, { type: 'LIST', event: { type: 'PAGE.CHANGE', page: 2 } });
    state = historyReducer(state, { type: 'LIST', event: { type: 'PAGE.LOADED', page: 2, rows: [record(9)] } });
    expect(state.reach).toBe(9);
  });

  it('SE-HIST-04 a range of days covers whole UTC days', () => {
    expect(rangeTimes({ start: '2024-05-01', end: '2024-05-02' })).toEqual({
      startAt: Date.parse('2024-05-01T00:00:00Z'),
      endAt: Date.parse('2024-05-03T00:00:00Z') - 1,
    });
  });
});
