import { describe, expect, it } from 'vitest';
import { fixedProduct, flexibleProduct, voucher } from '../testing/fixtures.testing';
import {
  canStartSubscribe,
  initialSubscribeFlowState,
  isSubscribeSubmitting,
  subscribeFlowReducer,
  type SubscribeFlowEvent,
  type SubscribeFlowState,
} from './subscribeFlow.reducer';
import { subscribeTerms, type SubscribeData } from './subscribeTerms';

const special = fixedProduct({ id: 103, type: 3, title: 'Newcomer special' });
const vip = fixedProduct({ id: 102, type: 2, minVip: 3, maxVip: 5, title: 'VIP 60 days', lockUpPeriod: 60 });
const soldOut = fixedProduct({ id: 104, saleStatus: 2 });
const product = flexibleProduct({ fixedList: [fixedProduct(), vip, special, soldOut] });

function data(overrides: Partial<SubscribeData> = {}): SubscribeData {
  return {
    asset: 'USDT',
    terms: subscribeTerms(product),
    availableBalance: '1000',
    remainingQuota: '5000',
    vouchers: [],
    vipLevel: 0,
    ...overrides,
  };
}

function run(state: SubscribeFlowState, ...events: SubscribeFlowEvent[]): SubscribeFlowState {
  return events.reduce(subscribeFlowReducer, state);
}

const editing = (termId: string, amount = '100') =>
  run(initialSubscribeFlowState(termId), { type: 'AMOUNT.CHANGE', amount });
const receipt = {
  kind: 'fixed' as const,
  asset: 'USDT',
  amount: '100',
  termDays: 30,
  subscribedAt: 0,
  reinvest: false,
};

