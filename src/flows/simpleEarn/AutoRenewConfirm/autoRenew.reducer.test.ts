import { describe, expect, it } from 'vitest';
import { fixedHolding } from '../testing/fixtures.testing';
import { autoRenewReducer, canRequestAutoRenewToggle, initialAutoRenewState } from './autoRenew.reducer';

const HOUR = 60 * 60 * 1000;
const finishTime = Date.UTC(2026, 5, 1);

describe('autoRenewReducer', () => {
  it.each([
    ['an active, supported order with 2 h left', {}, finishTime - 2 * HOUR, true],
    ['less than 1 hour left', {}, finishTime - HOUR / 2, false],
    ['a redeemed order (status 3)', { status: 3 }, finishTime - 2 * HOUR, false],
    [
      'a product without reinvest',
      { productInfo: { preRedeem: 1, reinvest: 0, redeemAccount: 1 } as const },
      finishTime - 2 * HOUR,
      false,
    ],
  ])('SE-REINV-07 DEC-08 toggling %s asks first: %s', (_name, overrides, now, allowed) => {
    const order = fixedHolding({ finishTime, ...overrides });
    expect(canRequestAutoRenewToggle(initialAutoRenewState, order, now)).toBe(allowed);
    const next = autoRenewReducer(initialAutoRenewState, { type: 'TOGGLE.REQUEST', on: true, order, now });
    expect(next.phase).toEqual(allowed ? { kind: 'confirming', on: true } : { kind: 'idle' });
  });

  it('SE-REINV-01 the confirm sends once; dismissing sends nothing; the answer returns to rest', () => {
    const order = fixedHolding({ finishTime });
    const asking = autoRenewReducer(initialAutoRenewState, {
      type: 'TOGGLE.REQUEST',
      on: false,
      order,
      now: finishTime - 2 * HOUR,
    });
    expect(autoRenewReducer(asking, { type: 'DISMISS' }).phase.kind).toBe('idle');
    const saving = autoRenewReducer(asking, { type: 'CONFIRM' });
    expect(saving).toEqual({ phase: { kind: 'saving', on: false }, attempt: 1 });
    expect(autoRenewReducer(saving, { type: 'CONFIRM' })).toBe(saving);
    expect(autoRenewReducer(saving, { type: 'SUBMIT.FAILURE' }).phase.kind).toBe('idle');
  });
});
