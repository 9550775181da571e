import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stripIsolates } from '../../../i18n/bidi';
import { renderFlow, testUser } from '../../simpleEarn/testing/backend.testing';
import type { Routes } from '../../simpleEarn/testing/fakeBackend.testing';
import {
  eligibilityPools,
  eligibilityRoutes,
  PROJECT_ID,
  VOLUME_AT_T1,
  VOLUME_AT_TOP,
} from './eligibilityFixtures.testing';
import { projectDto } from '../LaunchpoolStakeFlow/stakeFixtures.testing';
import { LaunchpoolEligibilityDialog } from './LaunchpoolEligibilityDialog';

const TITLE = 'Eligibility and staking cap';

interface OpenOptions {
  readonly routes?: Routes;
  readonly guest?: boolean;
  readonly rid?: number;
}

async function openDialog({ routes = eligibilityRoutes(), guest = false, rid }: OpenOptions = {}) {
  const navigate = vi.fn();
  const view = renderFlow(
    <LaunchpoolEligibilityDialog projectId={PROJECT_ID} defaultOpen {...(rid === undefined ? {} : { rid })} />,
    { routes, navigate, user: guest ? { kind: 'guest' } : testUser },
  );
  const dialog = await screen.findByRole('dialog', { name: TITLE });
  return { ...view, dialog, navigate, events: userEvent.setup() };
}

/** The ladder table once the project has loaded. */
function ladder(dialog: HTMLElement) {
  return within(dialog).findByRole('table', { name: 'Tiers by trading volume' });
}

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

/** The text of the paragraphs of `dialog` as a user reads them (no bidi isolates). */
function paragraphs(dialog: HTMLElement) {
  return Array.from(dialog.querySelectorAll('p'), (p) => stripIsolates(p.textContent ?? ''));
}

