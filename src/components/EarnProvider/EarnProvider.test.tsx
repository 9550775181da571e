import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { vi } from 'vitest';
import { EarnProvider, type EarnProviderProps } from './EarnProvider';
import { useClock, useEarn } from '../../context/context';
import { useTranslate } from '../../context/useTranslate';
import { en } from '../../i18n/catalogue/en';

/** A consumer that shows what a component reads from the provider. */
function Probe() {
  const { user, navigate, direction, locale, theme, site } = useEarn();
  // English is what a component carries; the provider layers translations and overlays over it.
  const t = useTranslate(undefined, en);
  return (
    <div>
      <p data-testid="direction">{direction}</p>
      <p data-testid="locale">{locale}</p>
      <p data-testid="theme">{theme}</p>
      <p data-testid="site">{site}</p>
      <p data-testid="user">{user.kind === 'user' ? `${user.name ?? ''} VIP ${user.vipLevel}` : 'guest'}</p>
      <button type="button" onClick={() => navigate('/myaccount/deposit/BTC')}>
        {t('launchpool.action.stake')}
      </button>
      <p data-testid="redeem-early">{t('common.action.redeemEarly')}</p>
      <p data-testid="success-title">{t('launchpool.success.title')}</p>
      <p data-testid="confirm">{t('common.confirm')}</p>
    </div>
  );
}

function renderWith(props: Omit<EarnProviderProps, 'children'> = {}) {
  return render(
    <EarnProvider {...props}>
      <Probe />
    </EarnProvider>,
  );
}

/** The themed root element the provider renders. */
function providerRoot(): HTMLElement {
  const root = document.querySelector<HTMLElement>('[data-ek-root]');
  if (!root) throw new Error('EarnProvider rendered no root element');
  return root;
}

