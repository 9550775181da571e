/**
 * The demo login of the simulated exchange: the header picks a demo user, and the app logs in as that
 * user (`POST /__sim/login`), which sets the session cookie and the CSRF cookie the client echoes. A real
 * host replaces this with its own login.
 */
import { startTransition, useEffect, useState } from 'react';
import type { EarnUser, Site } from '../../src/provider';

/** A demo user as the simulator lists it. */
export interface DemoUser {
  readonly name: string;
  readonly display_name: string;
  readonly vip_level?: number;
  readonly site?: Site;
  readonly account_mode?: string;
}

interface Envelope<Data> {
  readonly code: number;
  readonly message?: string;
  readonly data: Data;
}

async function simulator<Data>(path: string, body?: unknown): Promise<Data> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<Data>;
  if (envelope.code !== 0 && envelope.code !== 200) throw new Error(envelope.message ?? `simulator answered ${envelope.code}`);
  return envelope.data;
}

/** The provider's user for a demo user. */
export function earnUserOf(user: DemoUser | undefined): EarnUser {
  if (!user || user.name === 'guest') return { kind: 'guest' };
  return { kind: 'user', name: user.display_name, vipLevel: user.vip_level ?? 0, verified: true };
}

export type DemoSessionStatus = 'loading' | 'ready' | 'error';

function logIn(name: string): Promise<readonly DemoUser[]> {
  return Promise.all([simulator<DemoUser[]>('/__sim/users'), simulator('/__sim/login', { user: name })]).then(([list]) => list);
}

/** The first page's login, started by `startDemoSession` while the app's first render runs. */
let firstLogin: { readonly name: string; readonly promise: Promise<readonly DemoUser[]> } | undefined;

/**
 * Starts logging in as `name` as soon as the script runs, so the session is not one more round trip
 * after the first render: the page waits for it before it shows anything of the user's.
 */
export function startDemoSession(name: string): void {
  firstLogin = { name, promise: logIn(name) };
}

/** Logs in as `name` whenever it changes; `ready` once the session cookie is set. */
export function useDemoSession(name: string): { users: readonly DemoUser[]; user: DemoUser | undefined; status: DemoSessionStatus; retry: () => void } {
  const [users, setUsers] = useState<readonly DemoUser[]>([]);
  const [status, setStatus] = useState<DemoSessionStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    // Another user (or a retry) logs in afresh; the first login is forgotten once the user changes.
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
  return { users, user: users.find((user) => user.name === name), status, retry: () => setAttempt((count) => count + 1) };
}
