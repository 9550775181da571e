import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AprDetailDialog } from '../../src/flows/simpleEarn';
import { flexibleProductDto } from '../../src/flows/simpleEarn/testing/dto.testing';
import { rate } from '../../src/flows/simpleEarn/testing/fixtures.testing';
import type { Routes } from '../../src/flows/simpleEarn/testing/fakeBackend.testing';
import { FlowStoryProviders } from '../../src/flows/simpleEarn/testing/storyBackend.testing';
import { catalogueText } from '../components/storyCatalogue';

/** A day of hourly rates around 5 %, ending at the current hour so every range has points. */
function chartPoints() {
  const hour = 3600;
  const end = Math.floor(Date.now() / 1000 / hour) * hour;
  return Array.from({ length: 24 }, (_, index) => ({
    time: end - (23 - index) * hour,
    value: (0.05 + 0.004 * Math.sin(index / 4)).toFixed(6),
  }));
}

const meta = {
  title: 'Flows/AprDetailDialog',
  component: AprDetailDialog,
  args: { asset: 'USDT', minLendRateYear: rate('0.01'), defaultOpen: true },
  parameters: {
    routes: {
      'GET /uni-loan/earn/coin-info': {
        data: [flexibleProductDto([], { limit_min_lend_rate_year: '0.001', max_lend_rate_year: '5' })],
      },
      'GET /uni-loan/earn/chart': { data: chartPoints() },
      'POST /uni-loan/earn/interest-rate': { data: null },
    } satisfies Routes,
  },
  decorators: [
    (Story, context) => (
      <FlowStoryProviders routes={context.parameters.routes as Routes} globals={context.globals}>
        <Story />
      </FlowStoryProviders>
    ),
  ],
} satisfies Meta<typeof AprDetailDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function dialogNamed(canvasElement: HTMLElement, name: string) {
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name }, { timeout: 5000 });
}

export const Trend: Story = {
  name: 'SE-APR-01 SE-CHART-01 the realtime APR trend tab',
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(canvasElement, catalogueText(globals, 'simpleEarnFlows.apr.title'));
    await expect(
      within(dialog).getByRole('tab', { name: catalogueText(globals, 'simpleEarnFlows.apr.trendTab') }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

export const EditMinimumApr: Story = {
  name: 'SE-APR-02 the minimum-APR edit with a value above the maximum',
  args: { defaultTab: 'edit' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogNamed(canvasElement, catalogueText(globals, 'simpleEarnFlows.apr.title'));
    const input = within(dialog).getByRole('textbox', {
      name: catalogueText(globals, 'simpleEarnFlows.apr.inputLabel'),
    });
    await userEvent.clear(input);
    await userEvent.type(input, '6');
    await expect(
      await within(dialog).findByText(catalogueText(globals, 'simpleEarn.maxAPR', { number: '5' })),
    ).toBeVisible();
  },
};
