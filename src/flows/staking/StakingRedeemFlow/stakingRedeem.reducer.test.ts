import { describe, expect, it } from 'vitest';
import {
  initialStakingRedeemState,
  stakingRedeemReducer,
  type StakingRedeemContext,
  type StakingRedeemEvent,
  type StakingRedeemState,
} from './stakingRedeem.reducer';

const context: StakingRedeemContext = {
  coin: 'ETH',
  redeemable: '2',
  minRedeemAmount: '0.01',
  pid: -1,
  redeemCoin: 'ETH',
  fastEnabled: true,
};

function run(events: readonly StakingRedeemEvent[], from: StakingRedeemState = initialStakingRedeemState) {
  return events.reduce(stakingRedeemReducer, from);
}

describe('stakingRedeemReducer', () => {
  it('ST-STATE-03 ST-STATE-04 it starts on main with standard redemption into USDC', () => {
    expect(initialStakingRedeemState).toMatchObject({ view: 'main', redeemType: 'standard', redeemCoin: 'USDC' });
  });

  it('ST-REDEEM-01 main moves to redeem_type_select and faq and back; choosing a type returns to main', () => {
    const select = run([{ type: 'TYPE_SELECT.OPEN' }]);
    expect(select.view).toBe('redeem_type_select');
    expect(run([{ type: 'VIEW.BACK' }], select).view).toBe('main');
    expect(run([{ type: 'TYPE.CHOOSE', redeemType: 'fast', context }], select)).toMatchObject({
      view: 'main',
      redeemType: 'fast',
    });
    const faq = run([{ type: 'FAQ.OPEN' }]);
    expect(faq.view).toBe('faq');
    // No view opens another over it: faq and type select go back to main first.
    expect(run([{ type: 'TYPE_SELECT.OPEN' }], faq).view).toBe('faq');
  });

  it('ST-REDEEM-07 a disabled fast option is never chosen', () => {
    const state = run([
      { type: 'TYPE_SELECT.OPEN' },
      { type: 'TYPE.CHOOSE', redeemType: 'fast', context: { ...context, fastEnabled: false } },
    ]);
    expect(state).toMatchObject({ view: 'redeem_type_select', redeemType: 'standard' });
  });

  it('ST-REDEEM-05 ST-REDEEM-06 the confirmation opens only for a valid amount', () => {
    expect(
      run([
        { type: 'AMOUNT.CHANGE', amount: '0.001' },
        { type: 'CONFIRM.OPEN', context },
      ]).phase.kind,
    ).toBe('editing');
    expect(
      run([
        { type: 'AMOUNT.CHANGE', amount: '3' },
        { type: 'CONFIRM.OPEN', context },
      ]).phase.kind,
    ).toBe('editing');
    expect(
      run([
        { type: 'AMOUNT.CHANGE', amount: '1' },
        { type: 'CONFIRM.OPEN', context },
      ]).phase.kind,
    ).toBe('confirming');
  });

  it('ST-DEFI-02 a DeFi redeem waits for a protocol to be picked', () => {
    const none = { ...context, pid: null };
    expect(
      run([
        { type: 'AMOUNT.CHANGE', amount: '1' },
        { type: 'CONFIRM.OPEN', context: none },
      ]).phase.kind,
    ).toBe('editing');
  });

  it('fast picked before the quota ran out cannot be confirmed once it is disabled', () => {
    const fast = run([
      { type: 'TYPE_SELECT.OPEN' },
      { type: 'TYPE.CHOOSE', redeemType: 'fast', context },
      { type: 'AMOUNT.CHANGE', amount: '1' },
    ]);
    expect(run([{ type: 'CONFIRM.OPEN', context: { ...context, fastEnabled: false } }], fast).phase.kind).toBe(
      'editing',
    );
  });

  it('ST-REDEEM-01 confirm sends once per submit and success moves to redeem_success with what was sent', () => {
    const submitting = run([
      { type: 'AMOUNT.CHANGE', amount: '1.5' },
      { type: 'CONFIRM.OPEN', context },
      { type: 'SUBMIT.START', context },
      { type: 'SUBMIT.START', context },
    ]);
    expect(submitting.attempt).toBe(1);
    expect(submitting.phase).toEqual({
      kind: 'submitting',
      request: { amount: '1.5', redeemType: 'standard', redeemCoin: 'ETH', pid: -1 },
    });
    const done = run([{ type: 'SUBMIT.SUCCESS', submittedAt: 10, receipt: { redeemStamp: 20 } }], submitting);
    expect(done).toMatchObject({ view: 'redeem_success', amount: '', phase: { kind: 'succeeded', submittedAt: 10 } });
    // Success is final: no way back to main; closing starts afresh.
    expect(run([{ type: 'VIEW.BACK' }], done).view).toBe('redeem_success');
    expect(run([{ type: 'DIALOG.CLOSE' }], done)).toEqual({ ...initialStakingRedeemState, attempt: 1 });
  });

  it('a failure returns to editing with the amount kept; a close while sending changes nothing', () => {
    const submitting = run([
      { type: 'AMOUNT.CHANGE', amount: '1' },
      { type: 'CONFIRM.OPEN', context },
      { type: 'SUBMIT.START', context },
    ]);
    expect(run([{ type: 'DIALOG.CLOSE' }], submitting)).toBe(submitting);
    expect(run([{ type: 'SUBMIT.FAILURE' }], submitting)).toMatchObject({ amount: '1', phase: { kind: 'editing' } });
    expect(
      run(
        [{ type: 'CONFIRM.CANCEL' }],
        run([
          { type: 'AMOUNT.CHANGE', amount: '1' },
          { type: 'CONFIRM.OPEN', context },
        ]),
      ).phase.kind,
    ).toBe('editing');
  });
});
