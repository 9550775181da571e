import { useCallback, useState } from 'react';
import type { Site, ThemeName } from '../../src/provider';

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

function load(): AppSettings {
  try {
    return { ...defaults, ...(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<AppSettings>) };
  } catch {
    return defaults;
  }
}

/** The app's settings with a setter that persists them. */
export function useAppSettings(): [AppSettings, (change: Partial<AppSettings>) => void] {
  const [settings, setSettings] = useState<AppSettings>(load);
  const update = useCallback((change: Partial<AppSettings>) => {
    setSettings((previous) => {
      const next = { ...previous, ...change };
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  return [settings, update];
}
