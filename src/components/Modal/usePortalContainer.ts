'use client';
import { defaultEarnContext, useEarn } from '../../provider';

/**
 * Where overlays portal to: the provider's container, so they keep its theme (`data-ek-theme`) and
 * direction (`dir`); `document.body` when there is no provider.
 *
 * `ready` is false for the provider's first render, before its container element exists: rendering
 * an open overlay into `body` then and moving it a moment later would remount it (losing focus and
 * replaying its entrance), so callers wait for the container instead.
 */
export function usePortalContainer(): { container: HTMLElement | undefined; ready: boolean } {
  const earn = useEarn();
  // The default context object is only ever seen without a provider.
  if (earn === defaultEarnContext) return { container: undefined, ready: typeof document !== 'undefined' };
  return { container: earn.portalContainer ?? undefined, ready: earn.portalContainer !== null };
}
