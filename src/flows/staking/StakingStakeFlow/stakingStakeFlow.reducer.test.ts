import { describe, expect, it } from 'vitest';
import type { StakingProtocol } from '../../../domain/staking/product.types';
import {
  canStartStakingStake,
  initialStakingStakeState,
  stakingStakeReducer,
  type StakingStakeContext,
  type StakingStakeEvent,
  type StakingStakeReceipt,
  type StakingStakeState,
} from './stakingStakeFlow.reducer';

const context: StakingStakeContext = {
  coin: 'ETH',
  available: '12',
  terms: { minMortgageAmount: '0.01', personalMortgageLimit: '100', crowdMortgageLimit: '20' },
  holdAmount: '0',
  isCrowd: false,
  verified: true,
};

const receipt: StakingStakeReceipt = {
  coin: 'ETH',
  stakeCoin: 'ETH',
  amount: '1',
  pid: -1,
  protocolName: null,
  kind: 'plain',
};

function run(events: readonly StakingStakeEvent[], from: StakingStakeState = initialStakingStakeState) {
  return events.reduce(stakingStakeReducer, from);
}

const ready: StakingStakeEvent[] = [
  { type: 'AMOUNT.CHANGE', amount: '1' },
  { type: 'AGREEMENT.CHANGE', agreed: true },
];

function protocol(pid: number, rate: string): StakingProtocol {
  return { pid, rate } as StakingProtocol;
}

describe('stakingStakeReducer', () => {
  it('ST-DEFI-01 the protocols arriving pick the highest rate, the first on a tie, and never override a choice', () => {
    const protocols = [protocol(11, '0.068'), protocol(12, '0.074'), protocol(13, '0.074')];
    expect(run([{ type: 'PROTOCOLS.READY', protocols }]).pid).toBe(12);
    expect(run([{ type: 'PROTOCOLS.READY', protocols, pid: 11 }]).pid).toBe(11);
    const chosen = run([
      { type: 'PROTOCOL.SELECT', pid: 11 },
      { type: 'PROTOCOLS.READY', protocols },
    ]);
    expect(chosen.pid).toBe(11);
  });

  it('ST-AMT-06 ST-AMT-08 ST-AMT-09 the guard needs an amount > 0 and the agreement; ST-ROLE-02 and a verified user', () => {
    expect(canStartStakingStake(run([{ type: 'AMOUNT.CHANGE', amount: '1' }]), context)).toBe(false);
    expect(canStartStakingStake(run([{ type: 'AGREEMENT.CHANGE', agreed: true }]), context)).toBe(false);
    expect(canStartStakingStake(run([...ready, { type: 'AMOUNT.CHANGE', amount: '0' }]), context)).toBe(false);
    expect(canStartStakingStake(run(ready), context)).toBe(true);
    expect(canStartStakingStake(run(ready), { ...context, verified: false })).toBe(false);
  });

  it('ST-AMT-07 a submit with an invalid amount changes nothing', () => {
    const state = run([...ready, { type: 'AMOUNT.CHANGE', amount: '13' }]);
    expect(run([{ type: 'SUBMIT.START', context }], state)).toBe(state);
  });

  it('ST-STATE-07 main opens rate, faq, extra_bonus and bonus_rules; each goes back to main; no view opens from another', () => {
    for (const view of ['rate', 'faq', 'extra_bonus', 'bonus_rules'] as const) {
      const opened = run([{ type: 'VIEW.OPEN', view }]);
      expect(opened.view).toBe(view);
      expect(run([{ type: 'VIEW.OPEN', view: 'faq' }], opened).view).toBe(view === 'faq' ? 'faq' : view);
      expect(run([{ type: 'VIEW.BACK' }], opened).view).toBe('main');
    }
    expect(
      run([
        { type: 'VIEW.OPEN', view: 'rate' },
        { type: 'SUBMIT.START', context },
      ]).phase.kind,
    ).toBe('editing');
  });

  it('ST-STATE-08 a stake goes to stake_success; continue returns to main with the amount cleared', () => {
    const staking = run([...ready, { type: 'SUBMIT.START', context }]);
    expect(staking.phase.kind).toBe('staking');
    expect(staking.attempt).toBe(1);
    // A second click while it runs starts nothing (one request per click).
    expect(run([{ type: 'SUBMIT.START', context }], staking)).toBe(staking);
    const success = run([{ type: 'SUBMIT.SUCCESS', receipt }], staking);
    expect(success.view).toBe('stake_success');
    expect(success.amount).toBe('');
    expect(run([{ type: 'VIEW.BACK' }], success).view).toBe('stake_success');
    const again = run([{ type: 'SUCCESS.CONTINUE' }], success);
    expect(again.view).toBe('main');
    expect(again.phase.kind).toBe('editing');
  });

  it('a failure returns to editing with the amount kept; a close while staking changes nothing, otherwise resets', () => {
    const staking = run([...ready, { type: 'SUBMIT.START', context }]);
    const failed = run([{ type: 'SUBMIT.FAILURE' }], staking);
    expect(failed.phase.kind).toBe('editing');
    expect(failed.amount).toBe('1');
    expect(run([{ type: 'DIALOG.CLOSE' }], staking)).toBe(staking);
    const closed = run([{ type: 'PROTOCOL.SELECT', pid: 12 }, { type: 'DIALOG.CLOSE' }], failed);
    expect(closed).toMatchObject({ view: 'main', amount: '', agreed: false, pid: 12, attempt: 1 });
  });
});
