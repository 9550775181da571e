'use client';
import { useSyncExternalStore } from 'react';
import { defaultEarnContext, useEarn } from '../../context';
import { noSubscription } from '../../headless/internal/noSubscription';

/**
 * Where overlays portal to: the provider's container, so they keep its theme (`data-ek-theme`) and
 * direction (`dir`); `document.body` when there is no provider.
 *
 * `ready` is false for the provider's first render, before its container element exists: rendering
 * an open overlay into `body` then and moving it a moment later would remount it (losing focus and
 * replaying its entrance), so callers wait for the container instead.
 *
 * Without a provider `ready` is false on the server and while React hydrates server HTML (a portal's
 * markup is not in that HTML), and true on every client render after: React renders once more when
 * hydration is over. A client-only render is ready at once.
 */
export function usePortalContainer(): { container: HTMLElement | undefined; ready: boolean } {
  const earn = useEarn();
  const client = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const container = earn.portalContainer;
  // The default context object is only ever seen without a provider.
  return { container: container ?? undefined, ready: earn === defaultEarnContext ? client : container !== null };
}
