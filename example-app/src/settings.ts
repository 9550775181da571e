import { useCallback, useEffect, useRef, useState } from 'react';
import type { Site, ThemeName } from 'earnkit';
import { themeNames } from 'earnkit';
import { DEFAULT_DEMO_USER } from './documentSession';
import { loadLocale } from './locale';

/**
 * What the site header controls, kept in local storage so a reload keeps it, and in a cookie of the same
 * name so the server's first paint of a page is in the visitor's language, theme and site.
 */
export interface AppSettings {
  locale: 'en' | 'ar';
  theme: ThemeName;
  site: Site;
  /** A demo user of the simulated exchange ('guest' for logged out). */
  user: string;
}

export const SETTINGS_KEY = 'earnkit-example-settings';
const defaults: AppSettings = { locale: 'en', theme: 'light', site: 'global', user: DEFAULT_DEMO_USER };

/** Settings from their saved text (JSON); the defaults for what is missing or unreadable. */
export function settingsFrom(saved: string | null | undefined): AppSettings {
  try {
    const parsed = JSON.parse(saved ?? '{}') as Partial<Record<keyof AppSettings, unknown>>;
    return {
      locale: parsed.locale === 'ar' ? 'ar' : defaults.locale,
      theme: themeNames.find((name) => name === parsed.theme) ?? defaults.theme,
      site: parsed.site === 'us' ? 'us' : defaults.site,
      user: typeof parsed.user === 'string' && parsed.user !== '' ? parsed.user : defaults.user,
    };
  } catch {
    return defaults;
  }
}

/** Keeps the settings where the next visit (local storage) and the server (a cookie) find them. */
export function saveSettings(settings: AppSettings): void {
  const text = JSON.stringify(settings);
  localStorage.setItem(SETTINGS_KEY, text);
  document.cookie = `${SETTINGS_KEY}=${encodeURIComponent(text)}; path=/; max-age=31536000; samesite=lax`;
}

/** The settings saved by the last visit (the defaults on a first one). */
export function savedSettings(): AppSettings {
  try {
    return settingsFrom(localStorage.getItem(SETTINGS_KEY));
  } catch {
    return defaults;
  }
}

/** The app's settings with a setter that persists them; `initial` when rendered on the server. */
export function useAppSettings(initial?: AppSettings): [AppSettings, (change: Partial<AppSettings>) => void] {
  const [settings, setSettings] = useState<AppSettings>(() => initial ?? savedSettings());
  const current = useRef(settings);
  useEffect(() => {
    current.current = settings;
  }, [settings]);
  const update = useCallback((change: Partial<AppSettings>) => {
    const apply = () =>
      setSettings((previous) => {
        const next = { ...previous, ...change };
        saveSettings(next);
        return next;
      });
    // A new language or site switches once its strings have loaded, so the page never shows a blank fallback.
    if (change.locale || change.site) {
      const next = { ...current.current, ...change };
      void loadLocale(next.locale, next.site).then(apply);
    } else apply();
  }, []);
  return [settings, update];
}
