import { describe, expect, it } from 'vitest';
import { autoEarnToggleReducer, initialAutoEarnToggleState } from './autoEarnToggle.reducer';

const coin = { kind: 'coin', asset: 'BTC' } as const;

describe('auto-earn toggle reducer', () => {
  it('AE-TOGGLE-06 a guest toggling goes to login, not to the confirm dialog', () => {
    const state = autoEarnToggleReducer(initialAutoEarnToggleState, {
      type: 'TOGGLE.REQUEST',
      target: coin,
      on: true,
      isLoggedIn: false,
    });
    expect(state).toEqual({ step: 'loginRequired' });
    expect(autoEarnToggleReducer(state, { type: 'LOGIN.SENT' })).toEqual(initialAutoEarnToggleState);
  });

  it('AE-TOGGLE-03 AE-TOGGLE-04 toggling one coin on opens the confirm dialog with status 1', () => {
    expect(
      autoEarnToggleReducer(initialAutoEarnToggleState, {
        type: 'TOGGLE.REQUEST',
        target: coin,
        on: true,
        isLoggedIn: true,
      }),
    ).toEqual({
      step: 'confirming',
      target: coin,
      on: true,
      request: { assets: 'BTC', status: '1' },
    });
  });

  it('AE-TOGGLE-03 AE-TOGGLE-05 AE-API-02 toggling all coins off confirms ALL_ASSET with status 0', () => {
    const state = autoEarnToggleReducer(initialAutoEarnToggleState, {
      type: 'TOGGLE.REQUEST',
      target: { kind: 'all' },
      on: false,
      isLoggedIn: true,
    });
    expect(state).toMatchObject({ step: 'confirming', request: { assets: 'ALL_ASSET', status: '0' } });
  });

  it('AE-TOGGLE-02 confirm sends, cancel closes; the answer ends the flow', () => {
    const confirming = autoEarnToggleReducer(initialAutoEarnToggleState, {
      type: 'TOGGLE.REQUEST',
      target: coin,
      on: true,
      isLoggedIn: true,
    });
    expect(autoEarnToggleReducer(confirming, { type: 'CANCEL' })).toEqual(initialAutoEarnToggleState);
    const submitting = autoEarnToggleReducer(confirming, { type: 'CONFIRM' });
    expect(submitting.step).toBe('submitting');
    // Guard: no second toggle while one is sending, and cancel no longer applies.
    expect(
      autoEarnToggleReducer(submitting, { type: 'TOGGLE.REQUEST', target: coin, on: false, isLoggedIn: true }),
    ).toBe(submitting);
    expect(autoEarnToggleReducer(submitting, { type: 'CANCEL' })).toBe(submitting);
    expect(autoEarnToggleReducer(submitting, { type: 'SUBMIT.SUCCESS' })).toEqual(initialAutoEarnToggleState);
    expect(autoEarnToggleReducer(submitting, { type: 'SUBMIT.FAILURE' })).toEqual(initialAutoEarnToggleState);
  });
});
