import { NavLink } from 'react-router';
import { Button, useClock, useFormat } from 'earnkit';
import type { DemoUser } from './demoSession';
import type { SimClock } from './simClock';
import type { AppSettings } from './settings';
import * as css from './App.css';
import { useAppMessages } from './useAppMessages';

interface SiteHeaderProps {
  settings: AppSettings;
  /** The simulator's demo users, for the user switch. */
  users: readonly DemoUser[];
  onChange: (change: Partial<AppSettings>) => void;
  /** The simulated exchange's clock, which the header can move on. */
  clock: SimClock;
}

/** The simulated time, and buttons that move it on so interest accrues and fixed orders mature. */
function SimulatedTime({ clock }: { clock: SimClock }) {
  const t = useAppMessages();
  const format = useFormat();
  const now = useClock();
  return (
    <div role="group" aria-label={t('simTime')} className={css.simTime}>
      <span className={css.setting}>
        {t('simTime')}
        <output className={css.simTimeValue}>{format.utcDateTime(now())}</output>
      </span>
      <Button size="sm" variant="secondary" loading={clock.advancing} onClick={() => void clock.advance(1)}>
        {t('simPlusHour')}
      </Button>
      <Button size="sm" variant="secondary" loading={clock.advancing} onClick={() => void clock.advance(24)}>
        {t('simPlusDay')}
      </Button>
    </div>
  );
}

const links = [
  { to: '/simple-earn', label: 'navSimpleEarn', end: true },
  { to: '/simple-earn/my-lendings', label: 'navMyLendings', end: false },
  { to: '/simple-earn/history', label: 'navHistory', end: true },
  { to: '/simple-earn/faq', label: 'navFaq', end: true },
  { to: '/launchpool', label: 'navLaunchpool', end: false },
  { to: '/staking', label: 'navStaking', end: false },
  // My earn is the user's own account page (DEC-31): a guest has nothing there.
  { to: '/myaccount/funds/finance/my_lendings', label: 'navMyEarn', end: true, userOnly: true },
  { to: '/components', label: 'navComponents', end: true },
] as const;

/** The reference app's header: the routes, and switches for locale, theme, site and the demo user. */
export function SiteHeader({ settings, users, onChange, clock }: SiteHeaderProps) {
  const t = useAppMessages();
  return (
    <header className={css.header}>
      <div className={css.headerStart}>
        <NavLink to="/simple-earn" className={css.brand}>
          {t('appName')}
        </NavLink>
        <nav aria-label={t('nav')}>
          <ul className={css.navList}>
            {links
              .filter((link) => !('userOnly' in link) || settings.user !== 'guest')
              .map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.end} className={css.navLink}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
      </div>
      <SimulatedTime clock={clock} />
      <fieldset className={css.settings} aria-label={t('settings')}>
        <label className={css.setting}>
          {t('language')}
          <select
            className={css.select}
            value={settings.locale}
            onChange={(event) => onChange({ locale: event.target.value as AppSettings['locale'] })}
          >
            <option value="en">English</option>
            <option value="ar">العربية</option>
          </select>
        </label>
        <label className={css.setting}>
          {t('theme')}
          <select
            className={css.select}
            value={settings.theme}
            onChange={(event) => onChange({ theme: event.target.value as AppSettings['theme'] })}
          >
            <option value="light">{t('themeLight')}</option>
            <option value="dark">{t('themeDark')}</option>
            <option value="vip">{t('themeVip')}</option>
          </select>
        </label>
        <label className={css.setting}>
          {t('site')}
          <select
            className={css.select}
            value={settings.site}
            onChange={(event) => onChange({ site: event.target.value as AppSettings['site'] })}
          >
            <option value="global">{t('siteGlobal')}</option>
            <option value="us">{t('siteUs')}</option>
          </select>
        </label>
        <label className={css.setting}>
          {t('user')}
          <select
            className={`${css.select} ${css.userSelect}`}
            value={settings.user}
            onChange={(event) => {
              const user = users.find((candidate) => candidate.name === event.target.value);
              // A demo user of the US site brings the US site with it.
              onChange({ user: event.target.value, ...(user?.site ? { site: user.site } : {}) });
            }}
          >
            {users.length === 0 ? <option value={settings.user}>{settings.user}</option> : null}
            {users.map((user) => (
              <option key={user.name} value={user.name}>
                {user.display_name}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
    </header>
  );
}
