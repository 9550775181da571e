import { describe, expect, it } from 'vitest';
import { createRewardPool, createSimpleEarnOption } from '../../../domain/launchpool/factories';
import {
  canStartStake,
  initialStakeFlowState,
  isStakeSubmitting,
  stakeFlowReducer,
  type StakeContext,
  type StakeFlowEvent,
  type StakeFlowState,
} from './stakeFlow.reducer';

const usdt = createRewardPool({
  rid: 1,
  coin: 'USDT',
  decimalPlace: 2,
  personalMinAmount: '10',
  personalMaxAmount: '1000',
  buyTotalAmount: '100000',
  leftBuyTotalAmount: '0',
  simpleEarn: createSimpleEarnOption({ userPeriod: 0 }),
});
const newcomer = createRewardPool({ rid: 2, coin: 'BTC', personalMinAmount: '0.1', limitRule: 1 });
const context: StakeContext = { pool: usdt, stakedAmount: '0', available: '500', remainingQuota: '1000' };

function run(events: readonly StakeFlowEvent[], from: StakeFlowState = initialStakeFlowState): StakeFlowState {
  return events.reduce(stakeFlowReducer, from);
}

const receipt = {
  projectId: 7,
  rid: 1,
  coin: 'USDT',
  amount: '100',
  destination: 'flexible' as const,
  transactionLimitAlert: false,
};

describe('stakeFlowReducer', () => {
  it('starts on the default pool with its destination, and only once', () => {
    const state = run([
      { type: 'POOL.DEFAULT', pool: usdt },
      { type: 'POOL.DEFAULT', pool: newcomer },
    ]);
    expect(state).toMatchObject({ rid: 1, destination: 'flexible', amount: '' });
  });

  it('choosing another tab clears the amount and recomputes the destination', () => {
    const state = run([
      { type: 'POOL.DEFAULT', pool: usdt },
      { type: 'AMOUNT.CHANGE', amount: '50' },
      { type: 'TAB.SELECT', pool: newcomer },
    ]);
    expect(state).toMatchObject({ rid: 2, amount: '', destination: 'spot' });
  });

  it('LP-STAKE-20 an amount typed before the figures arrive is kept: the auto-fill never replaces what the user typed', () => {
    const typed = run([
      { type: 'POOL.DEFAULT', pool: usdt },
      { type: 'AMOUNT.CHANGE', amount: '20' },
      { type: 'DATA.READY', context, maximum: '500' },
    ]);
    expect(typed).toMatchObject({ amount: '20', autoFillDecided: true });
  });

  it('auto-fills the maximum once per opening, only when available exceeds the minimum and quota is left', () => {
    const filled = run([
      { type: 'POOL.DEFAULT', pool: usdt },
      { type: 'DATA.READY', context, maximum: '500' },
      { type: 'AMOUNT.CHANGE', amount: '20' },
      { type: 'DATA.READY', context, maximum: '500' },
    ]);
    expect(filled.amount).toBe('20');
    const usedUp = run([
      { type: 'POOL.DEFAULT', pool: usdt },
      { type: 'DATA.READY', context: { ...context, remainingQuota: '0' }, maximum: '0' },
    ]);
    expect(usedUp).toMatchObject({ amount: '', autoFillDecided: true });
    const poor = run([
      { type: 'POOL.DEFAULT', pool: usdt },
      { type: 'DATA.READY', context: { ...context, available: '10' }, maximum: '10' },
    ]);
    expect(poor.amount).toBe('');
    const reopened = run([{ type: 'DIALOG.CLOSE' }, { type: 'POOL.DEFAULT', pool: usdt }], filled);
    expect(run([{ type: 'DATA.READY', context, maximum: '500' }], reopened).amount).toBe('500');
  });

  it('refuses a disabled destination and keeps the locked fixed one', () => {
    const fixed = createRewardPool({
      ...usdt,
      simpleEarn: createSimpleEarnOption({ userPeriod: 30, fixedPeriod: 30 }),
    });
    const state = run([
      { type: 'POOL.DEFAULT', pool: fixed },
      { type: 'DESTINATION.SELECT', pool: fixed, destination: 'spot' },
    ]);
    expect(state.destination).toBe('fixed');
    const open = run([
      { type: 'POOL.DEFAULT', pool: usdt },
      { type: 'DESTINATION.SELECT', pool: usdt, destination: 'spot' },
    ]);
    expect(open.destination).toBe('spot');
  });

  it('guards Confirm: empty, invalid or used up does not start', () => {
    const ready = run([{ type: 'POOL.DEFAULT', pool: usdt }]);
    expect(canStartStake(ready, context)).toBe(false);
    const below = run([{ type: 'AMOUNT.CHANGE', amount: '5' }], ready);
    expect(canStartStake(below, context)).toBe(false);
    const fine = run([{ type: 'AMOUNT.CHANGE', amount: '50' }], ready);
    expect(canStartStake(fine, context)).toBe(true);
    expect(canStartStake(fine, { ...context, remainingQuota: '0' })).toBe(false);
    expect(run([{ type: 'SUBMIT.START', context: { ...context, remainingQuota: '0' } }], fine)).toBe(fine);
  });

  it('a plain pool stakes at once; a new-user pool checks its rule first', () => {
    const plain = run([
      { type: 'POOL.DEFAULT', pool: usdt },
      { type: 'AMOUNT.CHANGE', amount: '50' },
      { type: 'SUBMIT.START', context },
    ]);
    expect(plain.phase.kind).toBe('staking');
    expect(plain.attempt).toBe(1);
    const newcomerContext: StakeContext = { ...context, pool: newcomer, remainingQuota: '5' };
    const checking = run([
      { type: 'POOL.DEFAULT', pool: newcomer },
      { type: 'AMOUNT.CHANGE', amount: '0.5' },
      { type: 'SUBMIT.START', context: newcomerContext },
    ]);
    expect(checking.phase.kind).toBe('checkingRule');
    expect(run([{ type: 'RULE.FAILURE' }], checking).phase.kind).toBe('editing');
    expect(run([{ type: 'RULE.PASS' }], checking).phase.kind).toBe('staking');
  });

  it('one submit at a time: a second start while a call runs changes nothing', () => {
    const staking = run([
      { type: 'POOL.DEFAULT', pool: usdt },
      { type: 'AMOUNT.CHANGE', amount: '50' },
      { type: 'SUBMIT.START', context },
    ]);
    expect(isStakeSubmitting(staking)).toBe(true);
    expect(run([{ type: 'SUBMIT.START', context }], staking)).toBe(staking);
    expect(run([{ type: 'AMOUNT.CHANGE', amount: '60' }], staking)).toBe(staking);
    expect(run([{ type: 'DIALOG.CLOSE' }], staking)).toBe(staking);
  });

  it('success keeps the receipt through the close until the result is dismissed; failure returns to editing', () => {
    const staking = run([
      { type: 'POOL.DEFAULT', pool: usdt },
      { type: 'AMOUNT.CHANGE', amount: '50' },
      { type: 'SUBMIT.START', context },
    ]);
    const failed = run([{ type: 'SUBMIT.FAILURE' }], staking);
    expect(failed).toMatchObject({ phase: { kind: 'editing' }, amount: '50' });
    const done = run([{ type: 'SUBMIT.SUCCESS', receipt }, { type: 'DIALOG.CLOSE' }], staking);
    expect(done.phase).toEqual({ kind: 'succeeded', receipt });
    expect(done.amount).toBe('');
    expect(run([{ type: 'RESULT.DISMISS' }], done).phase.kind).toBe('editing');
  });
});
