import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { EarnUser } from '../../../src/context';
import { VipWealth } from '../../../src/flows/wealth';
import {
  createWealthClient,
  WEALTH_NOW,
  type WealthBackendOptions,
} from '../../../src/flows/wealth/VipWealth/vipWealthFixtures.testing';
import { ApiStoryFrame } from '../../../src/flows/shared/apiStoryFrame.testing';
import { catalogueText } from '../../components/storyCatalogue';

interface WealthFrameParameters {
  backend?: WealthBackendOptions;
  user?: EarnUser;
}
type Globals = Record<string, unknown>;

const victor: EarnUser = { kind: 'user', name: 'Victor', vipLevel: 6, verified: true };
const alice: EarnUser = { kind: 'user', name: 'Alice', vipLevel: 0, verified: true };
const INCOME = 'Private Wealth USDT Income';

const meta = {
  title: 'Flows/Wealth/VipWealth',
  component: VipWealth,
  render: (args, context) => {
    const frame = (context.parameters.frame ?? {}) as WealthFrameParameters;
    return (
      <ApiStoryFrame
        makeClient={() => createWealthClient(frame.backend).client}
        user={frame.user ?? victor}
        globals={context.globals}
        clock={() => WEALTH_NOW}
        timeZone="UTC"
      >
        <VipWealth {...args} />
      </ApiStoryFrame>
    );
  },
} satisfies Meta<typeof VipWealth>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function holdingCard(canvasElement: HTMLElement, globals: Globals) {
  const list = await page(canvasElement).findByRole(
    'list',
    { name: catalogueText(globals, 'wealthFlows.holdings.heading') },
    { timeout: 5000 },
  );
  return within(list).getByRole('article', { name: INCOME });
}

async function productCard(canvasElement: HTMLElement, globals: Globals) {
  const list = await page(canvasElement).findByRole(
    'list',
    { name: catalogueText(globals, 'wealthFlows.products.heading') },
    { timeout: 5000 },
  );
  return within(list).getByRole('article', { name: INCOME });
}

async function openSubscribe(canvasElement: HTMLElement, globals: Globals) {
  const card = await holdingCard(canvasElement, globals);
  await userEvent.click(
    within(card).getByRole('button', { name: catalogueText(globals, 'wealthFlows.holdings.subscribeMore') }),
  );
  const dialog = await page(canvasElement).findByRole(
    'dialog',
    { name: catalogueText(globals, 'wealthFlows.subscribe.title', { coin: 'USDT' }) },
    { timeout: 5000 },
  );
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: catalogueText(globals, 'wealthFlows.subscribe.amountLabel') }),
    '20000',
  );
  await userEvent.click(
    within(dialog).getByRole('checkbox', { name: catalogueText(globals, 'wealthFlows.subscribe.disclaimer') }),
  );
  await userEvent.click(
    within(dialog).getByRole('button', { name: catalogueText(globals, 'wealthFlows.subscribe.confirm') }),
  );
  return dialog;
}

async function openRedeem(canvasElement: HTMLElement, globals: Globals) {
  const card = await holdingCard(canvasElement, globals);
  await userEvent.click(
    within(card).getByRole('button', { name: catalogueText(globals, 'wealthFlows.holdings.redeem') }),
  );
  const dialog = await page(canvasElement).findByRole(
    'dialog',
    { name: catalogueText(globals, 'wealthFlows.redeem.title', { coin: 'USDT' }) },
    { timeout: 5000 },
  );
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: catalogueText(globals, 'wealthFlows.redeem.unitsLabel') }),
    '1000.5',
  );
  await userEvent.click(
    within(dialog).getByRole('button', { name: catalogueText(globals, 'wealthFlows.redeem.confirm') }),
  );
  return dialog;
}

/** A VIP user: the products with Subscribe and the holding with its figures and actions. */
export const VipUser: Story = {
  name: 'DEC-29 VW-DATA-01 VIP user: products and holdings',
  play: async ({ canvasElement, globals }) => {
    const holding = await holdingCard(canvasElement, globals);
    await expect(within(holding).getByText(catalogueText(globals, 'wealthFlows.field.units'))).toBeVisible();
    const product = await productCard(canvasElement, globals);
    await expect(
      within(product).getByRole('button', { name: catalogueText(globals, 'wealthFlows.products.subscribe') }),
    ).toBeVisible();
  },
};

/** A regular user: the upgrade guide instead of Subscribe. */
export const NonVipUpgradeGuide: Story = {
  name: 'DEC-29 non-VIP user: the upgrade guide instead of Subscribe',
  parameters: { frame: { user: alice, backend: { noHoldings: true } } },
  play: async ({ canvasElement, globals }) => {
    const product = await productCard(canvasElement, globals);
    await expect(
      within(product).getByRole('link', { name: catalogueText(globals, 'wealthFlows.upgrade.link', { level: 1 }) }),
    ).toBeVisible();
    await expect(
      within(product).queryByRole('button', { name: catalogueText(globals, 'wealthFlows.products.subscribe') }),
    ).toBeNull();
  },
};

/** A guest: the products, and a way to log in for holdings. */
export const Guest: Story = {
  name: 'guest: products and a log-in link',
  parameters: { frame: { user: { kind: 'guest' } } },
  play: async ({ canvasElement, globals }) => {
    await productCard(canvasElement, globals);
    await expect(
      page(canvasElement).getByRole('link', { name: catalogueText(globals, 'wealthFlows.holdings.login') }),
    ).toBeVisible();
  },
};

