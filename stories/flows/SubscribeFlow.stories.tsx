import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SubscribeFlow } from '../../src/flows/simpleEarn';
import { fixedProductDto, flexibleProductDto, voucherDto } from '../../src/flows/simpleEarn/testing/dto.testing';
import type { Routes } from '../../src/flows/simpleEarn/testing/fakeBackend.testing';
import { FlowStoryProviders } from '../../src/flows/simpleEarn/testing/storyBackend.testing';
import { catalogueText } from '../components/storyCatalogue';

const fixed = fixedProductDto();
const vip = fixedProductDto({
  id: 102,
  type: 2,
  min_vip: 3,
  max_vip: 5,
  title: 'VIP 60 days',
  lock_up_period: 60,
  year_rate: '0.12',
});
const soldOut = fixedProductDto({ id: 104, sale_status: 2, lock_up_period: 90, year_rate: '0.1' });

/** The fake exchange: a USDT flexible product with 30-, 60- (VIP) and 90-day (sold out) terms. */
function routes(extra: Routes = {}): Routes {
  return {
    'GET /uni-loan/earn/coin-info': { data: [flexibleProductDto([fixed, vip, soldOut])] },
    'GET /fixed_earn/api/user/lent/available': { data: { available: '1000' } },
    'GET /user/lendable': { data: { lendable: '5000' } },
    'GET /uni-loan/earn/coupon-recommend': {
      data: {
        list: [
          voucherDto(),
          voucherDto({ id: 8, title: 'APR +1% for 30 days', rate_ratio: '1', rate_day: 30, buy_limit_high: '0' }),
        ],
      },
    },
    'GET /account/spot/trading/home': { data: { use_funding: 0, locked: 0 } },
    'POST /fixed_earn/api/user/lend': { data: null },
    'POST /uni-loan/earn/subscribe': { data: null },
    ...extra,
  };
}

const meta = {
  title: 'Flows/SubscribeFlow',
  component: SubscribeFlow,
  args: { asset: 'USDT', defaultOpen: true, defaultTermId: '101' },
  parameters: { routes: routes() },
  decorators: [
    (Story, context) => (
      <FlowStoryProviders routes={context.parameters.routes as Routes} globals={context.globals}>
        <Story />
      </FlowStoryProviders>
    ),
  ],
} satisfies Meta<typeof SubscribeFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The portalled dialog, found in the page rather than the canvas. */
async function dialogNamed(canvasElement: HTMLElement, name: string) {
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name }, { timeout: 5000 });
}

export const FixedTerm: Story = {
  name: 'SE-SUB-01 SE-SUB-07 SE-SUB-08 a fixed term with quota and vouchers',
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(
      canvasElement,
      catalogueText(globals, 'simpleEarnFlows.subscribe.title', { coin: 'USDT' }),
    );
    await expect(await within(dialog).findAllByRole('radio')).not.toHaveLength(0);
    await expect(
      await within(dialog).findByText(catalogueText(globals, 'simpleEarnFlows.subscribe.remainingQuota')),
    ).toBeVisible();
  },
};

export const Flexible: Story = {
  name: 'SE-SUB-02 the flexible term with its daily estimate',
  args: { defaultTermId: '0' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(
      canvasElement,
      catalogueText(globals, 'simpleEarnFlows.subscribe.title', { coin: 'USDT' }),
    );
    await expect(
      await within(dialog).findByText(catalogueText(globals, 'simpleEarnFlows.subscribe.estimatedDaily')),
    ).toBeVisible();
  },
};

export const VipProduct: Story = {
  name: 'SE-SUB-04 a VIP term below the user level shows the upgrade notice',
  args: { defaultTermId: '102' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(
      canvasElement,
      catalogueText(globals, 'simpleEarnFlows.subscribe.title', { coin: 'USDT' }),
    );
    await expect(
      await within(dialog).findByText(catalogueText(globals, 'simpleEarn.vip.upgrade', { level: 3 })),
    ).toBeVisible();
  },
};

