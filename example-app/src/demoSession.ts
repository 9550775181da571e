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

/**
 * Which demo session the exchange's calls are sent under: a number per login, null while one is under
 * way. Between a login's start and its answer the simulator has ended the old session and the new
 * cookie has not arrived, so every call answers 401; the client reads this (`createEarnClient`'s
 * `session`) and takes a 401 for a logout only when the call was sent under the session still current.
 */
export interface DemoSessions {
  /** The session calls are sent under now; null while a login is under way. */
  readonly active: () => number | null;
  /** A login starts; answers its number, for `settle`. */
  readonly begin: () => number;
  /** Login `login` has answered: its session is the current one, unless a later login has begun. */
  readonly settle: (login: number) => boolean;
}

/** The sessions of one app; the page's own session (served, or none yet) is session 0. */
export function createDemoSessions(): DemoSessions {
  let latest = 0;
  let current: number | null = 0;
  return {
    active: () => current,
    begin: () => {
      latest += 1;
      current = null;
      return latest;
    },
    settle: (login) => {
      if (login !== latest) return false;
      current = login;
      return true;
    },
  };
}

/** What `useDemoSession` tells the app of its logins. */
export interface DemoSessionOptions {
  /** The app's sessions, which its client reads. */
  readonly sessions?: DemoSessions;
  /**
   * A login has answered and its session is current, before the pages show: calls sent during the
   * login were answered for no session, so what is on screen (the account mode) is fetched again.
   */
  readonly onSessionStart?: () => void;
}

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
 * Logs in as `name` whenever it changes, or again on `retry` (a login as the same user after the
 * session expired); `ready` once the session cookie is set. A page served with a session of `name`
 * (`served`) is ready from its first render, until the user changes.
 */
export function useDemoSession(
  name: string,
  served?: DocumentSession,
  options: DemoSessionOptions = {},
): { users: readonly DemoUser[]; user: DemoUser | undefined; status: DemoSessionStatus; retry: () => void } {
  const servedFirst = served?.user === name ? served : undefined;
  const servedSession = useRef(servedFirst);
  const latestOptions = useRef(options);
  // Declared before the login's effect, so that effect reads the options of the same render.
  useEffect(() => {
    latestOptions.current = options;
  });
  const [users, setUsers] = useState<readonly DemoUser[]>(() => servedFirst?.users ?? []);
  const [status, setStatus] = useState<DemoSessionStatus>(() => (servedFirst ? 'ready' : 'loading'));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0 && servedSession.current?.user === name) return;
    // Another user (or a retry) logs in afresh; the page's own session and the first login are
    // forgotten once the user changes.
    servedSession.current = undefined;
    let cancelled = false;
    setStatus('loading');
    const { sessions } = latestOptions.current;
    const started = sessions?.begin();
    // The session is whatever the exchange answered, even a failed login: a 401 after it is a logout.
    const settle = () => started === undefined || sessions?.settle(started) === true;
    if (firstLogin?.name !== name) firstLogin = undefined;
    const login = firstLogin && attempt === 0 ? firstLogin.promise : logIn(name);
    login
      .then((list) => {
        if (cancelled || !settle()) return;
        latestOptions.current.onSessionStart?.();
        // The page behind the session mounts in a transition: in slices, yielding to input between them.
        startTransition(() => {
          setUsers(list);
          setStatus('ready');
        });
      })
      .catch(() => {
        if (!cancelled && settle()) setStatus('error');
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
