import { describe, expect, it } from 'vitest';
import { fixedHolding } from '../testing/fixtures.testing';
import {
  canStartEarlyRedeem,
  earlyRedeemFlowReducer,
  earlyRedeemUnavailableKey,
  initialEarlyRedeemFlowState,
} from './earlyRedeemFlow.reducer';

const HOUR = 60 * 60 * 1000;
const finishTime = Date.UTC(2026, 5, 1);

describe('earlyRedeemFlowReducer', () => {
  it.each([
    ['status 0, supported, 2 h left', { status: 0 }, finishTime - 2 * HOUR, null],
    ['status 1, supported, 1 h 1 min left', { status: 1 }, finishTime - HOUR - 60_000, null],
    ['exactly 1 h left', { status: 1 }, finishTime - HOUR, 'simpleEarn.tip.lessThanOneHour'],
    ['status 2 (redeemed)', { status: 2 }, finishTime - 2 * HOUR, 'simpleEarn.tip.alreadyRedeemed'],
    [
      'pre_redeem 0',
      { productInfo: { preRedeem: 0, reinvest: 1, redeemAccount: 1 } as const },
      finishTime - 2 * HOUR,
      'simpleEarn.tip.earlyRedeemNotSupported',
    ],
  ])('SE-EARLY-02 %s: unavailable reason %s', (_name, overrides, now, reason) => {
    const order = fixedHolding({ finishTime, ...overrides });
    expect(earlyRedeemUnavailableKey(order, now)).toBe(reason);
    expect(canStartEarlyRedeem(initialEarlyRedeemFlowState, order, now)).toBe(reason === null);
    const next = earlyRedeemFlowReducer(initialEarlyRedeemFlowState, { type: 'SUBMIT.START', order, now });
    expect(next.phase.kind).toBe(reason === null ? 'redeeming' : 'confirming');
  });

  it('SE-EARLY-01 a sent early redeem succeeds or returns to the confirm on failure', () => {
    const order = fixedHolding({ finishTime });
    const redeeming = earlyRedeemFlowReducer(initialEarlyRedeemFlowState, {
      type: 'SUBMIT.START',
      order,
      now: finishTime - 2 * HOUR,
    });
    expect(earlyRedeemFlowReducer(redeeming, { type: 'SUBMIT.SUCCESS' }).phase.kind).toBe('succeeded');
    expect(earlyRedeemFlowReducer(redeeming, { type: 'SUBMIT.FAILURE' }).phase.kind).toBe('confirming');
    expect(earlyRedeemFlowReducer(redeeming, { type: 'SUBMIT.START', order, now: finishTime - 2 * HOUR })).toBe(
      redeeming,
    );
  });
});
