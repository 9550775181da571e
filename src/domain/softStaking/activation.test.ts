import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { staking as arabic } from '../../i18n/catalogue/ar/staking';
import { staking as english } from '../../i18n/catalogue/en/staking';
import { fail, ok } from '../result';
import {
  SOFT_STAKING_CLOSE_CHOICES,
  canActivateSoftStaking,
  softStakingStatusAfter,
  softStakingSwitchStatus,
} from './activation';

describe('soft staking activation', () => {
  it.each([
    [true, true],
    [false, false],
  ])('SS-SWITCH-03 with the terms ticked %s, Activate can be confirmed: %s', (termsAccepted, expected) => {
    expect(canActivateSoftStaking(termsAccepted)).toBe(expected);
  });

  it.each([
    ['activate', true, ok(true)],
    ['activate', false, fail('softStaking.terms.required')],
    ['stopEarning', false, ok(false)],
    ['continueEarning', false, ok(null)],
  ] as const)('SS-SWITCH-01 SS-SWITCH-03 %s (terms ticked %s) sends %o', (action, termsAccepted, expected) => {
    expect(softStakingSwitchStatus(action, termsAccepted)).toEqual(expected);
  });

  it('SS-SWITCH-03 the terms error exists in English and Arabic', () => {
    expect(english['softStaking.terms.required']).toBeTruthy();
    expect(arabic['softStaking.terms.required']).toBeTruthy();
  });

  it('SS-SWITCH-05 the close dialog offers stop earning and continue earning', () => {
    expect([...SOFT_STAKING_CLOSE_CHOICES]).toEqual(['stopEarning', 'continueEarning']);
    expect(english['softStaking.close.stopEarning']).toBe('Stop earning');
    expect(english['softStaking.close.continueEarning']).toBe('Continue earning');
  });
});

describe('softStakingStatusAfter', () => {
  it.each([
    ['SS-SWITCH-04 ticked terms and a confirmed activation switch it on', false, true, true, true],
    ['SS-API-02 a failed switch call leaves it off', false, true, false, false],
    ['SS-SWITCH-01 stop earning switches it off', true, false, true, false],
    ['SS-SWITCH-05 continue earning keeps it on without a call', true, null, false, true],
  ] as const)('%s', (_case, current, requested, succeeded, expected) => {
    expect(softStakingStatusAfter(current, requested, succeeded)).toBe(expected);
  });

  it('SS-SWITCH-03 SS-SWITCH-04 soft staking never turns on without the terms ticked', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('activate' as const, 'stopEarning' as const, 'continueEarning' as const),
        fc.boolean(),
        fc.boolean(),
        (action, termsAccepted, succeeded) => {
          const request = softStakingSwitchStatus(action, termsAccepted);
          const after = softStakingStatusAfter(false, request.ok ? request.value : null, succeeded);
          if (after) expect(action === 'activate' && termsAccepted && succeeded).toBe(true);
        },
      ),
    );
  });
});
