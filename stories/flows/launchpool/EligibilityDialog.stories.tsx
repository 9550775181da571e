import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LaunchpoolEligibilityDialog } from '../../../src/flows/launchpool';
import {
  PROJECT_ID,
  VOLUME_AT_TOP,
  eligibilityRoutes,
} from '../../../src/flows/launchpool/EligibilityDialog/eligibilityFixtures.testing';
import type { Routes } from '../../../src/flows/simpleEarn/testing/fakeBackend.testing';
import { FlowStoryProviders } from '../../../src/flows/simpleEarn/testing/storyBackend.testing';
import type { EarnUser } from '../../../src/context/types';
import { catalogueText } from '../../components/storyCatalogue';

const meta = {
  title: 'Flows/Launchpool/EligibilityDialog',
  component: LaunchpoolEligibilityDialog,
  args: { projectId: PROJECT_ID, defaultOpen: true },
  parameters: { routes: eligibilityRoutes() },
  decorators: [
    (Story, context) => (
      <FlowStoryProviders
        routes={context.parameters.routes as Routes}
        globals={context.globals}
        {...(context.parameters.user ? { user: context.parameters.user as EarnUser } : {})}
      >
        <Story />
      </FlowStoryProviders>
    ),
  ],
} satisfies Meta<typeof LaunchpoolEligibilityDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;

/** The portalled dialog, found in the page rather than the canvas. */
function eligibilityDialog(canvasElement: HTMLElement, globals: Globals) {
  return within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    { name: catalogueText(globals, 'launchpoolEligibility.title') },
    { timeout: 5000 },
  );
}

/** The ladder of the selected pool, once the project has loaded. */
function ladder(dialog: HTMLElement, globals: Globals) {
  return within(dialog).findByRole(
    'table',
    { name: catalogueText(globals, 'kitSchedules.eligibility.caption') },
    { timeout: 5000 },
  );
}

/** The row the dialog marks as the user's tier, read by its row header. */
function currentTier(table: HTMLElement) {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => candidate.getAttribute('aria-current') === 'true');
  return row ? within(row).getByRole('rowheader') : null;
}

export const LoggedInWithTier: Story = {
  name: 'LP-ELIG-01 LP-ELIG-02 LP-ELIG-03 LP-ELIG-04 LP-ELIG-05 LP-ELIG-06 LP-ROUTE-04 logged in at T1: a tab per pool coin, the ladder, her tier, the tip and the footer links',
  play: async ({ canvasElement, globals }) => {
    const dialog = await eligibilityDialog(canvasElement, globals);
    const table = await ladder(dialog, globals);
    const tabs = within(dialog).getByRole('tablist', { name: catalogueText(globals, 'launchpoolEligibility.pools') });
    await expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['USDT', 'BTC', 'ETH']);
    await expect(within(tabs).getByRole('tab', { name: 'BTC' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(currentTier(table)).toHaveTextContent('T1');
    const tip = dialog.querySelector('[data-slot="tier-ladder-tip"]');
    await expect(tip).toBeVisible();
    await expect(tip?.textContent).toMatch(/T2/);
    await expect(
      within(dialog).getByRole('link', { name: catalogueText(globals, 'launchpoolEligibility.futures') }),
    ).toHaveAttribute('href', '/futures/USDT/BTC_USDT');
    await expect(
      within(dialog).getByRole('link', { name: catalogueText(globals, 'launchpoolEligibility.spot') }),
    ).toHaveAttribute('href', '/trade/BTC_USDT');
  },
};

export const OtherPool: Story = {
  name: "LP-ELIG-01 LP-ELIG-02 another pool's tab shows its own ladder over the default 60 days",
  play: async ({ canvasElement, globals }) => {
    const dialog = await eligibilityDialog(canvasElement, globals);
    await ladder(dialog, globals);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'ETH' }));
    const table = await ladder(dialog, globals);
    await expect(
      within(table).getByRole('columnheader', {
        name: catalogueText(globals, 'kitSchedules.eligibility.volume', { days: 60 }),
      }),
    ).toBeVisible();
    await expect(currentTier(table)).toBeNull();
  },
};

export const TopTierReached: Story = {
  name: 'LP-ELIG-03 LP-ELIG-04 the top tier reached: T3 highlighted, the tip says the highest tier is reached',
  parameters: { routes: eligibilityRoutes(VOLUME_AT_TOP) },
  play: async ({ canvasElement, globals }) => {
    const dialog = await eligibilityDialog(canvasElement, globals);
    const table = await ladder(dialog, globals);
    await expect(currentTier(table)).toHaveTextContent('T3');
    await expect(within(dialog).getByText(catalogueText(globals, 'kitSchedules.eligibility.topTier'))).toBeVisible();
  },
};

export const NoLadder: Story = {
  name: 'a pool without a trading-volume ladder says its cap does not depend on the volume',
  args: { rid: 6 },
  play: async ({ canvasElement, globals }) => {
    const dialog = await eligibilityDialog(canvasElement, globals);
    await expect(
      await within(dialog).findByText(catalogueText(globals, 'launchpoolEligibility.noLadder'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Guest: Story = {
  name: 'a guest sees the ladders with no tier of theirs and is asked to log in',
  parameters: { routes: eligibilityRoutes('0'), user: { kind: 'guest' } satisfies EarnUser },
  play: async ({ canvasElement, globals }) => {
    const dialog = await eligibilityDialog(canvasElement, globals);
    const table = await ladder(dialog, globals);
    await expect(currentTier(table)).toBeNull();
    await expect(within(dialog).getByRole('note')).toHaveTextContent(
      catalogueText(globals, 'launchpoolEligibility.guest'),
    );
  },
};

export const Loading: Story = {
  name: 'while the project loads the dialog shows its loading status',
  parameters: { routes: { 'GET /launch-pool/project-info': 'hang' } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await eligibilityDialog(canvasElement, globals);
    await expect(
      within(dialog).getByText(catalogueText(globals, 'launchpoolEligibility.loading')).closest('[role="status"]'),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  name: 'a project that fails to load offers Retry',
  parameters: { routes: { 'GET /launch-pool/project-info': { code: 500, message: 'down' } } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await eligibilityDialog(canvasElement, globals);
    await expect(
      await within(dialog).findByRole('button', { name: catalogueText(globals, 'common.retry') }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Arabic: Story = {
  name: 'the eligibility dialog in Arabic, right to left',
  globals: { locale: 'ar' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await eligibilityDialog(canvasElement, globals);
    await ladder(dialog, globals);
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

export const Mobile: Story = {
  name: 'the eligibility dialog is a bottom sheet at 375 px',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await eligibilityDialog(canvasElement, globals);
    await ladder(dialog, globals);
    await expect(dialog).toHaveAttribute('data-presentation', 'sheet');
  },
};
