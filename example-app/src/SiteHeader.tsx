import { Link } from 'react-router';
import type { AppSettings } from './settings';
import { demoUsers } from './settings';
import * as css from './App.css';
import { useAppMessages } from './useAppMessages';

interface SiteHeaderProps {
  settings: AppSettings;
  onChange: (change: Partial<AppSettings>) => void;
}

/** The reference app's header: switches locale, theme, site and the demo user. */
export function SiteHeader({ settings, onChange }: SiteHeaderProps) {
  const t = useAppMessages();
  return (
    <header className={css.header}>
      <Link to="/" className={css.brand}>{t('appName')}</Link>
      <fieldset className={css.settings} aria-label={t('settings')}>
        <label className={css.setting}>
          {t('language')}
          <select className={css.select} value={settings.locale} onChange={(event) => onChange({ locale: event.target.value as AppSettings['locale'] })}>
            <option value="en">English</option>
            <option value="ar">العربية</option>
          </select>
        </label>
        <label className={css.setting}>
          {t('theme')}
          <select className={css.select} value={settings.theme} onChange={(event) => onChange({ theme: event.target.value as AppSettings['theme'] })}>
            <option value="light">{t('themeLight')}</option>
            <option value="dark">{t('themeDark')}</option>
            <option value="vip">{t('themeVip')}</option>
          </select>
        </label>
        <label className={css.setting}>
          {t('site')}
          <select className={css.select} value={settings.site} onChange={(event) => onChange({ site: event.target.value as AppSettings['site'] })}>
            <option value="global">{t('siteGlobal')}</option>
            <option value="us">{t('siteUs')}</option>
          </select>
        </label>
        <label className={css.setting}>
          {t('user')}
          <select className={css.select} value={settings.user} onChange={(event) => onChange({ user: event.target.value as AppSettings['user'] })}>
            {(Object.keys(demoUsers) as (keyof typeof demoUsers)[]).map((name) => (
              <option key={name} value={name}>
                {t(name === 'guest' ? 'userGuest' : name === 'regular' ? 'userRegular' : 'userVip6')}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
    </header>
  );
}
