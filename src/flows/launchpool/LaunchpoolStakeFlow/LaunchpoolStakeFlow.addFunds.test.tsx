import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Site } from '../../../context/types';
import { renderFlow, testUser, type Routes } from '../../simpleEarn/testing/backend.testing';
import { SLOW } from '../../simpleEarn/testing/queries.testing';
import { LaunchpoolStakeFlow } from './LaunchpoolStakeFlow';
import { PROJECT_ID, stakeRoutes } from './stakeFixtures.testing';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number, height = 812): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}
afterEach(() => setViewport(1280));

const COMPLIANCE = 'GET /compliance/check';

function complianceAnswer(menu: readonly string[]): Routes {
  return { [COMPLIANCE]: { data: { business: [], menu } } };
}

interface OpenOptions {
  readonly routes?: Routes;
  readonly site?: Site;
  readonly guest?: boolean;
}

/** Opens the stake modal for a user with their figures in, then the 'Add funds' beside the balance. */
async function openAddFunds({ routes = complianceAnswer([]), site, guest = false }: OpenOptions = {}) {
  const navigate = vi.fn();
  const view = renderFlow(<LaunchpoolStakeFlow projectId={PROJECT_ID} defaultOpen />, {
    routes: stakeRoutes(routes),
    navigate,
    user: guest ? { kind: 'guest' } : testUser,
    ...(site ? { site } : {}),
  });
  const dialog = await screen.findByRole('dialog', { name: /^(Stake|Commit) NEW$/ });
  const input = await within(dialog).findByRole('textbox', { name: /amount/ });
  const events = userEvent.setup();
  if (!guest) {
    await waitFor(() => expect(input).toHaveValue('500'));
    await events.click(within(dialog).getByRole('button', { name: 'Add funds' }));
  }
  return { ...view, dialog, navigate, events };
}

async function optionNames(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Ways to get USDT' }, SLOW);
  return within(list)
    .getAllByRole('link')
    .map((link) => link.querySelector('[data-slot="funds-source-name"]')?.textContent ?? '');
}

function placeholderCount(): number {
  const region = screen.getAllByRole('status').find((candidate) => candidate.getAttribute('aria-busy') === 'true');
  if (!region) throw new Error('no loading region');
  return region.querySelectorAll('[data-slot="skeleton"]').length;
}

/** A compliance check that answers only when the test says so. */
function heldCompliance() {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const routes: Routes = {
    [COMPLIANCE]: async () => {
      await answered;
      return { code: 0, data: { business: [], menu: [] } };
    },
  };
  return { routes, release };
}

describe('LaunchpoolStakeFlow add funds', () => {
  it('LP-FUNDS-01 Add funds beside the balance offers deposit, express buy, transfer and spot trade', async () => {
    await openAddFunds();
    expect(await optionNames()).toEqual(['On-chain deposit', 'Express buy', 'Transfer to futures', 'Spot trade']);
  });

  it('LP-FUNDS-03 while the compliance check loads, desktop shows 4 placeholders', async () => {
    const held = heldCompliance();
    await openAddFunds({ routes: held.routes });
    await waitFor(() => expect(placeholderCount()).toBe(4));
    expect(screen.queryByRole('list', { name: 'Ways to get USDT' })).not.toBeInTheDocument();
    held.release();
    expect(await optionNames()).toHaveLength(4);
  });

  it('LP-FUNDS-02 LP-FUNDS-09 on a phone: 3 placeholders while loading, then no transfer option', async () => {
    setViewport(375);
    const held = heldCompliance();
    await openAddFunds({ routes: held.routes });
    await waitFor(() => expect(placeholderCount()).toBe(3));
    held.release();
    expect(await optionNames()).toEqual(['On-chain deposit', 'Express buy', 'Spot trade']);
  });

  it('LP-FUNDS-04 LP-FUNDS-05 LP-FUNDS-06 the compliance menu hides express buy and spot trade', async () => {
    const express = await openAddFunds({ routes: complianceAnswer(['express']) });
    expect(await optionNames()).toEqual(['On-chain deposit', 'Transfer to futures', 'Spot trade']);
    express.unmount();
    await openAddFunds({ routes: complianceAnswer(['spot']) });
    expect(await optionNames()).toEqual(['On-chain deposit', 'Express buy', 'Transfer to futures']);
  });

  it('LP-FUNDS-07 LP-FUNDS-08 the US site offers neither express buy nor transfer', async () => {
    await openAddFunds({ site: 'us' });
    expect(await optionNames()).toEqual(['On-chain deposit', 'Spot trade']);
  });

  it('LP-ROUTE-01 choosing on-chain deposit goes to the coin deposit page and closes the stake modal', async () => {
    const view = await openAddFunds();
    await optionNames();
    await view.events.click(screen.getByRole('link', { name: /On-chain deposit/ }));
    expect(view.navigate).toHaveBeenCalledWith('/myaccount/deposit/USDT');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Stake NEW' })).not.toBeInTheDocument());
  });

  async function choose(name: RegExp) {
    const view = await openAddFunds();
    await optionNames();
    await view.events.click(screen.getByRole('link', { name }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Stake NEW' })).not.toBeInTheDocument());
    return view.navigate;
  }

  it('LP-ROUTE-02 choosing express buy goes to the buy page for USDT and closes the stake modal', async () => {
    expect(await choose(/Express buy/)).toHaveBeenCalledWith('/crypto/buy?crypto=USDT');
  });

  it("LP-ROUTE-03 choosing spot trade goes to the pool coin's USDT pair and closes the stake modal", async () => {
    expect(await choose(/Spot trade/)).toHaveBeenCalledWith('/trade/USDT_USDT');
  });

  it('LP-ROUTE-05 choosing transfer goes to the BTC_USDT futures page and closes the stake modal', async () => {
    expect(await choose(/Transfer to futures/)).toHaveBeenCalledWith('/futures/USDT/BTC_USDT');
  });

  it('a guest is offered no Add funds and makes no compliance call', async () => {
    const view = await openAddFunds({ guest: true });
    expect(within(view.dialog).queryByRole('button', { name: 'Add funds' })).not.toBeInTheDocument();
    expect(view.calls().filter((call) => call.endsWith('/compliance/check'))).toEqual([]);
  });
});
