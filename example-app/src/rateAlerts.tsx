import { useState, type ReactNode } from 'react';
import { useEarn } from 'earnkit';
import { RateAlertsProvider, type RateAlert, type RateAlertsState } from 'earnkit/flows';

const STORAGE_PREFIX = 'earnkit-rate-alerts:';

function storedState(key: string | null): RateAlertsState | undefined {
  if (key === null || typeof localStorage === 'undefined') return undefined;
  try {
    const text = localStorage.getItem(key);
    const state = text ? (JSON.parse(text) as RateAlertsState) : undefined;
    // A record of another shape (an older version of the app) starts afresh rather than breaking the page.
    return state && Array.isArray(state.alerts) && typeof state.nextId === 'number' ? state : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a host does with a new alert beyond the list and the toast: here the browser's notification when the user
 * already allowed the site's (the app never asks); a real exchange sends its push or e-mail here.
 */
function deliver(_alert: RateAlert, text: string) {
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') new Notification(text);
}

/**
 * The rate alerts of the holdings pages (issue 17): the rules, mutes and list are kept in this browser per demo
 * user, so the alert set on a holding's page is the one the holdings page watches and lists.
 */
export function AppRateAlerts({ children }: { children: ReactNode }) {
  const { user } = useEarn();
  const key = user.kind === 'user' ? `${STORAGE_PREFIX}${user.name ?? ''}` : null;
  const [defaultState] = useState(() => storedState(key));
  return (
    <RateAlertsProvider
      key={key ?? 'guest'}
      {...(defaultState ? { defaultState } : {})}
      onStateChange={(state) => {
        if (key !== null) localStorage.setItem(key, JSON.stringify(state));
      }}
      onAlert={deliver}
    >
      {children}
    </RateAlertsProvider>
  );
}
