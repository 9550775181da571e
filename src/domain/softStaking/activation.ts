import { fail, ok, type DomainResult } from '../result';

/** What the soft staking modal can do (SS-SWITCH-01, SS-SWITCH-02, SS-SWITCH-05). */
export type SoftStakingAction = 'activate' | 'stopEarning' | 'continueEarning';

/** The close dialog's two choices (SS-SWITCH-05). */
export const SOFT_STAKING_CLOSE_CHOICES = ['stopEarning', 'continueEarning'] as const;

/** The only error soft staking returns; a key of the 'staking' message namespace. */
export type SoftStakingErrorKey = 'softStaking.terms.required';

/** Whether Activate can be confirmed: only with the terms ticked (SS-SWITCH-03). */
export function canActivateSoftStaking(termsAccepted: boolean): boolean {
  return termsAccepted;
}

/**
 * The status the switch call sends for an action (SS-SWITCH-01, SS-SWITCH-03, SS-API-01): activate sends
 * true and needs the terms ticked; 'stop earning' sends false; 'continue earning' needs no call (null).
 */
export function softStakingSwitchStatus(
  action: SoftStakingAction,
  termsAccepted: boolean,
): DomainResult<boolean | null, SoftStakingErrorKey> {
  switch (action) {
    case 'activate':
      return termsAccepted ? ok(true) : fail('softStaking.terms.required');
    case 'stopEarning':
      return ok(false);
    case 'continueEarning':
      return ok(null);
  }
}

/**
 * Whether soft staking is on after an action (SS-SWITCH-04): the requested status once the switch call
 * succeeded (code 200 only, DEC-06); unchanged when no call was made or it failed (SS-API-02).
 */
export function softStakingStatusAfter(current: boolean, requested: boolean | null, succeeded: boolean): boolean {
  return requested !== null && succeeded ? requested : current;
}
