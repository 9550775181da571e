/**
 * The exchange's pages outside earn (DEC-32): every route the library's url builders and link constants
 * produce is answered by the exchange page, which names the destination and what the link carries.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from './router';
import { ELIGIBILITY_FOOTER_ROUTES, FUNDS_SOURCE_OPTIONS, fundsSourceRoute } from 'earnkit/domain';
import {
  DEFAULT_STAKING_FUND_PATHS,
  SIMPLE_EARN_HELP_LINKS,
  SIMPLE_EARN_LEGAL_LINKS,
  SOFT_STAKING_AGREEMENT_PATH,
  SUBSCRIBE_TRANSFER_PATH,
  WEALTH_DISCLAIMER_PATH,
} from 'earnkit/flows';
import { App, loadPageOf, pageOf } from './App';
import type { DemoUser } from './documentSession';
import { loadLocale } from './locale';
import type { AppSettings } from './settings';

const users: readonly DemoUser[] = [{ name: 'guest', display_name: 'Guest' }];
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data }), { headers: { 'Content-Type': 'application/json' } });

/** A guest's exchange: the demo users and the clock; every other call answers nothing. */
async function guestFetch(input: string | URL | Request): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost/');
  if (url.pathname === '/__sim/users') return envelope(users);
  if (url.pathname === '/__sim/clock') return envelope({ now_ms: Date.UTC(2026, 2, 2, 8) });
  if (url.pathname.endsWith('/account_mode'))
    return new Response(JSON.stringify({ code: 401, message: 'login required' }), { status: 401 });
  return envelope(null);
}

function renderApp(path: string, locale: AppSettings['locale'] = 'en') {
  const settings: AppSettings = { locale, theme: 'light', site: 'global', user: 'guest' };
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App settings={settings} session={{ user: 'guest', users, clockOffsetMs: 0 }} />
    </MemoryRouter>,
  );
}

/** Every destination outside earn the library links to, from its own builders and constants. */
const LIBRARY_DESTINATIONS = [
  ...FUNDS_SOURCE_OPTIONS.flatMap((option) => ['BTC', 'newt'].map((coin) => fundsSourceRoute(option, coin))),
  ...Object.values(ELIGIBILITY_FOOTER_ROUTES),
  SUBSCRIBE_TRANSFER_PATH,
  `${SUBSCRIBE_TRANSFER_PATH}?coin=USDT`,
  WEALTH_DISCLAIMER_PATH,
  SOFT_STAKING_AGREEMENT_PATH,
  ...SIMPLE_EARN_HELP_LINKS.map(([path]) => path),
  ...SIMPLE_EARN_LEGAL_LINKS.map(([path]) => path),
  // The staking pages' fund links (ST-LINK-01, 02, 04, 05) with their coin and product type filled in; the
  // staking history is an earn page (DEC-28), not the exchange's.
  ...Object.entries(DEFAULT_STAKING_FUND_PATHS)
    .filter(([link]) => link !== 'history')
    .flatMap(([, path]) => ['0', '1'].map((type) => path.replaceAll('{coin}', 'ETH').replaceAll('{type}', type))),
];

describe('the exchange pages of the reference app', () => {
  beforeAll(() => Promise.all([loadPageOf('/proof-of-reserves'), loadLocale('ar', 'global')]));
  afterEach(() => vi.unstubAllGlobals());

  it.each([...new Set(LIBRARY_DESTINATIONS)])(
    'DEC-32 %s, a destination the library links to, is the exchange page, not the not-found page',
    async (path) => {
      vi.stubGlobal('fetch', guestFetch);
      renderApp(path);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading).not.toHaveTextContent('Page not found');
      expect(screen.getByText(/^Exchange (page|document)$/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Earn' })).toHaveAttribute('href', '/simple-earn');
      // The server paints the same page first (its styles found by the page's name).
      expect(pageOf(new URL(path, 'http://localhost/').pathname)).toBe('ExchangePage');
    },
  );

  it('DEC-32 the futures page names its settlement coin and pair, and the deposit page its coin', async () => {
    vi.stubGlobal('fetch', guestFetch);
    const { unmount } = renderApp(fundsSourceRoute('transfer', 'NEWT'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Futures trading' })).toBeInTheDocument();
    expect(screen.getByText('Settlement coin').nextElementSibling).toHaveTextContent('USDT');
    expect(screen.getByText('Trading pair').nextElementSibling).toHaveTextContent('BTC/USDT');
    unmount();
    renderApp(fundsSourceRoute('deposit', 'newt'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    expect(screen.getByText('Coin').nextElementSibling).toHaveTextContent('NEWT');
  });

  it('DEC-32 a document names its title, in Arabic too', async () => {
    vi.stubGlobal('fetch', guestFetch);
    const { unmount } = renderApp('/soft-staking/agreement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Soft Staking User Agreement' })).toBeInTheDocument();
    expect(screen.getByText('Exchange document')).toBeInTheDocument();
    unmount();
    renderApp('/docs/Staking_User_Agreement.pdf?coin=SOL&protocol=Jito', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'اتفاقية مستخدم التخزين' })).toBeInTheDocument();
    expect(screen.getByText('البروتوكول').nextElementSibling).toHaveTextContent('Jito');
    expect(screen.getByRole('link', { name: 'العودة إلى الكسب' })).toHaveAttribute('href', '/simple-earn');
  });

  it('a path next to an exchange page that is none of them is still the not-found page', async () => {
    vi.stubGlobal('fetch', guestFetch);
    renderApp('/docs/Unknown.html');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(pageOf('/docs/Unknown.html')).toBeUndefined();
  });
});
