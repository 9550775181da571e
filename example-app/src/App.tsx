import { useCallback } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { EarnProvider } from '../../src/provider';
import * as css from './App.css';
import { ComponentsPage } from './pages/ComponentsPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SiteHeader } from './SiteHeader';
import { demoUsers, useAppSettings } from './settings';
import { useAppMessages } from './useAppMessages';

function Shell({ children }: { children: React.ReactNode }) {
  const t = useAppMessages();
  return (
    <div className={css.shell}>
      <a className={css.skipLink} href="#main">{t('skipToContent')}</a>
      {children}
    </div>
  );
}

/** The reference app: one provider for the settings the header switches, and the spec's routes. */
export function App() {
  const [settings, updateSettings] = useAppSettings();
  const routerNavigate = useNavigate();
  // Links the spec names outside this app (deposit, trade...) are routed too; unknown ones land on 404.
  const navigate = useCallback((href: string) => routerNavigate(href), [routerNavigate]);
  return (
    <EarnProvider locale={settings.locale} theme={settings.theme} site={settings.site} user={demoUsers[settings.user]} navigate={navigate}>
      <Shell>
        <SiteHeader settings={settings} onChange={updateSettings} />
        <main id="main" className={css.main}>
          <Routes>
            <Route path="/" element={<ComponentsPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </main>
      </Shell>
    </EarnProvider>
  );
}
