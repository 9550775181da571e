import { Button, Inline, Stack, useClock, useFormat } from 'earnkit';
import type { DemoUser } from './demoSession';
import type { SimClock } from './simClock';
import type { AppSettings } from './settings';
import * as appCss from './App.css';
import * as css from './SiteHeader.css';
import { useAppMessages } from './useAppMessages';

/** The simulated time, and buttons that move it on so interest accrues and fixed orders mature. */
function SimulatedTime({ clock }: { clock: SimClock }) {
  const t = useAppMessages();
  const format = useFormat();
  const now = useClock();
  return (
    <Inline space="xs" alignY="bottom" role="group" aria-label={t('simTime')}>
      <Stack as="span" space="xxs" className={appCss.setting}>
        {t('simTime')}
        <output className={css.simTimeValue}>{format.utcDateTime(now())}</output>
      </Stack>
      <Button size="sm" variant="secondary" loading={clock.advancing} onClick={() => void clock.advance(1)}>
        {t('simPlusHour')}
      </Button>
      <Button size="sm" variant="secondary" loading={clock.advancing} onClick={() => void clock.advance(24)}>
        {t('simPlusDay')}
      </Button>
    </Inline>
  );
}

interface DemoPanelProps {
  readonly id: string;
  readonly settings: AppSettings;
  /** The simulator's demo users, for the user switch. */
  readonly users: readonly DemoUser[];
  readonly onChange: (change: Partial<AppSettings>) => void;
  readonly clock: SimClock;
}

/** What only a demo has: the language, theme, site and demo user, and the simulated exchange's clock. */
export function DemoPanel({ id, settings, users, onChange, clock }: DemoPanelProps) {
  const t = useAppMessages();
  return (
    <Stack space="md" id={id} role="group" aria-label={t('demoPanel')} className={css.demoPanel}>
      <fieldset className={css.settings} aria-label={t('settings')}>
        <Stack as="label" space="xxs" className={appCss.setting}>
          {t('language')}
          <select
            className={appCss.select}
            value={settings.locale}
            onChange={(event) => onChange({ locale: event.target.value as AppSettings['locale'] })}
          >
            <option value="en">English</option>
            <option value="ar">العربية</option>
          </select>
        </Stack>
        <Stack as="label" space="xxs" className={appCss.setting}>
          {t('theme')}
          <select
            className={appCss.select}
            value={settings.theme}
            onChange={(event) => onChange({ theme: event.target.value as AppSettings['theme'] })}
          >
            <option value="light">{t('themeLight')}</option>
            <option value="dark">{t('themeDark')}</option>
            <option value="vip">{t('themeVip')}</option>
          </select>
        </Stack>
        <Stack as="label" space="xxs" className={appCss.setting}>
          {t('site')}
          <select
            className={appCss.select}
            value={settings.site}
            onChange={(event) => onChange({ site: event.target.value as AppSettings['site'] })}
          >
            <option value="global">{t('siteGlobal')}</option>
            <option value="us">{t('siteUs')}</option>
          </select>
        </Stack>
        <Stack as="label" space="xxs" className={appCss.setting}>
          {t('user')}
          <select
            className={appCss.select}
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
        </Stack>
      </fieldset>
      <SimulatedTime clock={clock} />
    </Stack>
  );
}
