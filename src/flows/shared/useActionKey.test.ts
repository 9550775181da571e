import { describe, expect, it } from 'vitest';
import { EarnApiError } from '../../api/errors';
import { createActionKey } from './useActionKey';

const failure = (kind: EarnApiError['kind']) =>
  new EarnApiError({
    kind,
    call: 'flexibleRedeem',
    messageKey: 'Networkerr',
    outcome: { kind: 'networkError', key: 'Networkerr' },
  });

function counted() {
  let count = 0;
  return createActionKey(() => `key-${++count}`);
}

describe('createActionKey (P-35)', () => {
  it('a submit after a timeout, a lost connection or an unreadable answer with the same choices resends the same request and key', () => {
    for (const kind of ['timeout', 'network', 'malformed', 'aborted'] as const) {
      const action = counted();
      const first = action.attempt({ amount: '200' }, () => ({ amount: '200', curr_amount: '1000.1' }));
      action.failed(failure(kind));
      // The holding earned interest meanwhile; the retry is still the first request.
      const retry = action.attempt({ amount: '200' }, () => ({ amount: '200', curr_amount: '1000.2' }));
      expect(retry).toEqual({ amount: '200', curr_amount: '1000.1', idempotencyKey: 'key-1' });
      expect(retry).toEqual(first);
    }
  });

  it('other choices are a new action, and so is going back to the first ones', () => {
    const action = counted();
    action.attempt({ amount: '200' }, () => ({ amount: '200' }));
    action.failed(failure('timeout'));
    expect(action.attempt({ amount: '300' }, () => ({ amount: '300' }))).toEqual({
      amount: '300',
      idempotencyKey: 'key-2',
    });
    action.failed(failure('timeout'));
    expect(action.attempt({ amount: '200' }, () => ({ amount: '200' })).idempotencyKey).toBe('key-3');
  });

  it("after a success or the exchange's own refusal the same choices are a new action", () => {
    const action = counted();
    action.attempt({ amount: '1' }, () => ({ amount: '1' }));
    action.succeeded();
    expect(action.attempt({ amount: '1' }, () => ({ amount: '1' })).idempotencyKey).toBe('key-2');
    action.failed(failure('business'));
    expect(action.attempt({ amount: '1' }, () => ({ amount: '1' })).idempotencyKey).toBe('key-3');
    action.failed(failure('funding-password'));
    expect(action.attempt({ amount: '1' }, () => ({ amount: '1' })).idempotencyKey).toBe('key-4');
    action.failed(failure('login-required'));
    expect(action.attempt({ amount: '1' }, () => ({ amount: '1' })).idempotencyKey).toBe('key-5');
  });
});
