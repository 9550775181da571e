import { describe, expect, it } from 'vitest';
import { initialStakingHoldingsState, stakingHoldingsReducer } from './stakingHoldings.reducer';

const today = '2026-03-09';

describe('the staking holdings reducer', () => {
  it('open-history opens the History tab, with the 12 months up to today', () => {
    const state = initialStakingHoldingsState({ coin: 'ETH', openHistory: true, today });
    expect(state).toMatchObject({ coin: 'ETH', tab: 'history', range: { start: '2025-03-09', end: today } });
    expect(initialStakingHoldingsState({ coin: null, openHistory: false, today }).tab).toBe('holdings');
  });

  it('a coin, tab or range change starts the history at page 1; the same one changes nothing', () => {
    const start = initialStakingHoldingsState({ coin: 'ETH', openHistory: true, today });
    const paged = stakingHoldingsReducer(start, { type: 'PAGED', event: { type: 'PAGE.CHANGE', page: 3 } });
    expect(stakingHoldingsReducer(paged, { type: 'COIN.SELECT', coin: 'ETH' })).toBe(paged);
    for (const next of [
      stakingHoldingsReducer(paged, { type: 'COIN.SELECT', coin: 'SOL' }),
      stakingHoldingsReducer(paged, { type: 'TAB.SELECT', tab: 'holdings' }),
      stakingHoldingsReducer(paged, { type: 'RANGE.CHANGE', range: { start: '2026-03-01', end: today }, today }),
    ])
      expect(next.paged).toEqual(start.paged);
  });

  it('a range past today is cut at today, a cleared one is the default 12 months', () => {
    const start = initialStakingHoldingsState({ coin: 'ETH', openHistory: true, today });
    const cut = stakingHoldingsReducer(start, {
      type: 'RANGE.CHANGE',
      range: { start: '2026-03-01', end: '2026-04-01' },
      today,
    });
    expect(cut.range).toEqual({ start: '2026-03-01', end: today });
    expect(stakingHoldingsReducer(cut, { type: 'RANGE.CHANGE', range: null, today }).range).toEqual(start.range);
  });
});
