import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarnProviderProps } from '../EarnProvider';
import { createEarnWrapper } from '../../testing';
import { FundsSourceChooser, type FundsSourceChooserProps } from './FundsSourceChooser';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
}

function renderChooser(
  props: Partial<FundsSourceChooserProps> = {},
  provider: Omit<EarnProviderProps, 'children'> = {},
) {
  return render(<FundsSourceChooser coin="BTC" {...props} />, { wrapper: createEarnWrapper(provider) });
}

function optionNames(): string[] {
  return within(screen.getByRole('list', { name: 'Add funds' }))
    .getAllByRole('link')
    .map((link) => link.querySelector('[data-slot="funds-source-name"]')?.textContent ?? '');
}

function placeholderCount(): number {
  const region = screen.getAllByRole('status').find((candidate) => candidate.getAttribute('aria-busy') === 'true');
  if (!region) throw new Error('no loading region');
  return region.querySelectorAll('[data-slot="skeleton"]').length;
}

describe('FundsSourceChooser', () => {
  beforeEach(() => setViewport(1024));
  afterEach(() => setViewport(1024));

  it('LP-FUNDS-01 offers on-chain deposit, express buy, transfer to futures and spot trade on desktop', () => {
    renderChooser();
    expect(optionNames()).toEqual(['On-chain deposit', 'Express buy', 'Transfer to futures', 'Spot trade']);
    // The visible hint is part of the link's name (WCAG 2.5.3: the name contains what is seen).
    expect(
      screen.getByRole('link', { name: 'On-chain deposit Deposit BTC from another wallet or exchange' }),
    ).toBeInTheDocument();
  });

  it('LP-ROUTE-01 LP-ROUTE-02 LP-ROUTE-03 LP-ROUTE-05 DEC-12 each option navigates through the provider to its route', async () => {
    const navigate = vi.fn();
    const user = userEvent.setup();
    renderChooser({}, { navigate });
    const routes: Array<[string, string]> = [
      ['On-chain deposit', '/myaccount/deposit/BTC'],
      ['Express buy', '/crypto/buy?crypto=USDT'],
      ['Transfer to futures', '/futures/USDT/BTC_USDT'],
      ['Spot trade', '/trade/BTC_USDT'],
    ];
    for (const [name, href] of routes) {
      const link = screen.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('href', href);
      await user.click(link);
      expect(navigate).toHaveBeenLastCalledWith(href);
    }
    expect(navigate).toHaveBeenCalledTimes(4);
  });

  it('DEC-12 onSelect runs first and can stop the navigation', async () => {
    const navigate = vi.fn();
    const onSelect = vi.fn((_option, _href, event: { preventDefault(): void }) => event.preventDefault());
    const user = userEvent.setup();
    renderChooser({ onSelect }, { navigate });
    await user.click(screen.getByRole('link', { name: /^On-chain deposit/ }));
    expect(onSelect).toHaveBeenCalledWith('deposit', '/myaccount/deposit/BTC', expect.anything());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('LP-FUNDS-04 LP-FUNDS-05 LP-FUNDS-06 compliance menu entries hide express buy and spot trade', () => {
    const { unmount } = renderChooser({ complianceMenu: ['express'] });
    expect(optionNames()).toEqual(['On-chain deposit', 'Transfer to futures', 'Spot trade']);
    unmount();
    renderChooser({ complianceMenu: ['spot', 'express'] });
    expect(optionNames()).toEqual(['On-chain deposit', 'Transfer to futures']);
  });

  it('LP-FUNDS-07 LP-FUNDS-08 the US site hides express buy and transfer', () => {
    renderChooser({}, { site: 'us' });
    expect(optionNames()).toEqual(['On-chain deposit', 'Spot trade']);
  });

  it('LP-FUNDS-09 a phone hides transfer', () => {
    setViewport(375);
    renderChooser();
    expect(optionNames()).toEqual(['On-chain deposit', 'Express buy', 'Spot trade']);
  });

  it('LP-FUNDS-03 while loading, desktop shows 4 placeholders and no options', () => {
    renderChooser({ loading: true });
    expect(placeholderCount()).toBe(4);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('LP-FUNDS-02 while loading, a phone shows 3 placeholders', () => {
    setViewport(375);
    renderChooser({ loading: true });
    expect(placeholderCount()).toBe(3);
  });

  it('a modified click (new tab) is left to the browser', async () => {
    const navigate = vi.fn();
    const user = userEvent.setup();
    renderChooser({}, { navigate });
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: /^Spot trade/ }));
    await user.keyboard('{/Control}');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('LP-FUNDS-04 when the compliance check failed no option shows, only the error and Retry', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    renderChooser({ error: true, onRetry });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Network error, please try again later')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