describe('LaunchpoolEligibilityDialog', () => {
  it('LP-ELIG-01 shows one tab per reward pool coin, on the pool asked for', async () => {
    const { dialog } = await openDialog({ rid: 7 });
    const tabs = await within(dialog).findByRole('tablist', { name: 'Reward pools' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['USDT', 'BTC', 'ETH']);
    expect(within(tabs).getByRole('tab', { name: 'BTC' })).toHaveAttribute('aria-selected', 'true');
  });

  it('LP-ELIG-01 without a pool asked for, the first pool with a ladder is selected', async () => {
    const { dialog } = await openDialog();
    expect(await within(dialog).findByRole('tab', { name: 'BTC' })).toHaveAttribute('aria-selected', 'true');
  });

  it('LP-ELIG-02 DEC-19 the ladder lists T1..Tn with the USD volume over the window and the cap in the coin', async () => {
    const { dialog, events } = await openDialog({ rid: 7 });
    expect(rowsOf(await ladder(dialog))).toEqual([
      ['Tier', 'Trading volume in 30 days', 'Cap'],
      ['T1Your tier', '10,000USD', '0.1BTC'],
      ['T2', '100,000USD', '1BTC'],
      ['T3', '1,000,000USD', '5BTC'],
    ]);
    // Another tab shows its own pool's ladder, over the default 60 days when the pool sends no window.
    await events.click(within(dialog).getByRole('tab', { name: 'ETH' }));
    expect(rowsOf(await ladder(dialog))).toEqual([
      ['Tier', 'Trading volume in 60 days', 'Cap'],
      ['T1', '50,000USD', '2ETH'],
      ['T2', '500,000USD', '20ETH'],
    ]);
  });

  it("LP-ELIG-03 highlights the user's current tier", async () => {
    const { dialog } = await openDialog({ rid: 7, routes: eligibilityRoutes('150000') });
    const current = within(await ladder(dialog))
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(within(current[0]!).getByRole('rowheader')).toHaveTextContent('T2');
    expect(current[0]).toHaveTextContent('Your tier');
  });

  it('LP-ELIG-04 the tip says how much volume is still needed for the next tier', async () => {
    const { dialog } = await openDialog({ rid: 7 });
    await ladder(dialog);
    expect(paragraphs(dialog)).toEqual(
      expect.arrayContaining([
        'Your trading volume: 15,000 USD',
        'Trade 85,000.00 USD more within 30 days to reach T2 and stake up to 1 BTC',
      ]),
    );
  });

  it('LP-ELIG-04 at the top tier the tip says the highest tier is reached', async () => {
    const { dialog } = await openDialog({ rid: 7, routes: eligibilityRoutes(VOLUME_AT_TOP) });
    await ladder(dialog);
    expect(within(dialog).getByText('You have reached the highest tier')).toBeInTheDocument();
    expect(paragraphs(dialog).some((text) => text.startsWith('Trade '))).toBe(false);
  });

  it('LP-ELIG-05 LP-ROUTE-05 the footer link to futures goes to the BTC_USDT futures page and closes the dialog', async () => {
    const { dialog, navigate, events } = await openDialog();
    const futures = within(dialog).getByRole('link', { name: 'Trade futures' });
    expect(futures).toHaveAttribute('href', '/futures/USDT/BTC_USDT');
    await events.click(futures);
    expect(navigate).toHaveBeenCalledWith('/futures/USDT/BTC_USDT');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
  });

  it('LP-ELIG-06 LP-ROUTE-04 the footer link to spot trade goes to /trade/BTC_USDT and closes the dialog', async () => {
    const { dialog, navigate, events } = await openDialog();
    const spot = within(dialog).getByRole('link', { name: 'Trade spot' });
    expect(spot).toHaveAttribute('href', '/trade/BTC_USDT');
    await events.click(spot);
    expect(navigate).toHaveBeenCalledWith('/trade/BTC_USDT');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
  });

  it('the keyboard moves between the pool tabs with the arrow keys', async () => {
    const { dialog, events } = await openDialog({ rid: 6 });
    const usdt = await within(dialog).findByRole('tab', { name: 'USDT' });
    usdt.focus();
    await events.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'BTC' })).toHaveFocus();
    expect(within(dialog).getByRole('tab', { name: 'BTC' })).toHaveAttribute('aria-selected', 'true');
    expect(rowsOf(await ladder(dialog))[1]).toEqual(['T1Your tier', '10,000USD', '0.1BTC']);
  });

  it('a pool without a trading-volume ladder says its cap does not depend on the volume', async () => {
    const { dialog } = await openDialog({ rid: 6 });
    expect(
      await within(dialog).findByText('This pool has no trading-volume tiers: its cap does not depend on your volume'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });

  it('a guest sees the ladders with no tier of theirs, no volume and no tip, and is asked to log in', async () => {
    const { dialog } = await openDialog({ rid: 7, guest: true, routes: eligibilityRoutes('0') });
    const table = await ladder(dialog);
    expect(
      within(table)
        .getAllByRole('row')
        .some((row) => row.hasAttribute('aria-current')),
    ).toBe(false);
    expect(within(dialog).getByRole('note')).toHaveTextContent('Log in to see your trading volume and your tier');
    expect(paragraphs(dialog).some((text) => /Your trading volume:|^Trade /.test(text))).toBe(false);
  });

  it('while the project loads it shows a loading status; a failure offers Retry, which loads it', async () => {
    let fail = true;
    const routes: Routes = {
      'GET /launch-pool/project-info': () =>
        fail ? { code: 500, message: 'down' } : { code: 0, data: projectDto(eligibilityPools(VOLUME_AT_T1)) },
    };
    const { dialog, events } = await openDialog({ routes, rid: 7 });
    expect(within(dialog).getByText('Loading the tiers').closest('[role="status"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const retry = await within(dialog).findByRole('button', { name: 'Retry' });
    fail = false;
    await events.click(retry);
    expect(await ladder(dialog)).toBeInTheDocument();
  });

  it('a project without pools says so', async () => {
    const { dialog } = await openDialog({ routes: eligibilityRoutes(VOLUME_AT_T1, []) });
    expect(await within(dialog).findByText('This project has no reward pools')).toBeInTheDocument();
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('asks for nothing until it opens', () => {
    const view = renderFlow(<LaunchpoolEligibilityDialog projectId={PROJECT_ID} />, {
      routes: eligibilityRoutes(),
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.calls()).toEqual([]);
  });
});
