import { describe, expect, it } from 'vitest';
import {
  canSubmitWealthSubscribe,
  initialWealthSubscribeFlowState,
  wealthSubscribeFlowReducer,
  wealthSubscribeValidation,
  type WealthSubscribeContext,
  type WealthSubscribeFlowState,
} from './wealthSubscribeFlow.reducer';

const context: WealthSubscribeContext = { product: { coin: 'USDT', minAmount: '100' }, available: '1000' };
const typed = (amount: string, accepted: boolean): WealthSubscribeFlowState => {
  const withAmount = wealthSubscribeFlowReducer(initialWealthSubscribeFlowState, { type: 'AMOUNT.CHANGE', amount });
  return wealthSubscribeFlowReducer(withAmount, { type: 'DISCLAIMER.CHANGE', accepted });
};

describe('wealthSubscribeFlowReducer', () => {
  it('VW-SUB-06 subscribe is refused until the disclaimer is ticked', () => {
    expect(canSubmitWealthSubscribe(typed('200', false), context)).toBe(false);
    expect(wealthSubscribeFlowReducer(typed('200', false), { type: 'SUBMIT.START', context }).phase.kind).toBe(
      'editing',
    );
    expect(canSubmitWealthSubscribe(typed('200', true), context)).toBe(true);
    expect(wealthSubscribeFlowReducer(typed('200', true), { type: 'SUBMIT.START', context }).phase.kind).toBe(
      'submitting',
    );
  });

  it.each([
    ['VW-SUB-04 above the available balance', '1000.00000001', 'wealth.subscribe.inadequateBalance'],
    ['VW-SUB-05 below the minimum', '99.99', 'wealth.subscribe.lessThanMinimum'],
    ['VW-SUB-07 more than 8 decimals', '150.123456789', 'wealth.subscribe.precision'],
  ])('%s is refused with its message', (_name, amount, key) => {
    const state = typed(amount, true);
    const validation = wealthSubscribeValidation(state, context);
    expect(validation.ok ? null : validation.error.key).toBe(key);
    expect(canSubmitWealthSubscribe(state, context)).toBe(false);
  });

  it('VW-SUB-07 an amount with 8 decimals is accepted', () => {
    expect(canSubmitWealthSubscribe(typed('150.12345678', true), context)).toBe(true);
  });

  it('VW-ERR-03 a failed purchase returns to editing with the form kept; a success then close starts over', () => {
    const submitting = wealthSubscribeFlowReducer(typed('200', true), { type: 'SUBMIT.START', context });
    expect(submitting.attempt).toBe(1);
    const failed = wealthSubscribeFlowReducer(submitting, { type: 'SUBMIT.FAILURE' });
    expect(failed).toMatchObject({ phase: { kind: 'editing' }, amount: '200', disclaimerAccepted: true });
    expect(wealthSubscribeFlowReducer(submitting, { type: 'AMOUNT.CHANGE', amount: '5' })).toBe(submitting);
    expect(wealthSubscribeFlowReducer(submitting, { type: 'DIALOG.CLOSE' })).toBe(submitting);
    const done = wealthSubscribeFlowReducer(submitting, { type: 'SUBMIT.SUCCESS', amount: '200' });
    expect(done.phase.kind).toBe('succeeded');
    expect(wealthSubscribeFlowReducer(done, { type: 'DIALOG.CLOSE' })).toEqual({
      ...initialWealthSubscribeFlowState,
      attempt: 1,
    });
  });
});
