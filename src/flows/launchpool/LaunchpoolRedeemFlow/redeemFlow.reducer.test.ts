import { describe, expect, it } from 'vitest';
import {
  canStartLaunchpoolRedeem,
  initialLaunchpoolRedeemState,
  launchpoolRedeemReducer,
  type LaunchpoolRedeemContext,
  type LaunchpoolRedeemEvent,
  type LaunchpoolRedeemState,
} from './redeemFlow.reducer';

const context: LaunchpoolRedeemContext = { coin: 'ETH', decimalPlace: 4, redeemable: '2.5', autoOption: 'autoStake' };

function run(events: readonly LaunchpoolRedeemEvent[], state: LaunchpoolRedeemState = initialLaunchpoolRedeemState) {
  return events.reduce(launchpoolRedeemReducer, state);
}

describe('launchpoolRedeemReducer', () => {
  it('SUBMIT.START sends a valid amount, canonical, and counts the attempt', () => {
    const state = run([
      { type: 'AMOUNT.CHANGE', amount: '1.50' },
      { type: 'SUBMIT.START', context },
    ]);
    expect(state.phase).toEqual({ kind: 'submitting', amount: '1.5' });
    expect(state.attempt).toBe(1);
  });

  it.each([
    ['empty', ''],
    ['over the redeemable amount', '3'],
    ['below 0.1^decimal_place', '0.0000'],
  ])('LP-REDEEM-10 LP-REDEEM-11 SUBMIT.START does nothing when the amount is %s', (_, amount) => {
    const state = run([{ type: 'AMOUNT.CHANGE', amount }]);
    expect(canStartLaunchpoolRedeem(state, context)).toBe(false);
    expect(launchpoolRedeemReducer(state, { type: 'SUBMIT.START', context })).toBe(state);
  });

  it('a second SUBMIT.START while one runs is ignored (one request per click)', () => {
    const submitting = run([
      { type: 'AMOUNT.CHANGE', amount: '1' },
      { type: 'SUBMIT.START', context },
    ]);
    expect(launchpoolRedeemReducer(submitting, { type: 'SUBMIT.START', context })).toBe(submitting);
    expect(launchpoolRedeemReducer(submitting, { type: 'AMOUNT.CHANGE', amount: '2' })).toBe(submitting);
    expect(launchpoolRedeemReducer(submitting, { type: 'AUTO.TOGGLE', checked: true })).toBe(submitting);
  });

  it('a failure returns to editing with the amount kept; a success clears it', () => {
    const submitting = run([
      { type: 'AMOUNT.CHANGE', amount: '1' },
      { type: 'SUBMIT.START', context },
    ]);
    expect(launchpoolRedeemReducer(submitting, { type: 'SUBMIT.FAILURE' })).toMatchObject({
      amount: '1',
      phase: { kind: 'editing' },
    });
    expect(launchpoolRedeemReducer(submitting, { type: 'SUBMIT.SUCCESS' })).toMatchObject({
      amount: '',
      phase: { kind: 'succeeded' },
    });
  });

  it('the checkbox starts unticked and toggles while editing', () => {
    expect(initialLaunchpoolRedeemState.autoChecked).toBe(false);
    expect(run([{ type: 'AUTO.TOGGLE', checked: true }]).autoChecked).toBe(true);
  });

  it('DIALOG.CLOSE starts the next opening afresh, but not while the redeem runs', () => {
    const edited = run([
      { type: 'AMOUNT.CHANGE', amount: '1' },
      { type: 'AUTO.TOGGLE', checked: true },
    ]);
    expect(launchpoolRedeemReducer(edited, { type: 'DIALOG.CLOSE' })).toEqual(initialLaunchpoolRedeemState);
    const submitting = launchpoolRedeemReducer(edited, { type: 'SUBMIT.START', context });
    expect(launchpoolRedeemReducer(submitting, { type: 'DIALOG.CLOSE' })).toBe(submitting);
  });
});
