import { createContext, useContext } from 'react';
import type { MessageOverrides } from '../i18n/resolve';
import { safeNavigationUrl } from '../domain/shared/safeNavigationUrl';
import type { AccountMode, EarnUser, Site, ThemeName } from './types';

/** What every earnkit component can read from the provider. */
export interface EarnContextValue {
  /** BCP 47 locale, e.g. 'en' or 'ar'. */ locale: string;
  /** Text direction, derived from the locale. */ direction: 'ltr' | 'rtl';
  /** The site variant. */ site: Site;
  /** The account mode, when known. */ accountMode: AccountMode | undefined;
  /** The theme in use. */ theme: ThemeName;
  /** The user, or a guest. */ user: EarnUser;
  /**
   * The resolved catalogue: locale, then US overlay, then host overrides. Empty without a provider: each
   * component then falls back to its own English defaults (see `useTranslate`).
   */
  messages: MessageOverrides;
  /** Navigates to an href the spec names (deposit, trade, /vip, ...); the host decides how. */ navigate: (
    href: string,
  ) => void;
  /** Time zone for dates; undefined means the user's own. */ timeZone: string | undefined;
  /** Numbering system for numbers and dates; Latin digits by default (SH-LOCALE-01). */ numberingSystem: string;
  /** The element overlays portal into, so they inherit theme and direction. */ portalContainer: HTMLElement | null;
  /**
   * The current time, epoch ms, by the exchange's clock: what timelines, the 1-hour rules and default
   * date ranges are drawn for. The device's clock unless the host gives its own.
   */
  clock: () => number;
}

/**
 * Follows a link only when it is safe to (an http(s) URL or a path of this site, `safeNavigationUrl`):
 * a server-given URL reaches `navigate` through many parts, and none of them may turn a `javascript:` or
 * `data:` URL into a navigation, whether the host's `navigate` or the default page load follows it.
 * `EarnProvider` wraps every `navigate` in it.
 */
export function guardNavigate(navigate: (href: string) => void): (href: string) => void {
  return (href) => {
    const safeHref = safeNavigationUrl(href);
    if (safeHref !== undefined) navigate(safeHref);
  };
}

/**
 * The page load a provider without a `navigate` of its own uses, guarded there. Not guarded here: this
 * default ships in every part that reads the context (the Modal's 16 KB goal, P-53), and without a provider a
 * URL from the server reaches it only through the API's mapping, which already keeps a link only when
 * `safeNavigationUrl` accepts it (src/api/map); the other hrefs are the spec's own paths and the host's.
 */
function defaultNavigate(href: string): void {
  if (typeof window !== 'undefined') window.location.assign(href);
}

/** Defaults used when no provider is mounted: English, global site, light theme, a guest. */
export const defaultEarnContext: EarnContextValue = {
  locale: 'en',
  // English reads left to right; a literal, not directionOf('en'): the default ships in every part.
  direction: 'ltr',
  site: 'global',
  accountMode: undefined,
  theme: 'light',
  user: { kind: 'guest' },
  // No catalogue here: a component used without a provider must not bundle every string of the library.
  messages: {},
  navigate: defaultNavigate,
  timeZone: undefined,
  numberingSystem: 'latn',
  portalContainer: null,
  clock: () => Date.now(),
};

export const EarnContext = createContext<EarnContextValue>(defaultEarnContext);
// For React's developer tools; a production build drops it, as the parts' contexts do (createPartContext).
if (process.env.NODE_ENV !== 'production') EarnContext.displayName = 'EarnContext';

/** Reads the provider's settings; outside a provider, the English/global/light defaults. */
export function useEarn(): EarnContextValue {
  return useContext(EarnContext);
}

/** The exchange's clock of the nearest provider (`EarnProvider`'s `clock`), the device's by default. */
export function useClock(): () => number {
  return useContext(EarnContext).clock;
}
