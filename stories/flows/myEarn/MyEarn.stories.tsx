import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EarnUser } from '../../../src/context';
import { DualEarnOrders } from '../../../src/flows/dualEarn';
import { Holdings } from '../../../src/flows/holdings';
import { MyEarn } from '../../../src/flows/myEarn';
import { VipWealth } from '../../../src/flows/wealth';
import {
  ALL_FAMILIES,
  EMPTY_ACCOUNT,
  MY_EARN_NOW,
  ONE_FAMILY,
  createMyEarnClient,
  type MyEarnSeed,
} from '../../../src/flows/myEarn/myEarnFixtures.testing';
import { ApiStoryFrame } from '../../../src/flows/shared/apiStoryFrame.testing';
import { catalogueText } from '../../components/storyCatalogue';

interface MyEarnFrameParameters {
  seed?: MyEarnSeed;
  user?: EarnUser;
}

const alice: EarnUser = { kind: 'user', name: 'Alice', vipLevel: 0, verified: true };

const meta = {
  title: 'Flows/MyEarn',
  component: MyEarn,
  args: { simpleEarn: <Holdings showHeading={false} /> },
  render: (args, context) => {
    const frame = (context.parameters.frame ?? {}) as MyEarnFrameParameters;
    return (
      <ApiStoryFrame
        makeClient={() => createMyEarnClient(frame.seed ?? ALL_FAMILIES).client}
        user={frame.user ?? alice}
        globals={context.globals}
        clock={() => MY_EARN_NOW}
        timeZone="UTC"
      >
        <MyEarn {...args} />
      </ApiStoryFrame>
    );
  },
} satisfies Meta<typeof MyEarn>;
export default meta;
type Story = StoryObj<typeof meta>;

const summary = (globals: Record<string, unknown>) => ({ name: catalogueText(globals, 'myEarn.summary') });

/** Every family held: the totals, each family's share, the calendar, the tabs. */
export const AllFamilies: Story = {
  name: 'DEC-31 all families: totals, shares, calendar and a tab per family',
  args: { wealth: <VipWealth showHeading={false} showProducts={false} />, dual: <DualEarnOrders hideTitle /> },
  play: async ({ canvas, globals }) => {
    await canvas.findByRole('heading', summary(globals), { timeout: 5000 });
    const tabs = canvas.getByRole('tablist', { name: catalogueText(globals, 'myEarn.tabs') });
    await expect(within(tabs).getAllByRole('tab')).toHaveLength(5);
    await userEvent.click(within(tabs).getByRole('tab', { name: catalogueText(globals, 'myEarn.family.staking') }));
    await expect(
      await canvas.findByRole('table', { name: catalogueText(globals, 'myEarn.staking.list') }),
    ).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: catalogueText(globals, 'myEarn.family.wealth') }));
    // The VIP wealth tab is the wealth page's holdings, each with Subscribe more, Redeem and Details.
    const wealthHolding = await canvas.findByRole('article', { name: 'Wealth USDT' }, { timeout: 5000 });
    await expect(
      within(wealthHolding).getByRole('button', { name: catalogueText(globals, 'wealthFlows.holdings.redeem') }),
    ).toBeVisible();
    await userEvent.click(within(tabs).getByRole('tab', { name: catalogueText(globals, 'myEarn.family.dual') }));
    await expect((await canvas.findAllByText(/D1/, undefined, { timeout: 5000 }))[0]).toBeVisible();
  },
};

/**
 * A rate-based staking token (P-54) beside the other families: its ledger's rewards in the staking list and the
 * totals; then the export panel of every family open, its file format and Export CSV.
 */
export const RateTokenAndExport: Story = {
  name: 'rate-based staking token and the export of every family',
  parameters: {
    frame: {
      seed: {
        ...ALL_FAMILIES,
        stakingTokens: [{ coin: 'WBETH', mortgageCoin: 'ETH', tokens: '10', dailyRates: ['1', '1.01', '1.015'] }],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    await canvas.findByRole('heading', summary(globals), { timeout: 5000 });
    const tabs = canvas.getByRole('tablist', { name: catalogueText(globals, 'myEarn.tabs') });
    await userEvent.click(within(tabs).getByRole('tab', { name: catalogueText(globals, 'myEarn.family.staking') }));
    const staking = await canvas.findByRole('table', { name: catalogueText(globals, 'myEarn.staking.list') });
    await expect(within(staking).getByRole('row', { name: /WBETH/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: catalogueText(globals, 'myEarn.export.open') }));
    await expect(
      await canvas.findByRole('button', { name: catalogueText(globals, 'holdingsFlows.history.export') }),
    ).toBeVisible();
  },
};

/** Simple Earn only: one family, 100 % of the total. */
export const OneFamily: Story = {
  name: 'one family: Simple Earn only',
  parameters: { frame: { seed: ONE_FAMILY } },
  play: async ({ canvas, globals }) => {
    await canvas.findByRole('heading', summary(globals), { timeout: 5000 });
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

/** Nothing held: the empty state, with a way to Simple Earn. */
export const EmptyAccount: Story = {
  name: 'empty account',
  parameters: { frame: { seed: EMPTY_ACCOUNT } },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByText(catalogueText(globals, 'myEarn.empty'), undefined, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The calendar: the arrow keys move between days, and the focused day's events show under the grid. */
export const Calendar: Story = {
  name: 'maturity calendar with the keyboard',
  play: async ({ canvas, globals }) => {
    const list = await canvas.findByRole(
      'region',
      { name: catalogueText(globals, 'myEarn.calendar.list') },
      { timeout: 5000 },
    );
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const grid = canvas.getByRole('grid');
    const today = within(grid).getByRole('gridcell', { current: 'date' });
    today.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(within(grid).getByRole('gridcell', { selected: true })).toHaveFocus());
  },
};

/** A call failed: the error with Retry. */
export const LoadError: Story = {
  name: 'error with Retry',
  parameters: { frame: { seed: { ...ALL_FAMILIES, failing: ['stakingProducts'] } } },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole('button', { name: catalogueText(globals, 'common.retry') }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Loading: skeletons, announced. */
export const Loading: Story = {
  name: 'loading',
  parameters: { frame: { seed: { ...ALL_FAMILIES, hanging: true } } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(catalogueText(globals, 'myEarn.loading'))).toBeInTheDocument();
  },
};

/** A guest: sent to log in. */
export const Guest: Story = {
  name: 'guest: log in',
  parameters: { frame: { user: { kind: 'guest' } } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: catalogueText(globals, 'myEarn.login') })).toBeVisible();
  },
};

/** 375 px: the summary, the calendar and the lists stack; the lists are cards. */
export const Mobile: Story = {
  name: 'mobile 375 px',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, globals }) => {
    await canvas.findByRole('heading', summary(globals), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('tab', { name: catalogueText(globals, 'myEarn.family.launchpool') }));
    await expect(
      await canvas.findByRole('list', { name: catalogueText(globals, 'myEarn.launchpool.list') }),
    ).toBeVisible();
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  name: 'Arabic RTL',
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', summary({ locale: 'ar' }), { timeout: 5000 })).toBeVisible();
  },
};
