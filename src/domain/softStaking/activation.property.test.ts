import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canActivateSoftStaking,
  softStakingStatusAfter,
  softStakingSwitchStatus,
  type SoftStakingAction,
} from './activation';

const action = fc.constantFrom<SoftStakingAction>('activate', 'stopEarning', 'continueEarning');

describe('soft staking activation properties', () => {
  it('SS-SWITCH-03 a switch-on request is made exactly when Activate can be confirmed, and an unticked activation fails with the terms key', () => {
    fc.assert(
      fc.property(action, fc.boolean(), (chosen, termsAccepted) => {
        const request = softStakingSwitchStatus(chosen, termsAccepted);
        expect(request.ok && request.value === true).toBe(
          chosen === 'activate' && canActivateSoftStaking(termsAccepted),
        );
        if (!request.ok) expect(request.error.key).toBe('softStaking.terms.required');
        expect(!request.ok).toBe(chosen === 'activate' && !termsAccepted);
      }),
    );
  });

  it('SS-API-02 DEC-06 a failed switch call never changes the status', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.boolean(), { nil: null }), (current, requested) => {
        expect(softStakingStatusAfter(current, requested, false)).toBe(current);
      }),
    );
  });

  it('SS-SWITCH-05 continue earning never changes the status; stop earning never leaves it on once the call succeeds', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (current, termsAccepted, succeeded) => {
        const keep = softStakingSwitchStatus('continueEarning', termsAccepted);
        expect(softStakingStatusAfter(current, keep.ok ? keep.value : null, succeeded)).toBe(current);
        const stop = softStakingSwitchStatus('stopEarning', termsAccepted);
        if (succeeded) expect(softStakingStatusAfter(current, stop.ok ? stop.value : null, succeeded)).toBe(false);
      }),
    );
  });

  it('SS-SWITCH-04 SS-SWITCH-01 after any sequence of actions the switch is on exactly when the last successful call asked for on', () => {
    const step = fc.record({ chosen: action, termsAccepted: fc.boolean(), succeeded: fc.boolean() });
    fc.assert(
      fc.property(fc.boolean(), fc.array(step, { maxLength: 12 }), (initial, steps) => {
        let on = initial;
        let lastSent: boolean | null = null;
        for (const { chosen, termsAccepted, succeeded } of steps) {
          const request = softStakingSwitchStatus(chosen, termsAccepted);
          const requested = request.ok ? request.value : null;
          on = softStakingStatusAfter(on, requested, succeeded);
          if (requested !== null && succeeded) lastSent = requested;
        }
        expect(on).toBe(lastSent ?? initial);
      }),
    );
  });
});