export const SoldOut: Story = {
  name: 'SE-SUB-05 a sold-out term',
  args: { defaultTermId: '104' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(
      canvasElement,
      catalogueText(globals, 'simpleEarnFlows.subscribe.title', { coin: 'USDT' }),
    );
    await expect(
      await within(dialog).findByText(catalogueText(globals, 'simpleEarn.subscribe.soldOutWarning')),
    ).toBeVisible();
  },
};

export const Subscribed: Story = {
  name: 'SE-SUB-17 SE-SUBOK-01 subscribing opens the success dialog',
  args: { defaultTermId: '0' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(
      canvasElement,
      catalogueText(globals, 'simpleEarnFlows.subscribe.title', { coin: 'USDT' }),
    );
    const input = await within(dialog).findByRole('textbox', { name: catalogueText(globals, 'amountInput.label') });
    await userEvent.type(input, '100');
    const submit = within(dialog).getByRole('button', { name: catalogueText(globals, 'simpleEarn.subscribe.submit') });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    const success = await dialogNamed(canvasElement, catalogueText(globals, 'simpleEarnFlows.success.title'));
    await expect(
      within(success).getByRole('button', { name: catalogueText(globals, 'simpleEarnFlows.success.subscribeMore') }),
    ).toBeVisible();
    // SE-SUB-19: the subscribe dialog closes about 200 ms later, leaving the success dialog alone.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Guest: Story = {
  name: 'SH-AUTH-01 a guest is asked to log in',
  decorators: [
    (Story, context) => (
      <FlowStoryProviders
        routes={context.parameters.routes as Routes}
        globals={context.globals}
        user={{ kind: 'guest' }}
      >
        <Story />
      </FlowStoryProviders>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(
      canvasElement,
      catalogueText(globals, 'simpleEarnFlows.subscribe.title', { coin: 'USDT' }),
    );
    await expect(
      await within(dialog).findByRole('button', { name: catalogueText(globals, 'simpleEarnFlows.subscribe.login') }),
    ).toBeVisible();
  },
};

/** Eight terms, as USDT has in the reference app's exchange. */
const eightTerms = [7, 14, 30, 60, 90, 120, 180].map((days, index) =>
  fixedProductDto({ id: 201 + index, lock_up_period: days, year_rate: `0.0${index + 3}`, title: `${days} days` }),
);

/**
 * At 375 px the terms are one row that scrolls sideways, so the amount, the balance and the estimate stay in the
 * sheet's first screen; opened on the last term, the row shows that term.
 */
export const PhoneEightTerms: Story = {
  name: 'SE-SUB-01 SE-SUB-02 at 375 px eight terms scroll sideways and the chosen one is in view',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultTermId: '207' },
  parameters: {
    routes: routes({ 'GET /uni-loan/earn/coin-info': { data: [flexibleProductDto(eightTerms)] } }),
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(
      canvasElement,
      catalogueText(globals, 'simpleEarnFlows.subscribe.title', { coin: 'USDT' }),
    );
    await expect(dialog).toHaveAttribute('data-presentation', 'sheet');
    const terms = await within(dialog).findByRole('radiogroup', {
      name: catalogueText(globals, 'simpleEarnFlows.subscribe.termLabel'),
    });
    await expect(within(terms).getAllByRole('radio')).toHaveLength(8);
    const row = terms.getBoundingClientRect();
    await waitFor(() => {
      const chosen = within(terms).getByRole('radio', { checked: true }).getBoundingClientRect();
      expect(chosen.left).toBeGreaterThanOrEqual(row.left - 1);
      expect(chosen.right).toBeLessThanOrEqual(row.right + 1);
    });
    // One row of cards: every card on the first card's line.
    const tops = within(terms)
      .getAllByRole('radio')
      .map((radio) => Math.round(radio.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    await expect(
      within(dialog).getByRole('textbox', { name: catalogueText(globals, 'amountInput.label') }),
    ).toBeVisible();
  },
};
