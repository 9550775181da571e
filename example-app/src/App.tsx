import { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { createEarnClient, EarnApiProvider, useAccountMode, type FundingPasswordRequest } from '../../src/api';
import { Button } from '../../src/components/Button';
import { SkeletonGroup } from '../../src/components/Skeleton';
import { useFundingPasswordPrompt } from '../../src/components/FundingPasswordModal';
import { EarnProvider } from '../../src/provider';
import * as css from './App.css';
import { earnUserOf, useDemoSession, type DemoUser } from './demoSession';
import { NotFoundPage } from './pages/NotFoundPage';
import { SiteHeader } from './SiteHeader';
import { useAppSettings, type AppSettings } from './settings';
import { useSimClock, type SimClock } from './simClock';
import { useAppMessages } from './useAppMessages';

// Each route's code loads when the route is visited, so the first screen pays only for itself; the
// first route's code starts loading at once, beside the demo login, instead of after it.
const pages = {
  simpleEarn: () => import('./pages/SimpleEarnPage').then((module) => ({ default: module.SimpleEarnPage })),
  holdings: () => import('./pages/HoldingsPage').then((module) => ({ default: module.HoldingsPage })),
  holdingDetail: () => import('./pages/HoldingDetailPage').then((module) => ({ default: module.HoldingDetailPage })),
  history: () => import('./pages/HistoryPage').then((module) => ({ default: module.HistoryPage })),
  faq: () => import('./pages/FaqPage').then((module) => ({ default: module.FaqPage })),
  vip: () => import('./pages/VipPage').then((module) => ({ default: module.VipPage })),
  login: () => import('./pages/LoginPage').then((module) => ({ default: module.LoginPage })),
  components: () => import('./pages/ComponentsPage').then((module) => ({ default: module.ComponentsPage })),
};
const SimpleEarnPage = lazy(pages.simpleEarn);
const HoldingsPage = lazy(pages.holdings);
const HoldingDetailPage = lazy(pages.holdingDetail);
const HistoryPage = lazy(pages.history);
const FaqPage = lazy(pages.faq);
const VipPage = lazy(pages.vip);
const LoginPage = lazy(pages.login);
const ComponentsPage = lazy(pages.components);

/** The page module of a path, for the first load's head start. */
function pageOf(pathname: string): (() => Promise<unknown>) | undefined {
  if (pathname === '/' || pathname === '/simple-earn') return pages.simpleEarn;
  if (pathname === '/simple-earn/my-lendings') return pages.holdings;
  if (pathname.startsWith('/simple-earn/my-lendings/')) return pages.holdingDetail;
  if (pathname === '/simple-earn/history') return pages.history;
  if (pathname === '/simple-earn/faq') return pages.faq;
  return undefined;
}
if (typeof window !== 'undefined') void pageOf(window.location.pathname)?.();

type AskFundingPassword = (request: FundingPasswordRequest) => Promise<string | null>;

/** Renders the funding-password modal and lends the client a way to open it (SH-FUNDPASS-02). */
function FundingPasswordBridge({ register }: { register: (ask: AskFundingPassword | null) => void }) {
  const { requestFundingPassword, modal } = useFundingPasswordPrompt();
  useEffect(() => {
    register(() => requestFundingPassword());
    return () => register(null);
  }, [register, requestFundingPassword]);
  return modal;
}

function SessionGate({ status, retry, children }: { status: 'loading' | 'ready' | 'error'; retry: () => void; children: ReactNode }) {
  const t = useAppMessages();
  if (status === 'ready') return children;
  return (
    <div className={css.status} role={status === 'error' ? 'alert' : 'status'}>
      <p>{t(status === 'error' ? 'sessionError' : 'sessionLoading')}</p>
      {status === 'error' ? <Button variant="secondary" onClick={retry}>{t('retry')}</Button> : null}
    </div>
  );
}

/**
 * The reference app: the simulated exchange's client and its data hooks, one EarnProvider for what the
 * header switches, and the spec's routes.
 */
export function App() {
  const [settings, updateSettings] = useAppSettings();
  const session = useDemoSession(settings.user);
  const routerNavigate = useNavigate();
  const location = useLocation();
  const navigate = useCallback((href: string) => routerNavigate(href), [routerNavigate]);

  // The client lives as long as the app; what it calls back reads the latest router and prompt.
  const askRef = useRef<AskFundingPassword | null>(null);
  const loginRef = useRef<() => void>(() => undefined);
  loginRef.current = () => routerNavigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
  const client = useMemo(
    () =>
      createEarnClient({
        onLoginRequired: () => loginRef.current(),
        onFundingPasswordRequired: (request) => (askRef.current ? askRef.current(request) : Promise.resolve(null)),
      }),
    [],
  );
  const register = useCallback((ask: AskFundingPassword | null) => {
    askRef.current = ask;
  }, []);
  // One cache per demo user: switching users must not show the previous user's balances for a moment.
  const [queryClient] = useState(() => new QueryClient());
  useEffect(() => {
    queryClient.clear();
  }, [queryClient, settings.user]);

  return (
    <EarnApiProvider client={client} queryClient={queryClient}>
      <Earn settings={settings} user={session.user} navigate={navigate}>
        {(simClock) => (
          <div className={css.shell}>
            <SkipLink />
            <SiteHeader settings={settings} users={session.users} onChange={updateSettings} clock={simClock} />
            <main id="main" className={css.main}>
              <SessionGate status={session.status} retry={session.retry}>
                {/* Remounted per demo user, so no data of the previous user is shown. */}
                <Suspense fallback={<PageLoading />}>
                <Routes key={settings.user}>
                  <Route path="/" element={<Navigate to="/simple-earn" replace />} />
                  <Route path="/simple-earn" element={<SimpleEarnPage />} />
                  <Route path="/simple-earn/my-lendings" element={<HoldingsPage />} />
                  <Route path="/simple-earn/my-lendings/:id" element={<HoldingDetailPage />} />
                  <Route path="/simple-earn/history" element={<HistoryPage />} />
                  <Route path="/simple-earn/faq" element={<FaqPage />} />
                  <Route path="/vip" element={<VipPage />} />
                  <Route path="/login" element={<LoginPage users={session.users} onLogin={(user) => updateSettings({ user })} />} />
                  <Route path="/components" element={<ComponentsPage />} />
                  <Route path="*" element={<NotFoundPage />} />
                </Routes>
                </Suspense>
              </SessionGate>
            </main>
            <FundingPasswordBridge register={register} />
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
  children: (clock: SimClock) => ReactNode;
}

/**
 * EarnProvider with the header's settings, the demo user, the account mode the exchange reports, and
 * the simulated exchange's clock.
 */
function Earn({ settings, user, navigate, children }: EarnProps) {
  const earnUser = earnUserOf(user);
  const accountMode = useAccountMode({ enabled: earnUser.kind === 'user' });
  const simClock = useSimClock();
  return (
    <EarnProvider locale={settings.locale} theme={settings.theme} site={settings.site} user={earnUser} accountMode={accountMode.data ?? undefined} navigate={navigate} clock={simClock.now}>
      {children(simClock)}
    </EarnProvider>
  );
}

/** While a route's code loads: the page's skeleton, announced politely. */
function PageLoading() {
  const t = useAppMessages();
  return <SkeletonGroup className={css.page} label={t('pageLoading')} count={6} />;
}

function SkipLink() {
  const t = useAppMessages();
  return <a className={css.skipLink} href="#main">{t('skipToContent')}</a>;
}