describe('EarnProvider', () => {
  it('SH-LOCALE-01 an Arabic locale lays the UI out right to left', () => {
    renderWith({ locale: 'ar' });
    expect(providerRoot()).toHaveAttribute('dir', 'rtl');
    expect(providerRoot()).toHaveAttribute('lang', 'ar');
    expect(screen.getByTestId('direction')).toHaveTextContent('rtl');
  });

  it('SH-LOCALE-01 a regional Arabic locale (ar-AE) is right to left too', () => {
    renderWith({ locale: 'ar-AE' });
    expect(providerRoot()).toHaveAttribute('dir', 'rtl');
  });

  it('SH-LOCALE-01 English is left to right and the default', () => {
    renderWith();
    expect(providerRoot()).toHaveAttribute('dir', 'ltr');
    expect(providerRoot()).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('locale')).toHaveTextContent('en');
  });

  it('SH-LOCALE-01 Arabic strings come from the Arabic catalogue', () => {
    renderWith({ locale: 'ar' });
    expect(screen.getByTestId('confirm')).toHaveTextContent('تأكيد');
  });

  it('SH-LOCALE-01 the Arabic catalogue is not in the bundle: it loads when an Arabic provider first renders, a Suspense fallback meanwhile', async () => {
    // A fresh module graph, as on a first page load (the test setup has loaded Arabic in its own graph).
    vi.resetModules();
    const fresh = { ...(await import('./index')), ...(await import('../../context')) };
    const { loadedCatalogue } = await import('../../i18n/resolve');
    expect(loadedCatalogue('ar')).toBeUndefined();
    function Confirm() {
      return <p data-testid="fresh-confirm">{fresh.useTranslate()('common.confirm')}</p>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <fresh.EarnProvider locale="ar">
          <Confirm />
        </fresh.EarnProvider>
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByTestId('fresh-confirm')).toHaveTextContent('تأكيد');
    expect(loadedCatalogue('ar-AE')).toBeDefined();
  });

  it("SH-US-01 the US wording is not in the bundle either: a US provider waits for it, then 'Stake' reads 'Commit'", async () => {
    vi.resetModules();
    const fresh = { ...(await import('./index')), ...(await import('../../context')) };
    const { messagesLoaded } = await import('../../i18n/resolve');
    expect(messagesLoaded('en', 'us')).toBe(false);
    expect(messagesLoaded('en', 'global')).toBe(true);
    function Stake() {
      return <p data-testid="fresh-stake">{fresh.useTranslate(undefined, en)('launchpool.action.stake')}</p>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <fresh.EarnProvider site="us">
          <Stake />
        </fresh.EarnProvider>
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByTestId('fresh-stake')).toHaveTextContent('Commit');
  });

  it('SH-LOCALE-01 an unknown locale falls back to English strings', () => {
    renderWith({ locale: 'xx' });
    expect(screen.getByTestId('confirm')).toHaveTextContent('Confirm');
  });

  it("SH-US-01 on the global site the launchpool action reads 'Stake'", () => {
    renderWith();
    expect(screen.getByRole('button', { name: 'Stake' })).toBeInTheDocument();
  });

  it("SH-US-01 on the US site 'Stake' reads 'Commit'", () => {
    renderWith({ site: 'us' });
    expect(screen.getByRole('button', { name: 'Commit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stake' })).not.toBeInTheDocument();
    expect(providerRoot()).toHaveAttribute('data-ek-site', 'us');
  });

  it("SH-US-02 on the global site early redemption reads 'Redeem early'", () => {
    renderWith({ site: 'global' });
    expect(screen.getByTestId('redeem-early')).toHaveTextContent('Redeem early');
  });

  it("SH-US-02 on the US site 'Redeem early' reads 'Claim early'", () => {
    renderWith({ site: 'us' });
    expect(screen.getByTestId('redeem-early')).toHaveTextContent('Claim early');
  });

  it("SH-US-08 on the global site the stake success title reads 'Staked Successfully'", () => {
    renderWith();
    expect(screen.getByTestId('success-title')).toHaveTextContent('Staked Successfully');
  });

  it("SH-US-08 on the US site the stake success title reads 'Committed Successfully'", () => {
    renderWith({ site: 'us' });
    expect(screen.getByTestId('success-title')).toHaveTextContent('Committed Successfully');
  });

  it('SH-US-01 the US wording is translated in Arabic too', () => {
    renderWith({ site: 'us', locale: 'ar' });
    expect(screen.getByRole('button', { name: 'التزام' })).toBeInTheDocument();
  });

  it('SH-US-01 host overrides win over the US overlay', () => {
    renderWith({ site: 'us', messages: { 'launchpool.action.stake': 'Commit now', 'common.confirm': 'OK' } });
    expect(screen.getByRole('button', { name: 'Commit now' })).toBeInTheDocument();
    expect(screen.getByTestId('confirm')).toHaveTextContent('OK');
    // Keys the host did not override keep the overlay's wording.
    expect(screen.getByTestId('redeem-early')).toHaveTextContent('Claim early');
  });

  it.each(['light', 'dark', 'vip'] as const)(
    'the %s theme is set as an attribute the theme CSS selects on',
    (theme) => {
      renderWith({ theme });
      expect(providerRoot()).toHaveAttribute('data-ek-theme', theme);
      expect(screen.getByTestId('theme')).toHaveTextContent(theme);
    },
  );

  it('the up colour role is an attribute a market where red means up can swap', () => {
    renderWith({ upColor: 'red' });
    expect(providerRoot()).toHaveAttribute('data-ek-up-color', 'red');
  });

  it('without a user, components see a guest', () => {
    renderWith();
    expect(screen.getByTestId('user')).toHaveTextContent('guest');
  });

  it('the logged-in user reaches components', () => {
    renderWith({ user: { kind: 'user', name: 'Alice', vipLevel: 5, verified: true } });
    expect(screen.getByTestId('user')).toHaveTextContent('Alice VIP 5');
  });

  it("links go through the host's navigate", () => {
    const navigate = vi.fn();
    renderWith({ navigate });
    fireEvent.click(screen.getByRole('button', { name: 'Stake' }));
    expect(navigate).toHaveBeenCalledWith('/myaccount/deposit/BTC');
  });

  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
  ])("a link to %j is never followed, neither by the host's navigate nor by the default page load", (href) => {
    const navigate = vi.fn();
    function Follow() {
      const { navigate: follow } = useEarn();
      return (
        <button type="button" onClick={() => follow(href)}>
          Go
        </button>
      );
    }
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      const { unmount } = render(
        <EarnProvider navigate={navigate}>
          <Follow />
        </EarnProvider>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Go' }));
      unmount();
      render(
        <EarnProvider>
          <Follow />
        </EarnProvider>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Go' }));
      expect(navigate).not.toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
    } finally {
      assign.mockRestore();
    }
  });

  it('a safe link still reaches the default page load', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    try {
      renderWith();
      fireEvent.click(screen.getByRole('button', { name: 'Stake' }));
      expect(assign).toHaveBeenCalledWith('/myaccount/deposit/BTC');
    } finally {
      assign.mockRestore();
    }
  });

  it('SH-LOCALE-01 components outside any provider read left-to-right and their own English defaults', () => {
    function Standalone() {
      const t = useTranslate(undefined, { 'launchpool.action.stake': 'Stake' });
      return (
        <>
          <button type="button">{t('launchpool.action.stake')}</button>
          <p data-testid="no-default">{t('common.confirm')}</p>
        </>
      );
    }
    // A key with no text anywhere is reported in development (and fails every other test that shows one).
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Standalone />);
    expect(screen.getByRole('button', { name: 'Stake' })).toBeInTheDocument();
    // No provider and no default: the key itself, never an empty label.
    expect(screen.getByTestId('no-default')).toHaveTextContent('common.confirm');
    expect(report).toHaveBeenCalledWith(expect.stringContaining("no message for 'common.confirm'"));
    report.mockRestore();
    render(<Probe />);
    expect(screen.getByTestId('direction')).toHaveTextContent('ltr');
  });

  it("SH-LOCALE-01 inside a provider its catalogue wins over a component's English defaults", () => {
    function Standalone() {
      const t = useTranslate(undefined, { 'launchpool.action.stake': 'Stake' });
      return <p data-testid="standalone">{t('launchpool.action.stake')}</p>;
    }
    render(
      <EarnProvider locale="ar">
        <Standalone />
      </EarnProvider>,
    );
    expect(screen.getByTestId('standalone')).not.toHaveTextContent('Stake');
  });

  it('the clock the host gives is the one components read (server time, not a wrong device clock)', () => {
    function Now() {
      const clock = useClock();
      return <p data-testid="now">{clock()}</p>;
    }
    const serverTime = Date.UTC(2026, 1, 28, 8, 0);
    render(
      <EarnProvider clock={() => serverTime}>
        <Now />
      </EarnProvider>,
    );
    expect(screen.getByTestId('now')).toHaveTextContent(String(serverTime));
  });

  it('without a clock, components read the device clock', () => {
    function Now() {
      const clock = useClock();
      return <p data-testid="now">{clock()}</p>;
    }
    const deviceTime = Date.UTC(2031, 5, 1, 12, 0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(deviceTime);
    try {
      render(<Now />);
      expect(screen.getByTestId('now')).toHaveTextContent(String(deviceTime));
    } finally {
      vi.useRealTimers();
    }
  });
});
