import { describe, expect, it } from 'vitest';
import { EarnApiError, transportError } from '../../api/errors';
import { en } from '../../i18n/catalogue/en';
import type { Translate } from '../../context/useTranslate';
import { flowFailure, flowFailureText } from './flowFailure';

const t: Translate = (key) => en[key];
const business = (serverMessage?: string) =>
  new EarnApiError({
    kind: 'business',
    call: 'fixedSubscribe',
    messageKey: 'common.requestDataError',
    outcome: {
      kind: 'failure',
      code: -1,
      key: 'common.requestDataError',
      ...(serverMessage ? { message: serverMessage } : {}),
    },
    code: -1,
    ...(serverMessage ? { serverMessage } : {}),
  });

describe('flowFailure', () => {
  it.each([
    [
      'SE-ERR-02 a business failure of a warning call keeps the warning and the server message',
      business('Quota exhausted'),
      'warning',
      { severity: 'warning', text: 'Quota exhausted' },
    ],
    [
      'SE-ERR-04 a business failure of an error call is an error',
      business('Order locked'),
      'error',
      { severity: 'error', text: 'Order locked' },
    ],
    [
      'SH-ERR-04 a failure without a message reads the catalogue key',
      business(),
      'warning',
      { severity: 'warning', text: 'request data error, try later' },
    ],
    [
      'SE-ERR-05 DEC-07 a network failure is always the error Networkerr',
      transportError('network', 'fixedSubscribe'),
      'warning',
      { severity: 'error', text: 'Network error, please try again later' },
    ],
    [
      'DEC-07 a timeout reads Networkerr too',
      transportError('timeout', 'fixedSubscribe'),
      'warning',
      { severity: 'error', text: 'Network error, please try again later' },
    ],
    [
      'DEC-07 a thrown value that is no API error reads Networkerr',
      new TypeError('boom'),
      'warning',
      { severity: 'error', text: 'Network error, please try again later' },
    ],
    ['an aborted call shows nothing', transportError('aborted', 'fixedSubscribe'), 'error', null],
  ] as const)('%s', (_name, error, severity, expected) => {
    expect(flowFailure(error, severity, t)).toEqual(expected);
  });

  it('SE-ERR-06 the callback text is the server message or the network error text', () => {
    expect(flowFailureText(business('Quota exhausted'), t)).toBe('Quota exhausted');
    expect(flowFailureText(transportError('network', 'fixedSubscribe'), t)).toBe(
      'Network error, please try again later',
    );
  });
});
