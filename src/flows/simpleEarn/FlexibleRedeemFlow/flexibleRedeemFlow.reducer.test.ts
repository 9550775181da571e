import { describe, expect, it } from 'vitest';
import { flexibleHolding } from '../testing/fixtures.testing';
import {
  canStartRedeem,
  flexibleRedeemFlowReducer,
  initialFlexibleRedeemFlowState,
  redeemValidation,
  type FlexibleRedeemFlowEvent,
  type FlexibleRedeemFlowState,
} from './flexibleRedeemFlow.reducer';

// 100 held, 10 being redeemed, 5 margin-frozen: 85 redeemable (SE-REDEEM-12).
const holding = flexibleHolding({ marginFrozenAmount: '5' });
const receipt = { asset: 'USDT', amount: '20', redeemedAt: 0 };

function run(...events: FlexibleRedeemFlowEvent[]): FlexibleRedeemFlowState {
  return events.reduce(flexibleRedeemFlowReducer, initialFlexibleRedeemFlowState);
}

describe('flexibleRedeemFlowReducer', () => {
  it.each([
    ['SE-REDEEM-18 empty', '', false],
    ['SE-REDEEM-17 zero', '0', false],
    ['SE-REDEEM-15 starting with 0.000000', '0.0000001', false],
    ['SE-REDEEM-16 the minimum', '0.000001', true],
    ['SE-REDEEM-13 exactly the redeemable amount', '85', true],
    ['SE-REDEEM-13 above the redeemable amount', '85.00000001', false],
    ['SE-REDEEM-14 nine decimals', '1.123456789', false],
  ])('%s (%s) can start: %s', (_name, amount, expected) => {
    const state = run({ type: 'AMOUNT.CHANGE', amount });
    expect(canStartRedeem(state, holding)).toBe(expected);
    expect(flexibleRedeemFlowReducer(state, { type: 'SUBMIT.START', holding }).phase.kind).toBe(
      expected ? 'preChecking' : 'editing',
    );
  });

  it('SE-REDEEM-15 a value starting with 0.000000 says the minimum is 0.000001', () => {
    expect(redeemValidation('0.0000009', holding)).toEqual({
      ok: false,
      error: { key: 'redeem.number.minLimit', params: { amount: '0.000001' } },
    });
  });

  it('SE-REDEEM-08 SE-REDEEM-09 the pre-check runs first, then the redeem, then the success dialog', () => {
    const checking = run({ type: 'AMOUNT.CHANGE', amount: '20' }, { type: 'SUBMIT.START', holding });
    expect(checking.phase.kind).toBe('preChecking');
    const redeeming = flexibleRedeemFlowReducer(checking, { type: 'PRECHECK.PASS' });
    expect(redeeming.phase.kind).toBe('redeeming');
    expect(flexibleRedeemFlowReducer(redeeming, { type: 'SUBMIT.SUCCESS', receipt }).phase).toEqual({
      kind: 'succeeded',
      receipt,
    });
  });

  it('SE-REDEEM-11 DEC-24 a failed pre-check never reaches the redeem', () => {
    const next = run(
      { type: 'AMOUNT.CHANGE', amount: '20' },
      { type: 'SUBMIT.START', holding },
      { type: 'PRECHECK.FAILURE' },
      { type: 'SUBMIT.SUCCESS', receipt },
    );
    expect(next.phase.kind).toBe('editing');
    expect(next.amount).toBe('20');
  });

  it.each([
    ['frozen_status 1', 1, 'confirmingCancel'],
    ['frozen_status 0', 0, 'editing'],
  ])('SE-REDEEM-10 SE-REDEEM-05 a cancel request with %s leads to %s', (_name, frozenStatus, phase) => {
    expect(run({ type: 'CANCEL.REQUEST', holding: flexibleHolding({ frozenStatus }) }).phase.kind).toBe(phase);
  });

  it('SE-REDEEM-05 confirming the cancel runs it and returns to editing; dismissing sends nothing', () => {
    const asking = run({ type: 'CANCEL.REQUEST', holding });
    expect(flexibleRedeemFlowReducer(asking, { type: 'CANCEL.DISMISS' }).phase.kind).toBe('editing');
    const cancelling = flexibleRedeemFlowReducer(asking, { type: 'CANCEL.CONFIRM' });
    expect(cancelling.phase.kind).toBe('cancelling');
    expect(flexibleRedeemFlowReducer(cancelling, { type: 'CANCEL.SUCCESS' }).phase.kind).toBe('editing');
  });

  it('SE-REDEEM-08 nothing can be typed or sent again while a call runs', () => {
    const running = run({ type: 'AMOUNT.CHANGE', amount: '20' }, { type: 'SUBMIT.START', holding });
    expect(flexibleRedeemFlowReducer(running, { type: 'AMOUNT.CHANGE', amount: '1' })).toBe(running);
    expect(flexibleRedeemFlowReducer(running, { type: 'SUBMIT.START', holding })).toBe(running);
    expect(flexibleRedeemFlowReducer(running, { type: 'CANCEL.REQUEST', holding })).toBe(running);
  });
});