describe('subscribeFlowReducer', () => {
  it.each([
    ['a normal fixed product', '101', 'preChecking'],
    ['the flexible product', '0', 'preChecking'],
    ['a special product', '103', 'checkingEligibility'],
  ])('SE-SUB-12 SE-SUB-14 submitting %s starts at %s', (_name, termId, phase) => {
    const next = subscribeFlowReducer(editing(termId), { type: 'SUBMIT.START', data: data() });
    expect(next.phase.kind).toBe(phase);
    expect(next.attempt).toBe(1);
    expect(isSubscribeSubmitting(next)).toBe(true);
  });

  it.each([
    ['passes', { ok: true, isAbleSubscribe: true } as const, 'preChecking'],
    ['says not subscribable', { ok: true, isAbleSubscribe: false } as const, 'ineligible'],
    ['fails as a call (SE-ERR-08)', { ok: false } as const, 'ineligible'],
  ])('SE-SUB-13 SE-SPECIAL-02 SE-ERR-08 an eligibility check that %s leads to %s', (_name, outcome, phase) => {
    const next = run(editing('103'), { type: 'SUBMIT.START', data: data() }, { type: 'ELIGIBILITY.RESULT', outcome });
    expect(next.phase.kind).toBe(phase);
  });

  it('SE-SUB-15 a pre-check failure (locked funding) goes back to editing and never reaches the subscribe step', () => {
    const next = run(
      editing('101'),
      { type: 'SUBMIT.START', data: data() },
      { type: 'PRECHECK.FAILURE' },
      { type: 'SUBMIT.SUCCESS', receipt },
    );
    expect(next.phase.kind).toBe('editing');
  });

  it('SE-SUB-16 SE-SUB-17 a passed pre-check subscribes, and its success shows the receipt', () => {
    const subscribing = run(editing('101'), { type: 'SUBMIT.START', data: data() }, { type: 'PRECHECK.PASS' });
    expect(subscribing.phase.kind).toBe('subscribing');
    const done = subscribeFlowReducer(subscribing, { type: 'SUBMIT.SUCCESS', receipt });
    expect(done.phase).toEqual({ kind: 'succeeded', receipt });
  });

  it('SE-ERR-02 a failed subscribe goes back to editing with the amount kept', () => {
    const next = run(
      editing('101'),
      { type: 'SUBMIT.START', data: data() },
      { type: 'PRECHECK.PASS' },
      { type: 'SUBMIT.FAILURE' },
    );
    expect(next.phase.kind).toBe('editing');
    expect(next.amount).toBe('100');
  });

  it.each([
    ['below the range', 2, 'vipDenied'],
    ['within the range', 4, 'preChecking'],
    ['above the range', 6, 'vipDenied'],
  ])('SE-SUB-20 a VIP product with the user %s starts at %s', (_name, vipLevel, phase) => {
    expect(subscribeFlowReducer(editing('102'), { type: 'SUBMIT.START', data: data({ vipLevel }) }).phase.kind).toBe(
      phase,
    );
  });

  it.each([
    ['SE-AMT-07 an empty amount', '101', '', data()],
    ['SE-AMT-06 an amount below the minimum', '101', '5', data()],
    ['SE-AMT-06 an amount above the balance', '101', '2000', data()],
    ['SE-AMT-06 an amount above the remaining quota', '101', '600', data({ remainingQuota: '500' })],
    ['SE-STATUS-02 a sold-out product', '104', '100', data()],
    [
      'SE-AMT-07 a zero amount with a zero minimum',
      '0',
      '0',
      data({ terms: subscribeTerms(flexibleProduct({ minLendAmount: '0' })) }),
    ],
    ['SE-VOUCH-05 an amount below the voucher minimum', '101', '50', data({ vouchers: [voucher()] })],
  ])('%s does not start a submit', (_name, termId, amount, loaded) => {
    const state = run(
      initialSubscribeFlowState(termId),
      { type: 'VOUCHERS.LOADED', vouchers: loaded.vouchers },
      { type: 'AMOUNT.CHANGE', amount },
    );
    expect(canStartSubscribe(state, loaded)).toBe(false);
    expect(subscribeFlowReducer(state, { type: 'SUBMIT.START', data: loaded })).toBe(state);
  });

  it('SE-AMT-08 a term without a rate cannot be submitted', () => {
    const noRate = data({ terms: [] });
    expect(canStartSubscribe(editing('101'), noRate)).toBe(false);
  });

  it('SE-VOUCH-02 the first recommended voucher is selected when the list loads', () => {
    const next = subscribeFlowReducer(initialSubscribeFlowState('101'), {
      type: 'VOUCHERS.LOADED',
      vouchers: [voucher(), voucher({ id: 8 })],
    });
    expect(next.voucher).toBe(7);
  });

  it('SE-VOUCH-03 SE-VOUCH-04 a chosen or revoked voucher survives a reload of the list', () => {
    const loaded = { type: 'VOUCHERS.LOADED', vouchers: [voucher(), voucher({ id: 8 })] } as const;
    expect(
      run(initialSubscribeFlowState('101'), loaded, { type: 'VOUCHER.SELECT', voucher: null }, loaded).voucher,
    ).toBeNull();
    expect(run(initialSubscribeFlowState('101'), loaded, { type: 'VOUCHER.REVOKE' }, loaded).voucher).toBeNull();
    expect(run(initialSubscribeFlowState('101'), loaded, { type: 'VOUCHER.SELECT', voucher: 8 }, loaded).voucher).toBe(
      8,
    );
  });

  it('SE-VOUCH-02 a new term drops the old voucher and takes its own recommendation', () => {
    const next = run(
      initialSubscribeFlowState('101'),
      { type: 'VOUCHERS.LOADED', vouchers: [voucher()] },
      { type: 'VOUCHER.SELECT', voucher: null },
      { type: 'TERM.SELECT', termId: '102' },
      { type: 'VOUCHERS.LOADED', vouchers: [voucher({ id: 9 })] },
    );
    expect(next.voucher).toBe(9);
  });

  it.each([
    ['SE-REINV-02 on', true, { reinvestStatus: 1, redeemAccountType: 0 }],
    ['SE-REINV-03 off', false, { reinvestStatus: 0, redeemAccountType: 1 }],
  ])('%s: reinvest sets the redeem-to account', (_name, on, preferences) => {
    expect(subscribeFlowReducer(initialSubscribeFlowState('101'), { type: 'REINVEST.TOGGLE', on }).preferences).toEqual(
      preferences,
    );
  });

  it.each([
    ['SE-REINV-05 with reinvest off the redeem-to account resets to flexible', false, 1],
    ['with reinvest on the choice stays', true, 0],
  ])('%s when the dialog closes', (_name, on, redeemAccountType) => {
    const next = run(
      initialSubscribeFlowState('101'),
      { type: 'REINVEST.TOGGLE', on },
      { type: 'REDEEM_ACCOUNT.SELECT', redeemAccountType: 0 },
      { type: 'DIALOG.CLOSE' },
    );
    expect(next.preferences.redeemAccountType).toBe(redeemAccountType);
  });

  it('SE-SUBOK-03 subscribe more returns to an empty amount', () => {
    const done = run(
      editing('101'),
      { type: 'SUBMIT.START', data: data() },
      { type: 'PRECHECK.PASS' },
      { type: 'SUBMIT.SUCCESS', receipt },
    );
    const next = subscribeFlowReducer(done, { type: 'SUBSCRIBE.MORE' });
    expect(next.phase.kind).toBe('editing');
    expect(next.amount).toBe('');
  });

  it.each<SubscribeFlowEvent>([
    { type: 'AMOUNT.CHANGE', amount: '5' },
    { type: 'TERM.SELECT', termId: '0' },
    { type: 'VOUCHER.REVOKE' },
    { type: 'REINVEST.TOGGLE', on: true },
    { type: 'SUBMIT.START', data: data() },
  ])('SE-SUB-21 nothing is edited or sent again while a submit runs: $type', (event) => {
    const running = subscribeFlowReducer(editing('101'), { type: 'SUBMIT.START', data: data() });
    expect(subscribeFlowReducer(running, event)).toBe(running);
  });

  it('SE-SUB-13 dismissing the ineligible notice returns to editing', () => {
    const next = run(
      editing('103'),
      { type: 'SUBMIT.START', data: data() },
      { type: 'ELIGIBILITY.RESULT', outcome: { ok: false } },
      { type: 'NOTICE.DISMISS' },
    );
    expect(next.phase.kind).toBe('editing');
  });

  it.each([
    ['a flexible coin (-1) offers flexible and fixed terms', -1 as const, undefined, ['0', '101']],
    ['a flexed-flexible coin (0) offers both too', 0 as const, undefined, ['0', '101']],
    ['a fixed-only coin (1) offers fixed terms only', 1 as const, undefined, ['101']],
    ['includeFlexible false leaves the flexible term out', -1 as const, false, ['101']],
  ])('%s', (_name, businessType, includeFlexible, ids) => {
    const terms = subscribeTerms(
      flexibleProduct({ businessType }),
      includeFlexible === undefined ? {} : { includeFlexible },
    );
    expect(terms.map((term) => term.id)).toEqual(ids);
  });
});
