import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/catalogue/ar';
import { en } from '../../i18n/catalogue/en';
import {
  RESPONSE_MESSAGE_KEYS,
  STRICT_SUCCESS_OPERATIONS,
  classifyResponse,
  isSuccessCode,
  networkErrorOutcome,
  withFundingPassword,
  type ResponseOperation,
} from './responseCode';

describe('classifyResponse', () => {
  it.each([
    [0, 'success'],
    [200, 'success'],
    ['0', 'success'],
    ['200', 'success'],
  ] as const)('SH-ERR-01 DEC-06 code %j is a success for an ordinary call', (code, kind) => {
    expect(classifyResponse({ code }).kind).toBe(kind);
  });

  it.each(STRICT_SUCCESS_OPERATIONS)('DEC-06 for %s only 200 is a success; 0 is a failure', (operation) => {
    expect(classifyResponse({ code: 200 }, operation)).toEqual({ kind: 'success' });
    expect(classifyResponse({ code: 0 }, operation).kind).toBe('failure');
  });

  it('SH-ERR-02 code -1 is a failure', () => {
    expect(classifyResponse({ code: -1 })).toEqual({ kind: 'failure', code: -1, key: 'common.requestDataError' });
  });

  it('SH-ERR-03 a failure keeps the server message so it can show as a warning toast', () => {
    expect(classifyResponse({ code: -1, message: ' Pool is full ' })).toEqual({
      kind: 'failure',
      code: -1,
      key: 'common.requestDataError',
      message: 'Pool is full',
    });
  });

  it("SH-ERR-04 a failure without a message falls back to 'request data error, try later'", () => {
    const outcome = classifyResponse({ code: 500, message: '' });
    expect(outcome).toEqual({ kind: 'failure', code: 500, key: 'common.requestDataError' });
    expect(en['common.requestDataError']).toBe('request data error, try later');
  });

  it('SH-AUTH-02 code 401 means login is needed', () => {
    expect(classifyResponse({ code: 401 })).toEqual({ kind: 'loginRequired', key: 'errors.loginRequired' });
  });

  it.each([
    ['SH-FUNDPASS-01 code 101', { code: 101 }],
    ['SH-FUNDPASS-07 code 10010111', { code: 10010111 }],
    ['SH-FUNDPASS-02 the require_fundpass flag', { code: 0, requireFundpass: true }],
    ['SH-FUNDPASS-02 the require_fundpass message', { code: -1, message: 'require_fundpass' }],
  ])('%s opens the funding-password modal', (_label, response) => {
    expect(classifyResponse(response)).toEqual({ kind: 'fundingPasswordRequired', key: 'errors.fundpass.required' });
  });

  it.each([
    ['SH-FUNDPASS-04', 10010106, 'errors.fundpass.checkFailed'],
    ['SH-FUNDPASS-05', 10010107, 'errors.fundpass.setFirst'],
    ['SH-FUNDPASS-06', 10010108, 'errors.fundpass.fingerprintNeeded'],
    ['SH-FUNDPASS-08', 10010112, 'errors.fundpass.verifyFrequency'],
  ])('%s code %i shows %s', (_id, code, key) => {
    expect(classifyResponse({ code })).toEqual({ kind: 'fundingPasswordError', code, key });
  });

  it('LP-ERR-06 DEC-07 a call with no answer reads Networkerr', () => {
    expect(networkErrorOutcome()).toEqual({ kind: 'networkError', key: 'Networkerr' });
  });

  it.each([null, undefined, 'abc', 1.5])('SH-ERR-02 an unreadable code %j is a failure, never a success', (code) => {
    expect(classifyResponse({ code }).kind).toBe('failure');
  });

  it('SH-ERR-01 every outcome key exists in the English and Arabic catalogues', () => {
    for (const key of RESPONSE_MESSAGE_KEYS) {
      expect(en).toHaveProperty([key]);
      expect(ar).toHaveProperty([key]);
    }
  });

  it('DEC-06 property: success exactly when the code is a success code of the call and no funding password is asked', () => {
    const operations: ResponseOperation[] = ['default', ...STRICT_SUCCESS_OPERATIONS];
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -10, max: 20_000_000 }), fc.constantFrom(0, 200, 101, 401, 10010111)),
        fc.constantFrom(...operations),
        fc.boolean(),
        (code, operation, requireFundpass) => {
          const outcome = classifyResponse({ code, requireFundpass }, operation);
          const expectedSuccess =
            !requireFundpass && code !== 101 && code !== 10010111 && isSuccessCode(code, operation);
          expect(outcome.kind === 'success').toBe(expectedSuccess);
          if (outcome.kind !== 'success') expect(RESPONSE_MESSAGE_KEYS).toContain(outcome.key);
        },
      ),
    );
  });
});

describe('withFundingPassword', () => {
  it('SH-FUNDPASS-03 the retried call carries the original payload plus a fundpass field', () => {
    const payload = { pid: 1, rid: 2, amount: '0.5' };
    expect(withFundingPassword(payload, 'secret')).toEqual({ pid: 1, rid: 2, amount: '0.5', fundpass: 'secret' });
    expect(payload).toEqual({ pid: 1, rid: 2, amount: '0.5' });
  });
});
