import { describe, expect, it } from 'vitest';
import { classifyResponse, networkErrorOutcome } from '../shared/responseCode';
import { launchpoolFailureToast } from './failureToast';

const failure = classifyResponse({ code: -1, message: 'Pool closed' });

describe('launchpoolFailureToast', () => {
  it('LP-ERR-01 LP-STAKE-19 a failed stake shows the server message as an error toast and is tracked', () => {
    expect(launchpoolFailureToast('stake', failure)).toEqual({
      severity: 'error',
      key: 'common.requestDataError',
      message: 'Pool closed',
      track: true,
    });
  });

  it('LP-ERR-02 LP-ERR-03 a failed redeem shows the server message as an error toast and tracks the reason', () => {
    expect(launchpoolFailureToast('redeem', failure)).toEqual({
      severity: 'error',
      key: 'common.requestDataError',
      message: 'Pool closed',
      track: true,
    });
  });

  it('LP-ERR-04 a failed pool-rule check shows the server message as a warning toast', () => {
    expect(launchpoolFailureToast('checkPoolRule', failure)).toEqual({
      severity: 'warning',
      key: 'common.requestDataError',
      message: 'Pool closed',
      track: false,
    });
  });

  it('LP-ERR-05 a failed hodler config call shows the message as an error toast', () => {
    expect(launchpoolFailureToast('hodlerConfig', failure)).toMatchObject({
      severity: 'error',
      message: 'Pool closed',
    });
  });

  it.each(['stake', 'redeem', 'checkPoolRule', 'hodlerConfig'] as const)(
    'LP-ERR-06 DEC-07 a network failure of %s reads Networkerr as an error',
    (call) => {
      expect(launchpoolFailureToast(call, networkErrorOutcome())).toMatchObject({
        severity: 'error',
        key: 'Networkerr',
      });
    },
  );

  it('SH-FUNDPASS-02 a funding-password request and a success toast nothing', () => {
    expect(launchpoolFailureToast('stake', classifyResponse({ code: 101 }))).toBeNull();
    expect(launchpoolFailureToast('stake', classifyResponse({ code: 0 }))).toBeNull();
  });

  it('SH-AUTH-02 a login-needed answer toasts its key', () => {
    expect(launchpoolFailureToast('stake', classifyResponse({ code: 401 }))).toEqual({
      severity: 'error',
      key: 'errors.loginRequired',
      track: true,
    });
  });
});
