import { useCallback } from 'react';
import { useEarn } from '../../context/context';

/** The login page every guest action falls back to (SH-AUTH-01). */
export const LOGIN_PATH = '/login';

/**
 * Guards an action that needs a logged-in user (SH-AUTH-01, SE-REINV-08): for a guest it navigates to
 * /login through the provider's `navigate` (the host may open its registration modal there instead)
 * and returns false; for a user it returns true and the caller goes on.
 *
 * @example
 * const requireLogin = useLoginGate();
 * function onSubscribe() { if (!requireLogin()) return; dispatch({ type: 'SUBMIT.START', data }); }
 */
export function useLoginGate(): () => boolean {
  const { user, navigate } = useEarn();
  return useCallback(() => {
    if (user.kind === 'user') return true;
    navigate(LOGIN_PATH);
    return false;
  }, [user, navigate]);
}
