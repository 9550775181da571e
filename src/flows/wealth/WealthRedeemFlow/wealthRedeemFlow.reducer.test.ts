import { describe, expect, it } from 'vitest';
import {
  canSubmitWealthRedeem,
  initialWealthRedeemFlowState,
  wealthRedeemFlowReducer,
  wealthRedeemValidation,
} from './wealthRedeemFlow.reducer';

const typed = (units: string) => wealthRedeemFlowReducer(initialWealthRedeemFlowState, { type: 'UNITS.CHANGE', units });

describe('wealthRedeemFlowReducer', () => {
  it.each([
    ['VW-REDEEM-03 empty units', '', false, null],
    ['VW-REDEEM-03 zero units', '0.000000', false, null],
    ['VW-REDEEM-02 units above the redeemable', '10.000001', false, 'wealth.redeem.lessRedeemableUnits'],
    ['VW-REDEEM-04 more than 6 decimals', '1.1234567', false, 'wealth.redeem.precision'],
    ['VW-REDEEM-04 6 decimals', '1.123456', true, null],
    ['VW-REDEEM-02 exactly the redeemable units', '10', true, null],
  ])('%s: can redeem %s', (_name, units, allowed, key) => {
    const state = typed(units);
    const validation = wealthRedeemValidation(state, '10');
    expect(validation.ok ? null : validation.error.key).toBe(key);
    expect(canSubmitWealthRedeem(state, '10')).toBe(allowed);
    expect(wealthRedeemFlowReducer(state, { type: 'SUBMIT.START', redeemableUnits: '10' }).phase.kind).toBe(
      allowed ? 'submitting' : 'editing',
    );
  });

  it('VW-ERR-03 a failed redeem returns to editing with the units kept; a success then close starts over', () => {
    const submitting = wealthRedeemFlowReducer(typed('2'), { type: 'SUBMIT.START', redeemableUnits: '10' });
    expect(wealthRedeemFlowReducer(submitting, { type: 'SUBMIT.FAILURE' })).toMatchObject({
      phase: { kind: 'editing' },
      units: '2',
    });
    expect(wealthRedeemFlowReducer(submitting, { type: 'SUBMIT.START', redeemableUnits: '10' })).toBe(submitting);
    const done = wealthRedeemFlowReducer(submitting, { type: 'SUBMIT.SUCCESS', units: '1' });
    expect(done.phase.kind).toBe('succeeded');
    expect(wealthRedeemFlowReducer(done, { type: 'DIALOG.CLOSE' })).toEqual({
      ...initialWealthRedeemFlowState,
      attempt: 1,
    });
  });
});
