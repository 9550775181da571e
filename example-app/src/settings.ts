import { useCallback, useState } from 'react';
import type { EarnUser, Site, ThemeName } from '../../src/provider';

/** The demo users the header can switch between. */
export const demoUsers = {
  guest: { kind: 'guest' },
  regular: { kind: 'user', name: 'Demo user', vipLevel: 0, verified: true },
  vip6: { kind: 'user', name: 'VIP 6 user', vipLevel: 6, verified: true },
} as const satisfies Record<string, EarnUser>;
export type DemoUserName = keyof typeof demoUsers;

/** What the site header controls: kept in the URL-independent local storage so a reload keeps it. */
export interface AppSettings {
  locale: 'en' | 'ar';
  theme: ThemeName;
  site: Site;
  user: DemoUserName;
}

const STORAGE_KEY = 'earnkit-example-settings';
const defaults: AppSettings = { locale: 'en', theme: 'light', site: 'global', user: 'regular' };

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