/** Nothing listed and nothing held. */
export const Empty: Story = {
  name: 'empty: no products, no holdings',
  parameters: { frame: { backend: { noProducts: true, noHoldings: true } } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      await page(canvasElement).findByText(catalogueText(globals, 'wealthFlows.products.empty')),
    ).toBeVisible();
    await expect(
      await page(canvasElement).findByText(catalogueText(globals, 'wealthFlows.holdings.empty')),
    ).toBeVisible();
  },
};

/** Loading: skeleton cards. */
export const Loading: Story = {
  name: 'loading: skeleton cards',
  parameters: { frame: { backend: { hang: true } } },
  play: async ({ canvasElement, globals }) => {
    await expect(
      (await page(canvasElement).findAllByText(catalogueText(globals, 'common.loading'))).length,
    ).toBeGreaterThan(0);
  },
};

/** The product list failed: an error with Retry, which loads it. */
export const LoadError: Story = {
  name: 'error: Retry loads the products',
  parameters: { frame: { backend: { failFirst: 1 } } },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(
      await page(canvasElement).findByRole(
        'button',
        { name: catalogueText(globals, 'common.retry') },
        { timeout: 5000 },
      ),
    );
    await productCard(canvasElement, globals);
  },
};

/** Subscribe more: the form, the disclaimer ticked, then the success view. */
export const SubscribeSuccess: Story = {
  name: 'VW-SUB-02 VW-SUCCESS-01 subscribe more: disclaimer, then the success view',
  play: async ({ canvasElement, globals }) => {
    await openSubscribe(canvasElement, globals);
    await expect(
      await page(canvasElement).findByRole(
        'dialog',
        { name: catalogueText(globals, 'wealthFlows.subscribe.success') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** Redeem by units, then the success view. */
export const RedeemSuccess: Story = {
  name: 'VW-REDEEM-01 VW-SUCCESS-01 redeem by units, then the success view',
  play: async ({ canvasElement, globals }) => {
    await openRedeem(canvasElement, globals);
    await expect(
      await page(canvasElement).findByRole(
        'dialog',
        { name: catalogueText(globals, 'wealthFlows.redeem.success') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** A purchase answered with another code than 200: the server's message, the form kept. */
export const SubscribeError: Story = {
  name: 'VW-ERR-01 DEC-06 purchase not 200: the server message',
  parameters: { frame: { backend: { purchase: 'business' } } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await openSubscribe(canvasElement, globals);
    await expect((await page(canvasElement).findAllByText(/Quota exhausted/, {}, { timeout: 5000 }))[0]).toBeVisible();
    await expect(dialog).toBeVisible();
  },
};

/** A redeem whose request fails: the network error. */
export const RedeemNetworkError: Story = {
  name: 'VW-ERR-02 redeem request failed: the network error',
  parameters: { frame: { backend: { redeem: 'network' } } },
  play: async ({ canvasElement, globals }) => {
    await openRedeem(canvasElement, globals);
    const texts = await page(canvasElement).findAllByText(
      new RegExp(catalogueText(globals, 'Networkerr')),
      {},
      {
        timeout: 5000,
      },
    );
    await expect(texts[0]).toBeVisible();
  },
};

/** The detail: the order and its charts; the change rate over 730 days, then as a table. */
export const DetailRanges: Story = {
  name: 'VW-DETAIL-01 VW-DETAIL-02 detail: assets trend or change rate over 30 to 730 days',
  play: async ({ canvasElement, globals }) => {
    const card = await holdingCard(canvasElement, globals);
    await userEvent.click(
      within(card).getByRole('button', { name: catalogueText(globals, 'wealthFlows.holdings.details') }),
    );
    const dialog = await page(canvasElement).findByRole('dialog', { name: INCOME }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('tab', { name: catalogueText(globals, 'chart.range.730d') }));
    await userEvent.click(
      within(dialog).getByRole('tab', { name: catalogueText(globals, 'wealthFlows.detail.changeRate') }),
    );
    const img = await within(dialog).findByRole('img', {}, { timeout: 5000 });
    await waitFor(() => expect(img.getAttribute('aria-label')).toContain(catalogueText(globals, 'chart.range.730d')));
    await userEvent.click(within(dialog).getByRole('button', { name: catalogueText(globals, 'chart.showTable') }));
    await expect(await within(dialog).findByRole('table')).toBeVisible();
  },
};

/** The detail's chart failed: Retry. */
export const DetailChartError: Story = {
  name: 'detail: the chart failed, Retry loads it',
  parameters: { frame: { backend: { failLines: 1 } } },
  play: async ({ canvasElement, globals }) => {
    const card = await holdingCard(canvasElement, globals);
    await userEvent.click(
      within(card).getByRole('button', { name: catalogueText(globals, 'wealthFlows.holdings.details') }),
    );
    const dialog = await page(canvasElement).findByRole('dialog', { name: INCOME }, { timeout: 5000 });
    await userEvent.click(
      await within(dialog).findByRole('button', { name: catalogueText(globals, 'common.retry') }, { timeout: 5000 }),
    );
    await expect(await within(dialog).findByRole('img', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** 375 px: one column of cards; the subscribe dialog a bottom sheet. */
export const Mobile: Story = {
  name: 'mobile 375 px: one column, the dialog a bottom sheet',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const card = await holdingCard(canvasElement, globals);
    await userEvent.click(
      within(card).getByRole('button', { name: catalogueText(globals, 'wealthFlows.holdings.redeem') }),
    );
    const dialog = await page(canvasElement).findByRole(
      'dialog',
      { name: catalogueText(globals, 'wealthFlows.redeem.title', { coin: 'USDT' }) },
      { timeout: 5000 },
    );
    await expect(dialog).toHaveAttribute('data-presentation', 'sheet');
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  name: 'Arabic, right to left',
  globals: { locale: 'ar' },
  play: async ({ canvasElement, globals }) => {
    const card = await holdingCard(canvasElement, globals);
    await expect(card.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
