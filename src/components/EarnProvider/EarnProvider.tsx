'use client';
import { startTransition, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { directionOf } from '../../i18n/format';
import { loadCatalogue, messagesLoaded, resolveMessages, type MessageOverrides } from '../../i18n/resolve';
import { ToastProvider } from '../Toast/ToastProvider';
import { themeRoot } from '../../theme';
import { EarnContext, defaultEarnContext, guardNavigate, type EarnContextValue } from '../../context/context';
import type { AccountMode, EarnUser, Site, ThemeName, UpColor } from '../../context/types';

export interface EarnProviderProps {
  /** BCP 47 locale; 'ar' lays the UI out right to left. Default 'en'. */ locale?: string;
  /** 'global' (default) or 'us', which changes wording and hides some options. */ site?: Site;
  /** The user's account mode (SH-MODE-*), when known. */ accountMode?: AccountMode;
  /** 'light' (default), 'dark' or 'vip'. */ theme?: ThemeName;
  /** Overrides for any catalogue string. */ messages?: MessageOverrides;
  /** The current user; a guest by default. */ user?: EarnUser;
  /** Called for every link the spec names (deposit, trade, /vip, login...). Default: a full page load. */
  navigate?: (href: string) => void;
  /** Time zone for dates; the user's own by default. */ timeZone?: string;
  /** Numbering system; Latin digits ('latn') by default, also in Arabic. */ numberingSystem?: string;
  /** Which colour means up: 'green' (default) or 'red'. */ upColor?: UpColor;
  /**
   * The exchange's clock, epoch ms; default the device's. A host whose users' devices may be wrong
   * passes server time (the device's time plus the offset it measured), so a timeline or the 1-hour
   * rule of a fixed order is judged as the exchange judges it.
   */
  clock?: () => number;
  children?: ReactNode;
}

/**
 * One provider for locale (and so direction), site, account mode, theme, messages, user and navigation.
 * It renders a themed root element; overlays portal into it so they keep theme and direction.
 * English comes with the components; a translation, and the US wording, load when first used (see
 * `loadCatalogue`).
 */
export function EarnProvider({
  locale = 'en',
  site = 'global',
  accountMode,
  theme = 'light',
  messages: overrides,
  user = defaultEarnContext.user,
  navigate = defaultEarnContext.navigate,
  timeZone,
  numberingSystem = 'latn',
  upColor = 'green',
  clock = defaultEarnContext.clock,
  children,
}: EarnProviderProps) {
  // A translation (and the US site's wording) loads on first use: until it has, the provider suspends
  // (the nearest <Suspense> shows its fallback). `loadCatalogue(locale, site)` beforehand avoids the wait.
  if (!messagesLoaded(locale, site)) throw loadCatalogue(locale, site);
  const [portalContainer, setPortalContainer] = useState<HTMLElement | null>(null);
  const portal = useRef<HTMLDivElement>(null);
  // Known after the first commit, and said in a transition after it: set from the element's ref callback, the
  // update was synchronous, and React then ran every passive effect and re-rendered every consumer of the
  // context inside the commit that mounts the page (one long task more for a phone; docs/performance.md).
  useEffect(() => {
    const element = portal.current;
    startTransition(() => setPortalContainer(element));
  }, []);
  const direction = directionOf(locale);
  const messages = useMemo(() => resolveMessages(locale, site, overrides), [locale, site, overrides]);
  const safeNavigate = useMemo(() => guardNavigate(navigate), [navigate]);
  const value = useMemo<EarnContextValue>(
    () => ({
      locale,
      direction,
      site,
      accountMode,
      theme,
      user,
      messages,
      navigate: safeNavigate,
      timeZone,
      numberingSystem,
      portalContainer,
      clock,
    }),
    [
      locale,
      direction,
      site,
      accountMode,
      theme,
      user,
      messages,
      safeNavigate,
      timeZone,
      numberingSystem,
      portalContainer,
      clock,
    ],
  );
  return (
    <EarnContext.Provider value={value}>
      <div
        className={themeRoot}
        data-ek-root=""
        data-ek-theme={theme}
        data-ek-site={site}
        data-ek-up-color={upColor}
        dir={direction}
        lang={locale}
      >
        {/* Every component under the provider can show a toast (useToast). */}
        <ToastProvider>{children}</ToastProvider>
        <div data-ek-portal="" ref={portal} />
      </div>
    </EarnContext.Provider>
  );
}
