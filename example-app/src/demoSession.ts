/**
 * The demo login of the simulated exchange: the header picks a demo user, and the app logs in as that
 * user (`POST /__sim/login`), which sets the session cookie and the CSRF cookie the client echoes. A page
 * served with a session of the wanted user (`documentSession.ts`) needs no login. A real host replaces
 * this with its own login.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import type { EarnUser } from 'earnkit';
import type { DemoUser, DocumentSession } from './documentSession';
import { callSimulator } from './simulatorCall';

export type { DemoUser } from './documentSession';

/** The provider's user for a demo user. */
export function earnUserOf(user: DemoUser | undefined): EarnUser {
  if (!user || user.name === 'guest') return { kind: 'guest' };
  return { kind: 'user', name: user.display_name, vipLevel: user.vip_level ?? 0, verified: true };
}

export type DemoSessionStatus = 'loading' | 'ready' | 'error';

function logIn(name: string): Promise<readonly DemoUser[]> {
  return Promise.all([callSimulator<DemoUser[]>('/__sim/users'), callSimulator('/__sim/login', { user: name })]).then(
    ([list]) => list,
  );
}

/** The login started as soon as the script runs, when the page's own session is not the wanted user's. */
let firstLogin: { readonly name: string; readonly promise: Promise<readonly DemoUser[]> } | undefined;

/**
 * Starts the first page's login, unless the page came with a session of `name` (`served`): then there
 * is nothing to wait for. Started with the script, the login is not one more round trip after the first
 * render; the page waits for it before it shows anything of the user's.
 */
export function startDemoSession(name: string, served: DocumentSession | undefined): void {
  firstLogin = served?.user === name ? undefined : { name, promise: logIn(name) };
}

/**
 * Logs in as `name` whenever it changes; `ready` once the session cookie is set. A page served with a
 * session of `name` (`served`) is ready from its first render, until the user changes.
 */
export function useDemoSession(
  name: string,
  served?: DocumentSession,
): { users: readonly DemoUser[]; user: DemoUser | undefined; status: DemoSessionStatus; retry: () => void } {
  const servedSession = useRef(served?.user === name ? served : undefined);
  const [users, setUsers] = useState<readonly DemoUser[]>(() => servedSession.current?.users ?? []);
  const [status, setStatus] = useState<DemoSessionStatus>(() => (servedSession.current ? 'ready' : 'loading'));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0 && servedSession.current?.user === name) return;
    // Another user (or a retry) logs in afresh; the page's own session and the first login are
    // forgotten once the user changes.
    servedSession.current = undefined;
    let cancelled = false;
    setStatus('loading');
    if (firstLogin?.name !== name) firstLogin = undefined;
    const login = firstLogin && attempt === 0 ? firstLogin.promise : logIn(name);
    login
      .then((list) => {
        if (cancelled) return;
        // The page behind the session mounts in a transition: in slices, yielding to input between them.
        startTransition(() => {
          setUsers(list);
          setStatus('ready');
        });
      })
      .catch(() => {
        if (!cancelled) setStatus('error');
      });
    return () => {
      cancelled = true;
    };
  }, [name, attempt]);
  return {
    users,
    user: users.find((user) => user.name === name),
    status,
    retry: () => setAttempt((count) => count + 1),
  };
}
