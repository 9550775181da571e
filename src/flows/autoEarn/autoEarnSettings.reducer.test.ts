import { describe, expect, it } from 'vitest';
import type { AutoEarnMarketItem } from '../../domain/autoEarn/status';
import type { Rate } from '../../domain/shared/rate';
import { autoEarnListQuery, autoEarnSettingsReducer, initialAutoEarnSettingsState } from './autoEarnSettings.reducer';

const item = (asset: string, on = 0): AutoEarnMarketItem => ({
  asset,
  nextTimeRateYear: '0.05' as Rate,
  autoInvestStatus: on,
});
const loaded = (rows: AutoEarnMarketItem[]) =>
  autoEarnSettingsReducer(initialAutoEarnSettingsState, {
    type: 'LIST',
    event: { type: 'PAGE.LOADED', page: 1, rows },
  });

describe('auto-earn settings reducer', () => {
  it('AE-SEARCH-01 AE-SEARCH-02 the search is trimmed and uppercased and goes back to page 1', () => {
    let state = loaded(Array.from({ length: 7 }, (_, index) => item(`C${index}`)));
    state = autoEarnSettingsReducer(state, { type: 'LIST', event: { type: 'MORE.REQUEST', total: 20, pageSize: 7 } });
    expect(state.list.page).toBe(2);
    state = autoEarnSettingsReducer(state, { type: 'SEARCH.CHANGE', text: '  btc ' });
    expect(state).toMatchObject({ searchText: '  btc ', search: 'BTC', list: { page: 1, gathered: [] } });
    expect(autoEarnListQuery(state)).toEqual({ page: 1, search: 'BTC' });
  });

  it('AE-SEARCH-01 a keystroke shows at once but sends nothing until the search is committed', () => {
    const typed = autoEarnSettingsReducer(initialAutoEarnSettingsState, { type: 'SEARCH.TYPE', text: 'et' });
    expect(typed.searchText).toBe('et');
    expect(autoEarnListQuery(typed)).toEqual({ page: 1 });
  });

  it('AE-SEARCH-02 a change that normalises to the same search keeps the page', () => {
    const state = autoEarnSettingsReducer(initialAutoEarnSettingsState, { type: 'SEARCH.CHANGE', text: 'eth' });
    const same = autoEarnSettingsReducer(state, { type: 'SEARCH.CHANGE', text: 'ETH ' });
    expect(same.list).toBe(state.list);
  });

  it('AE-SORT-01 the est. APR sort cycles default, ascending (4), descending (3), default', () => {
    let state = initialAutoEarnSettingsState;
    const sent: unknown[] = [];
    for (let index = 0; index < 4; index++) {
      state = autoEarnSettingsReducer(state, { type: 'SORT.CYCLE' });
      sent.push(autoEarnListQuery(state).sortType);
    }
    expect(sent).toEqual([4, 3, undefined, 4]);
  });

  it('AE-MODAL-02 enable only asks for the coins with auto-earn on, from page 1', () => {
    const state = autoEarnSettingsReducer(loaded([item('BTC')]), { type: 'ENABLED_ONLY.CHANGE', enabledOnly: true });
    expect(autoEarnListQuery(state)).toEqual({ page: 1, autoEarnOnly: true });
    expect(state.list.gathered).toEqual([]);
  });

  it('AE-TOGGLE-07 a successful toggle updates the gathered rows locally', () => {
    const state = autoEarnSettingsReducer(loaded([item('BTC'), item('ETH')]), {
      type: 'TOGGLE.APPLIED',
      target: { kind: 'coin', asset: 'ETH' },
      on: true,
    });
    expect(state.list.gathered.map((row) => row.autoInvestStatus)).toEqual([0, 1]);
    const all = autoEarnSettingsReducer(state, { type: 'TOGGLE.APPLIED', target: { kind: 'all' }, on: false });
    expect(all.list.gathered.map((row) => row.autoInvestStatus)).toEqual([0, 0]);
  });
});
