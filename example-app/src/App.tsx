import { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { createEarnClient, EarnApiProvider, useAccountMode, type FundingPasswordRequest } from '../../src/api';
import { Button } from '../../src/components/Button';
import { useFundingPasswordPrompt } from '../../src/components/FundingPasswordModal';
import { EarnProvider } from '../../src/provider';
import * as css from './App.css';
import { earnUserOf, useDemoSession, type DemoUser } from './demoSession';
import { ComponentsPage } from './pages/ComponentsPage';
import { FaqPage } from './pages/FaqPage';
import { HistoryPage } from './pages/HistoryPage';
import { HoldingDetailPage } from './pages/HoldingDetailPage';
import { HoldingsPage } from './pages/HoldingsPage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SimpleEarnPage } from './pages/SimpleEarnPage';
import { VipPage } from './pages/VipPage';
import { SiteHeader } from './SiteHeader';
import { useAppSettings, type AppSettings } from './settings';
import { useSimClock, type SimClock } from './simClock';
import { useAppMessages } from './useAppMessages';

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

function SkipLink() {
  const t = useAppMessages();
  return <a className={css.skipLink} href="#main">{t('skipToContent')}</a>;
}
