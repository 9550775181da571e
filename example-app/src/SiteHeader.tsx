import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useClock, useFormat, visuallyHidden } from 'earnkit';
import { NavLink } from './router';
import type { DemoUser } from './demoSession';
import type { SimClock } from './simClock';
import type { AppSettings } from './settings';
import * as css from './SiteHeader.css';
import { useAppMessages } from './useAppMessages';

interface SiteHeaderProps {
  settings: AppSettings;
  /** The simulator's demo users, for the user switch. */
  users: readonly DemoUser[];
  onChange: (change: Partial<AppSettings>) => void;
  /** The simulated exchange's clock, which the Demo panel can move on. */
  clock: SimClock;
}

// The products first, then each product's own pages.
const links = [
  { to: '/simple-earn', label: 'navSimpleEarn', end: true },
  { to: '/launchpool', label: 'navLaunchpool', end: false },
  { to: '/staking', label: 'navStaking', end: false },
  // My earn is the user's own account page (DEC-31): a guest has nothing there.
  { to: '/myaccount/funds/finance/my_lendings', label: 'navMyEarn', end: true, userOnly: true },
  { to: '/simple-earn/my-lendings', label: 'navMyLendings', end: false },
  { to: '/simple-earn/history', label: 'navHistory', end: true },
  { to: '/simple-earn/faq', label: 'navFaq', end: true },
  { to: '/components', label: 'navComponents', end: true },
] as const;

/** What the header has folded away and shows on demand: a phone's menu of links, or the Demo panel. */
type Disclosure = 'menu' | 'demo';

/**
 * The moved clock in the header, so a screen after an advance never passes for today's. Rendered only once
 * the clock has moved: an unmoved page formats no date in its first render.
 */
function ClockBadge() {
  const t = useAppMessages();
  const format = useFormat();
  const now = useClock();
  return (
    <p className={css.clockBadge}>
      <span className={visuallyHidden}>{t('simTime')}</span> <bdi>{format.utcDateTime(now())}</bdi>
    </p>
  );
}

// The panel's code loads when the Demo button is first pointed at, focused or pressed, not with every page.
const loadDemoPanel = () => import('./DemoPanel');
const DemoPanel = lazy(() => loadDemoPanel().then((module) => ({ default: module.DemoPanel })));

/**
 * The reference app's header, one compact row: the product links (a menu on phones) and a Demo button
 * whose panel holds what only a demo has (language, theme, site, demo user, the simulated clock).
 */
export function SiteHeader({ settings, users, onChange, clock }: SiteHeaderProps) {
  const t = useAppMessages();
  const [open, setOpen] = useState<Disclosure | null>(null);
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const demoButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const demoId = useId();

  // A press anywhere else closes what is open, as a popover does; the focus stays where the press put it.
  // Escape inside the header closes it too, and the focus, which may be inside what closes, goes back to
  // the button that opened it.
  useEffect(() => {
    const root = header.current;
    if (!open || !root) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) setOpen(null);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      (open === 'menu' ? menuButton : demoButton).current?.focus();
      setOpen(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    root.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      root.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const toggle = (disclosure: Disclosure) => setOpen((current) => (current === disclosure ? null : disclosure));

  return (
    <header ref={header} className={css.header}>
      <NavLink to="/simple-earn" className={css.brand}>
        {t('appName')}
      </NavLink>
      <nav aria-label={t('nav')} className={css.nav}>
        <button
          ref={menuButton}
          type="button"
          className={`${css.headerButton} ${css.menuButton}`}
          aria-expanded={open === 'menu'}
          aria-controls={menuId}
          onClick={() => toggle('menu')}
        >
          {t('menu')}
        </button>
        <ul id={menuId} className={css.navList} data-open={open === 'menu'}>
          {links
            .filter((link) => !('userOnly' in link) || settings.user !== 'guest')
            .map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={css.navLink} onClick={() => setOpen(null)}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      {clock.moved ? <ClockBadge /> : null}
      <button
        ref={demoButton}
        type="button"
        className={css.headerButton}
        aria-expanded={open === 'demo'}
        // The panel is rendered only while open.
        aria-controls={open === 'demo' ? demoId : undefined}
        onClick={() => toggle('demo')}
        onPointerEnter={() => void loadDemoPanel()}
        onFocus={() => void loadDemoPanel()}
      >
        {t('demo')}
      </button>
      {open === 'demo' ? (
        <Suspense fallback={null}>
          <DemoPanel id={demoId} settings={settings} users={users} onChange={onChange} clock={clock} />
        </Suspense>
      ) : null}
    </header>
  );
}
