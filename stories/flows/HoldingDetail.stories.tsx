import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FixedHoldingDetail, FlexibleHoldingDetail } from '../../src/flows/holdings';
import type { FakeEarnBackendSeed } from '../../src/flows/holdings/fakeEarnBackend.testing';
import {
  FIXTURE_NOW,
  fixedHoldingDto,
  fixedProductDto,
  flexibleHoldingDto,
} from '../../src/flows/holdings/holdingsFixtures.testing';
import { HoldingsStoryProviders } from '../../src/flows/holdings/storyProviders.testing';
import { marketListDtos } from '../../src/flows/autoEarn/autoEarnFixtures.testing';
import { catalogueText } from '../components/storyCatalogue';

const HOUR = 3_600_000;

const seed: FakeEarnBackendSeed = {
  fixedHoldings: [
    fixedHoldingDto(1),
    fixedHoldingDto(2, { product_type: 2, reinvest_status: 1 }),
    fixedHoldingDto(3, { product_info: { pre_redeem: 0, reinvest: 0, redeem_account: 0 } }),
  ],
  flexibleHoldings: [
    flexibleHoldingDto('USDT', { frozen_amount: '100', frozen_status: 1 }),
    flexibleHoldingDto('BTC', { min_lend_rate_year: '0.02' }),
  ],
  fixedProducts: [fixedProductDto(41)],
  coinInfo: [{ asset: 'USDT', business_type: 1, fixed_list: [] }],
  marketList: marketListDtos(['USDT']),
};

/** Both panels, as the DEC-10 route shows one or the other. */
function Panels({ orderId = 'F1001', asset = 'USDT', now = FIXTURE_NOW, view = 'fixed' as 'fixed' | 'flexible' }) {
  return view === 'fixed' ? (
    <FixedHoldingDetail
      asset="USDT"
      orderId={orderId}
      now={now}
      onRedeemEarly={fn()}
      onSubscribe={fn()}
      onSubscribeFlexible={fn()}
    />
  ) : (
    <FlexibleHoldingDetail
      asset={asset}
      now={now}
      today="2024-05-01"
      onRedeem={fn()}
      onSubscribeAgain={fn()}
      onEditMinimumApr={fn()}
      onCancelRedemption={fn()}
    />
  );
}

const meta = {
  title: 'Flows/HoldingDetail',
  component: Panels,
  decorators: [
    (Story, context) => (
      <HoldingsStoryProviders seed={seed} globals={context.globals}>
        <Story />
      </HoldingsStoryProviders>
    ),
  ],
} satisfies Meta<typeof Panels>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fixed: Story = {
  name: 'HD-FIXED-01 HD-FIXED-02 HD-FIXED-04 HD-FIXED-15 HD-FIXED-18 the fixed panel',
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: catalogueText(globals, 'holdingsFlows.fixed.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText(catalogueText(globals, 'simpleEarn.order.holding'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('switch', { name: catalogueText(globals, 'holdingsFlows.detail.autoReinvest') }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: catalogueText(globals, 'holdingsFlows.detail.subscribe') }),
    ).toBeVisible();
  },
};

export const FixedVipReinvesting: Story = {
  name: 'HD-FIXED-03 HD-FIXED-13 a VIP order with reinvest on: VIP tag, redeem-to reads --',
  args: { orderId: 'F1002' },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole(
        'switch',
        { name: catalogueText(globals, 'holdingsFlows.detail.autoReinvest') },
        { timeout: 5000 },
      ),
    ).toBeChecked();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const FixedUnsupported: Story = {
  name: 'HD-FIXED-17 DEC-08 a product without early redeem or reinvest: disabled with reasons',
  args: { orderId: 'F1003' },
  play: async ({ canvas, globals }) => {
    const early = await canvas.findByRole(
      'button',
      { name: catalogueText(globals, 'common.action.redeemEarly') },
      { timeout: 5000 },
    );
    await expect(early).toHaveAttribute('aria-disabled', 'true');
    await expect(early).toHaveAccessibleDescription(
      expect.stringContaining(catalogueText(globals, 'simpleEarn.tip.earlyRedeemNotSupported')),
    );
  },
};

export const FixedLastHour: Story = {
  name: 'SE-TIP-03 DEC-08 within the last hour the switches are locked',
  args: { now: FIXTURE_NOW + 240 * HOUR - HOUR / 2 },
  play: async ({ canvas, globals }) => {
    const toggle = await canvas.findByRole(
      'switch',
      { name: catalogueText(globals, 'holdingsFlows.detail.autoReinvest') },
      { timeout: 5000 },
    );
    await expect(toggle).toHaveAccessibleDescription(
      expect.stringContaining(catalogueText(globals, 'simpleEarn.tip.lessThanOneHour')),
    );
  },
};

export const FixedBonus: Story = {
  name: 'HD-FIXED-09 the bonus row opens the ladder-APR modal',
  play: async ({ canvas, canvasElement }) => {
    const bonus = await canvas.findByRole('button', { name: /GT/ }, { timeout: 5000 });
    await userEvent.click(bonus);
    // The modal's code loads on the first press: the wait is for that load, on a busy machine too.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 5000 });
    await expect(dialog).toBeVisible();
    // Closed again, so the panel is not left under a modal (content under a modal is aria-hidden).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The modal's code loads on the first press: its trigger is then a new element, where focus returns.
    await expect(canvas.getByRole('button', { name: /GT/ })).toHaveFocus();
  },
};

export const Flexible: Story = {
  name: 'HD-FLEX-01 HD-FLEX-05 HD-FLEX-07 HD-FLEX-08 HD-FLEX-09 HD-FLEX-10 the flexible panel',
  args: { view: 'flexible' },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: catalogueText(globals, 'holdingsFlows.flexible.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole(
        'button',
        { name: catalogueText(globals, 'holdingsFlows.detail.editMinimumApr') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(catalogueText(globals, 'holdingsFlows.detail.redeeming'))).toBeVisible();
    await expect(
      await canvas.findByRole('switch', {
        name: catalogueText(globals, 'holdingsFlows.autoEarn.coinSwitch', { coin: 'USDT' }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: catalogueText(globals, 'holdingsFlows.detail.subscribeAgain') }),
    ).toBeVisible();
  },
};

export const FlexibleInterest: Story = {
  name: 'HD-FLEX-02 the cumulative return opens the interest dialog',
  args: { view: 'flexible', asset: 'BTC' },
  play: async ({ canvas, canvasElement, globals }) => {
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: new RegExp(catalogueText(globals, 'holdingsFlows.detail.viewInterest')) },
        { timeout: 5000 },
      ),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: catalogueText(globals, 'holdingsFlows.interest.title') },
      { timeout: 5000 },
    );
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Missing: Story = {
  name: 'HD-FIXED-19 an unknown order reads No Data',
  args: { orderId: 'NOPE' },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByText(catalogueText(globals, 'holdingsFlows.detail.noData'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const RealtimeApr: Story = {
  name: 'HD-CHART-01 the real-time APR popover with day tabs',
  args: { view: 'flexible' },
  play: async ({ canvas, canvasElement, globals }) => {
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: catalogueText(globals, 'holdingsFlows.detail.showRealtimeApr', { coin: 'USDT' }) },
        { timeout: 5000 },
      ),
    );
    const popover = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: catalogueText(globals, 'holdingsFlows.detail.realtimeApr') },
      { timeout: 5000 },
    );
    await expect(within(popover).getAllByRole('tab')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popover).not.toBeInTheDocument());
  },
};
