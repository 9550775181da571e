import { useCallback, useEffect, useRef, useState } from 'react';
import type { Site, ThemeName } from '../../src/provider';
import { loadLocale } from './locale';

/** What the site header controls, kept in local storage so a reload keeps it. */
export interface AppSettings {
  locale: 'en' | 'ar';
  theme: ThemeName;
  site: Site;
  /** A demo user of the simulated exchange ('guest' for logged out). */
  user: string;
}

const STORAGE_KEY = 'earnkit-example-settings';
const defaults: AppSettings = { locale: 'en', theme: 'light', site: 'global', user: 'alice' };

/** The settings saved by the last visit (the defaults on a first one). */
export function savedSettings(): AppSettings {
  try {
    return { ...defaults, ...(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<AppSettings>) };
  } catch {
    return defaults;
  }
}

/** The app's settings with a setter that persists them. */
export function useAppSettings(): [AppSettings, (change: Partial<AppSettings>) => void] {
  const [settings, setSettings] = useState<AppSettings>(savedSettings);
  const current = useRef(settings);
  useEffect(() => {
    current.current = settings;
  }, [settings]);
  const update = useCallback((change: Partial<AppSettings>) => {
    const apply = () =>
      setSettings((previous) => {
        const next = { ...previous, ...change };
        localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
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
