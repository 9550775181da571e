import { describe, expect, it } from 'vitest';
import { rate } from '../testing/fixtures.testing';
import {
  aprDetailReducer,
  canSaveMinimumApr,
  initialAprDetailState,
  minimumAprValidation,
  type AprDetailEvent,
} from './aprDetail.reducer';

const bounds = { limitMinLendRateYear: rate('0.001'), maxLendRateYear: rate('0.05') };
const typed = (text: string) => aprDetailReducer(initialAprDetailState('edit'), { type: 'APR.CHANGE', text });

describe('aprDetailReducer', () => {
  it('SE-APR-01 SE-CHART-01 the dialog starts on the trend tab at 24 hours and switches tabs and ranges', () => {
    const start = initialAprDetailState();
    expect(start).toMatchObject({ tab: 'trend', range: '24h' });
    const next = [
      { type: 'RANGE.SELECT', range: '30d' },
      { type: 'TAB.SELECT', tab: 'edit' },
    ].reduce((state, event) => aprDetailReducer(state, event as AprDetailEvent), start);
    expect(next).toMatchObject({ tab: 'edit', range: '30d' });
  });

  it.each([
    ['1.23', '1.23'],
    ['1.234', ''],
    ['abc', ''],
    ['.5', '.5'],
  ])('SE-APR-05 typing %s keeps %s', (text, kept) => {
    expect(typed(text).aprText).toBe(kept);
  });

  it.each([
    ['SE-APR-08 empty', '', true, false],
    ['SE-APR-02 SE-APR-07 above the maximum', '5.01', false, false],
    ['SE-APR-04 SE-APR-07 below the system minimum', '0.09', false, false],
    ['a value within the bounds', '1.23', true, true],
  ])('%s: valid %s, can save %s', (_name, text, valid, save) => {
    const state = typed(text);
    expect(minimumAprValidation(state, bounds).ok).toBe(valid);
    expect(canSaveMinimumApr(state, bounds)).toBe(save);
    expect(aprDetailReducer(state, { type: 'SUBMIT.START', bounds }).phase).toBe(save ? 'saving' : 'editing');
  });

  it('SE-APR-02 the maxAPR message carries the maximum in percent', () => {
    expect(minimumAprValidation(typed('6'), bounds)).toEqual({
      ok: false,
      error: { key: 'simpleEarn.maxAPR', params: { number: '5' } },
    });
  });

  it('SE-APR-10 a save runs once and returns to editing on its answer', () => {
    const saving = aprDetailReducer(typed('1.23'), { type: 'SUBMIT.START', bounds });
    expect(aprDetailReducer(saving, { type: 'SUBMIT.START', bounds })).toBe(saving);
    expect(aprDetailReducer(saving, { type: 'APR.CHANGE', text: '2' })).toBe(saving);
    expect(aprDetailReducer(saving, { type: 'SUBMIT.SUCCESS' }).phase).toBe('editing');
  });
});
