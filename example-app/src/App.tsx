import { QueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from './router';
import {
  createEarnClient,
  EarnApiProvider,
  useAccountMode,
  type EarnClientOptions,
  type FundingPasswordRequest,
} from 'earnkit/api';
import { Button, EarnProvider, SkeletonGroup, Stack, useFundingPasswordPrompt } from 'earnkit';
import { lazyComponent } from 'earnkit/headless';
import * as css from './App.css';
import { createDemoSessions, earnUserOf, useDemoSession, type DemoUser } from './demoSession';
import type { DocumentSession } from './documentSession';
import { EXCHANGE_DESTINATIONS, exchangeDestinationOf } from './exchangeDestinations';
import { NotFoundPage } from './pages/NotFoundPage';
import { SiteHeader } from './SiteHeader';
import { useAppSettings, type AppSettings } from './settings';
import { isFramedStakingView } from './stakingFrameView';
import { useSimClock, type SimClock } from './simClock';
import { useAppMessages } from './useAppMessages';

// Each route's code loads when the route is visited, so the first screen pays only for itself; the
// first route's code starts loading in the task after the entry's, beside the demo login, instead of after
// it. Keyed by the page module's name (src/pages/<name>.tsx), which is how the server finds a page's styles.
const pages = {
  SimpleEarnPage: () => import('./pages/SimpleEarnPage'),
  HoldingsPage: () => import('./pages/HoldingsPage'),
  HoldingDetailPage: () => import('./pages/HoldingDetailPage'),
  HistoryPage: () => import('./pages/HistoryPage'),
  FaqPage: () => import('./pages/FaqPage'),
  VipPage: () => import('./pages/VipPage'),
  LaunchpoolPage: () => import('./pages/LaunchpoolPage'),
  LaunchpoolProjectPage: () => import('./pages/LaunchpoolProjectPage'),
  StakingPage: () => import('./pages/StakingPage'),
  StakingDetailPage: () => import('./pages/StakingDetailPage'),
  StakingHoldingsPage: () => import('./pages/StakingHoldingsPage'),
  VipWealthPage: () => import('./pages/VipWealthPage'),
  MyEarnPage: () => import('./pages/MyEarnPage'),
  LoginPage: () => import('./pages/LoginPage'),
  ComponentsPage: () => import('./pages/ComponentsPage'),
  ExchangePage: () => import('./pages/ExchangePage'),
};
export type PageName = keyof typeof pages;
/** The VIP wealth page, the spec's own link (DEC-29). */
const VIP_WEALTH_PATH = '/myaccount/funds/finance/vip-wealth';
/** The staking holdings and history, the spec's own link (DEC-28, ST-LINK-03). */
const STAKING_HOLDINGS_PATH = '/myaccount/funds/finance/staking';
/** My earn (DEC-31), the spec's link. */
const MY_EARN_PATH = '/myaccount/funds/finance/my_lendings';
// The pages as the routes show them: the page the first load brought in (`loadPageOf`) renders in the app's
// first render, without a suspension.
const Page = {
  SimpleEarnPage: lazyComponent(() => pages.SimpleEarnPage().then((module) => module.SimpleEarnPage)),
  HoldingsPage: lazyComponent(() => pages.HoldingsPage().then((module) => module.HoldingsPage)),
  HoldingDetailPage: lazyComponent(() => pages.HoldingDetailPage().then((module) => module.HoldingDetailPage)),
  HistoryPage: lazyComponent(() => pages.HistoryPage().then((module) => module.HistoryPage)),
  FaqPage: lazyComponent(() => pages.FaqPage().then((module) => module.FaqPage)),
  VipPage: lazyComponent(() => pages.VipPage().then((module) => module.VipPage)),
  LaunchpoolPage: lazyComponent(() => pages.LaunchpoolPage().then((module) => module.LaunchpoolPage)),
  LaunchpoolProjectPage: lazyComponent(() =>
    pages.LaunchpoolProjectPage().then((module) => module.LaunchpoolProjectPage),
  ),
  StakingPage: lazyComponent(() => pages.StakingPage().then((module) => module.StakingPage)),
  StakingDetailPage: lazyComponent(() => pages.StakingDetailPage().then((module) => module.StakingDetailPage)),
  StakingHoldingsPage: lazyComponent(() => pages.StakingHoldingsPage().then((module) => module.StakingHoldingsPage)),
  VipWealthPage: lazyComponent(() => pages.VipWealthPage().then((module) => module.VipWealthPage)),
  MyEarnPage: lazyComponent(() => pages.MyEarnPage().then((module) => module.MyEarnPage)),
  LoginPage: lazyComponent(() => pages.LoginPage().then((module) => module.LoginPage)),
  ComponentsPage: lazyComponent(() => pages.ComponentsPage().then((module) => module.ComponentsPage)),
  ExchangePage: lazyComponent(() => pages.ExchangePage().then((module) => module.ExchangePage)),
} satisfies Record<PageName, { preload: () => Promise<unknown> }>;

/** The page a path shows, for the first load's head start and the server's first paint. */
export function pageOf(pathname: string): PageName | undefined {
  if (pathname === '/' || pathname === '/simple-earn') return 'SimpleEarnPage';
  if (pathname === '/simple-earn/my-lendings') return 'HoldingsPage';
  if (pathname.startsWith('/simple-earn/my-lendings/')) return 'HoldingDetailPage';
  if (pathname === '/simple-earn/history') return 'HistoryPage';
  if (pathname === '/simple-earn/faq') return 'FaqPage';
  if (pathname === '/vip') return 'VipPage';
  if (pathname === '/launchpool') return 'LaunchpoolPage';
  if (pathname.startsWith('/launchpool/')) return 'LaunchpoolProjectPage';
  if (pathname === '/staking') return 'StakingPage';
  if (pathname.startsWith('/staking/')) return 'StakingDetailPage';
  if (pathname === VIP_WEALTH_PATH) return 'VipWealthPage';
  if (pathname === STAKING_HOLDINGS_PATH) return 'StakingHoldingsPage';
  if (pathname === MY_EARN_PATH) return 'MyEarnPage';
  if (pathname === '/login') return 'LoginPage';
  if (exchangeDestinationOf(pathname)) return 'ExchangePage';
  return undefined;
}

/**
 * Starts loading the code of the page a path shows, and of the part of it the URL's query shows first (a page
 * module's `preload`: a tab whose code loads with it); resolves once they are in (at once for other paths).
 */
export function loadPageOf(path: string): Promise<unknown> {
  const url = new URL(path, 'http://localhost');
  const page = pageOf(url.pathname);
  if (!page) return Promise.resolve();
  return Promise.all([
    Page[page].preload(),
    pages[page]().then((module) => ('preload' in module ? module.preload(url.searchParams) : undefined)),
  ]);
}

// What a framed staking view posts to its host (ST-ROUTE-02) loads only when a framed view shows (its page imports
// it too); kept here once loaded, so the shell's posts keep their order with the page's own.
let stakingFrame: typeof import('./stakingFrame') | undefined;
function loadStakingFrame() {
  return import('./stakingFrame').then((frame) => (stakingFrame = frame));
}

type AskFundingPassword = (request: FundingPasswordRequest) => Promise<string | null>;

/**
 * What the app's client calls back, made once with the client: the router and the funding-password
 * prompt change after it is made, so the app's effects hand the latest ones in (`setLogin`, `setAsk`),
 * and the client's calls reach whichever is set when an answer asks for it.
 */
function createClientCallbacks() {
  let login = () => {};
  let ask: AskFundingPassword | null = null;
  return {
    setLogin: (next: () => void) => {
      login = next;
    },
    setAsk: (next: AskFundingPassword | null) => {
      ask = next;
    },
    onLoginRequired: () => login(),
    onFundingPasswordRequired: (request: FundingPasswordRequest) => (ask ? ask(request) : Promise.resolve(null)),
  };
}

/** Renders the funding-password modal and lends the client a way to open it (SH-FUNDPASS-02). */
function FundingPasswordBridge({ register }: { register: (ask: AskFundingPassword | null) => void }) {
  const { requestFundingPassword, modal } = useFundingPasswordPrompt();
  useEffect(() => {
    register(() => requestFundingPassword());
    return () => register(null);
  }, [register, requestFundingPassword]);
  return modal;
}

function SessionGate({
  status,
  retry,
  children,
}: {
  status: 'loading' | 'ready' | 'error';
  retry: () => void;
  children: ReactNode;
}) {
  const t = useAppMessages();
  if (status === 'ready') return children;
  return (
    <Stack space="sm" align="start" className={css.status} role={status === 'error' ? 'alert' : 'status'}>
      <p>{t(status === 'error' ? 'sessionError' : 'sessionLoading')}</p>
      {status === 'error' ? (
        <Button variant="secondary" onClick={retry}>
          {t('retry')}
        </Button>
      ) : null}
    </Stack>
  );
}

export interface AppProps {
  /** The settings to start with (the server's render); else the ones this browser saved. */
  readonly settings?: AppSettings;
  /** The session the page was served with (`documentSession.ts`), if any. */
  readonly session?: DocumentSession;
  /** The cache to start from (the server's, or one seeded with the answers the page came with). */
  readonly queryClient?: QueryClient;
  /** The exchange's client's options beyond the app's own (the server's render calls the simulator directly). */
  readonly clientOptions?: EarnClientOptions;
}

/**
 * The reference app: the simulated exchange's client and its data hooks, one EarnProvider for what the
 * header switches, and the spec's routes.
 */
export function App({
  settings: initialSettings,
  session: servedSession,
  queryClient: initialQueryClient,
  clientOptions,
}: AppProps) {
  const [settings, updateSettings] = useAppSettings(initialSettings);
  const [queryClient] = useState(() => initialQueryClient ?? new QueryClient());
  const [sessions] = useState(createDemoSessions);
  const session = useDemoSession(settings.user, servedSession, {
    sessions,
    // What was fetched while the login was under way was answered for no session (a 401, or the old
    // user's data): fetch it again under the new one. Only the provider's account mode is on screen then.
    onSessionStart: () => void queryClient.invalidateQueries(),
  });
  const routerNavigate = useNavigate();
  const location = useLocation();
  // A framed staking view (ST-ROUTE-02) has no site chrome and leaves every link to its host page.
  const framed = isFramedStakingView(location.pathname, location.search);
  useEffect(() => {
    if (framed) void loadStakingFrame();
  }, [framed]);
  const navigate = useCallback(
    (href: string) => {
      if (!framed) return routerNavigate(href);
      const event = { type: 'open_page', url: href } as const;
      // Posted at once once loaded, so the host hears it before the close that follows it in the same click.
      if (stakingFrame) stakingFrame.postToStakingHost(event);
      else void loadStakingFrame().then((frame) => frame.postToStakingHost(event));
    },
    [framed, routerNavigate],
  );

  // The client lives as long as the app; what it calls back goes to the latest router and prompt.
  const [callbacks] = useState(createClientCallbacks);
  const { pathname, search } = location;
  useEffect(() => {
    callbacks.setLogin(() => navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`));
  }, [callbacks, navigate, pathname, search]);
  const client = useMemo(
    () =>
      createEarnClient({
        ...clientOptions,
        onLoginRequired: callbacks.onLoginRequired,
        // A switch of user ends the old session before the new cookie arrives: the 401s of calls sent
        // before or during it are no logout.
        session: sessions.active,
        onFundingPasswordRequired: callbacks.onFundingPasswordRequired,
      }),
    [callbacks, sessions, clientOptions],
  );
  // One cache per demo user: switching users must not show the previous user's balances for a moment.
  // (Only on a switch: clearing on mount would cancel the first page's calls and send them again.)
  const cachedUser = useRef(settings.user);
  useEffect(() => {
    if (cachedUser.current === settings.user) return;
    cachedUser.current = settings.user;
    queryClient.clear();
  }, [queryClient, settings.user]);

  return (
    <EarnApiProvider client={client} queryClient={queryClient}>
      <Earn settings={settings} user={session.user} navigate={navigate} clockOffset={servedSession?.clockOffsetMs}>
        {(simClock) => (
          <div className={css.shell}>
            {framed ? null : (
              <>
                <SkipLink />
                <SiteHeader settings={settings} users={session.users} onChange={updateSettings} clock={simClock} />
              </>
            )}
            <Stack as="main" space="lg" id="main" className={css.main}>
              <SessionGate status={session.status} retry={session.retry}>
                {/* Remounted per demo user, so no data of the previous user is shown. */}
                <Suspense fallback={<PageLoading />}>
                  <Routes key={settings.user}>
                    <Route path="/" element={<Navigate to="/simple-earn" replace />} />
                    <Route path="/simple-earn" element={<Page.SimpleEarnPage />} />
                    <Route path="/simple-earn/my-lendings" element={<Page.HoldingsPage />} />
                    <Route path="/simple-earn/my-lendings/:id" element={<Page.HoldingDetailPage />} />
                    <Route path="/simple-earn/history" element={<Page.HistoryPage />} />
                    <Route path="/simple-earn/faq" element={<Page.FaqPage />} />
                    <Route path="/vip" element={<Page.VipPage />} />
                    <Route path="/launchpool" element={<Page.LaunchpoolPage />} />
                    <Route path="/launchpool/:projectId" element={<Page.LaunchpoolProjectPage />} />
                    <Route path="/staking" element={<Page.StakingPage />} />
                    <Route path="/staking/:coin" element={<Page.StakingDetailPage />} />
                    <Route path={VIP_WEALTH_PATH} element={<Page.VipWealthPage />} />
                    <Route path={STAKING_HOLDINGS_PATH} element={<Page.StakingHoldingsPage />} />
                    <Route path={MY_EARN_PATH} element={<Page.MyEarnPage />} />
                    <Route
                      path="/login"
                      element={
                        <Page.LoginPage
                          users={session.users}
                          // The same user again (the session expired) logs in afresh; another user is a switch.
                          onLogin={(user) => (user === settings.user ? session.retry() : updateSettings({ user }))}
                        />
                      }
                    />
                    <Route path="/components" element={<Page.ComponentsPage />} />
                    {/* The exchange's pages outside earn (DEC-32). */}
                    {EXCHANGE_DESTINATIONS.map(({ path }) => (
                      <Route key={path} path={path} element={<Page.ExchangePage />} />
                    ))}
                    <Route path="*" element={<NotFoundPage />} />
                  </Routes>
                </Suspense>
              </SessionGate>
            </Stack>
            <FundingPasswordBridge register={callbacks.setAsk} />
          </div>
        )}
      </Earn>
    </EarnApiProvider>
  );
}

interface EarnProps {
  settings: AppSettings;
  user: DemoUser | undefined;
  navigate: (href: string) => void;
  /** The simulated clock's offset the page was served with. */
  clockOffset: number | undefined;
  children: (clock: SimClock) => ReactNode;
}

/**
 * EarnProvider with the header's settings, the demo user, the account mode the exchange reports, and
 * the simulated exchange's clock.
 */
function Earn({ settings, user, navigate, clockOffset, children }: EarnProps) {
  const earnUser = earnUserOf(user);
  // The account mode arrives after the page is up, and every part reads the provider: the page renders
  // again with it in a transition, in slices that yield to input, not as one long task.
  const accountMode = useDeferredValue(useAccountMode({ enabled: earnUser.kind === 'user' }).data ?? undefined);
  const simClock = useSimClock(clockOffset);
  return (
    <EarnProvider
      locale={settings.locale}
      theme={settings.theme}
      site={settings.site}
      user={earnUser}
      accountMode={accountMode}
      navigate={navigate}
      clock={simClock.now}
    >
      {children(simClock)}
    </EarnProvider>
  );
}

/** While a route's code loads: the page's skeleton, announced politely. */
function PageLoading() {
  const t = useAppMessages();
  return <SkeletonGroup className={css.pageLoading} label={t('pageLoading')} count={6} />;
}

function SkipLink() {
  const t = useAppMessages();
  return (
    <a className={css.skipLink} href="#main">
      {t('skipToContent')}
    </a>
  );
}
