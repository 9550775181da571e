import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AutoEarnCard, AutoEarnConfirm, AutoEarnSettings } from '../../src/flows/autoEarn';
import { marketListDtos } from '../../src/flows/autoEarn/autoEarnFixtures.testing';
import type { FakeEarnBackendSeed } from '../../src/flows/holdings/fakeEarnBackend.testing';
import { HoldingsStoryProviders } from '../../src/flows/holdings/storyProviders.testing';
import { catalogueText } from '../components/storyCatalogue';

/** The auto-earn pieces side by side: which one shows is the story's `part`. */
function AutoEarnParts({ part = 'settings', asset }: { part?: 'settings' | 'card' | 'confirm'; asset?: string }) {
  if (part === 'card') return <AutoEarnCard asset={asset} />;
  if (part === 'confirm')
    return (
      <AutoEarnConfirm
        open
        on
        target={{ kind: 'coin', asset: 'BTC' }}
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />
    );
  return <AutoEarnSettings defaultOpen />;
}

const meta = {
  title: 'Flows/AutoEarn',
  component: AutoEarnParts,
  parameters: { seed: { marketList: marketListDtos(['ETH']) } },
  decorators: [
    (Story, context) => (
      <HoldingsStoryProviders seed={context.parameters.seed as FakeEarnBackendSeed} globals={context.globals}>
        <Story />
      </HoldingsStoryProviders>
    ),
  ],
} satisfies Meta<typeof AutoEarnParts>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Settings: Story = {
  name: 'AE-MODAL-01 AE-MODAL-02 AE-MODAL-03 AE-MODAL-04 AE-MODAL-05 the settings modal',
  play: async ({ canvasElement, globals }) => {
    const dialog = await body(canvasElement).findByRole(
      'dialog',
      { name: catalogueText(globals, 'holdingsFlows.autoEarn.settingsTitle') },
      { timeout: 5000 },
    );
    await expect(
      within(dialog).getByRole('switch', { name: catalogueText(globals, 'holdingsFlows.autoEarn.allCoins') }),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('checkbox', { name: catalogueText(globals, 'holdingsFlows.autoEarn.enabledOnly') }),
    ).toBeEnabled(); // a styled checkbox: the native input is transparent over its box
    const table = within(dialog).getByRole('table', { name: catalogueText(globals, 'holdingsFlows.autoEarn.coins') });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8), { timeout: 5000 });
    await expect(
      within(dialog).getByRole('button', { name: catalogueText(globals, 'holdingsFlows.autoEarn.expand') }),
    ).toBeVisible();
  },
};

export const NoResults: Story = {
  name: 'AE-MODAL-09 a search with no results',
  play: async ({ canvasElement, globals }) => {
    const dialog = await body(canvasElement).findByRole(
      'dialog',
      { name: catalogueText(globals, 'holdingsFlows.autoEarn.settingsTitle') },
      { timeout: 5000 },
    );
    await userEvent.type(
      within(dialog).getByRole('searchbox', { name: catalogueText(globals, 'holdingsFlows.autoEarn.search') }),
      'zzz',
    );
    await expect(
      await within(dialog).findByText(
        catalogueText(globals, 'holdingsFlows.autoEarn.noResults'),
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  name: 'AE-MODAL-06 view more on mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const dialog = await body(canvasElement).findByRole(
      'dialog',
      { name: catalogueText(globals, 'holdingsFlows.autoEarn.settingsTitle') },
      { timeout: 5000 },
    );
    await expect(
      await within(dialog).findByRole(
        'button',
        { name: catalogueText(globals, 'holdingsFlows.autoEarn.viewMore') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const CardEnabled: Story = {
  name: 'AE-CARD-01 AE-CARD-02 the card with a coin enabled',
  args: { part: 'card' },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByText(catalogueText(globals, 'holdingsFlows.autoEarn.enabling'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: catalogueText(globals, 'holdingsFlows.autoEarn.setUp') }),
    ).toBeVisible();
  },
};

export const CardOff: Story = {
  name: 'AE-CARD-03 the card with nothing enabled',
  args: { part: 'card', asset: 'USDT' },
  parameters: { seed: { marketList: marketListDtos() } },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole(
        'button',
        { name: catalogueText(globals, 'holdingsFlows.autoEarn.enable') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('switch', {
        name: catalogueText(globals, 'holdingsFlows.autoEarn.coinSwitch', { coin: 'USDT' }),
      }),
    ).not.toBeChecked();
  },
};

export const Confirm: Story = {
  name: 'AE-TOGGLE-02 the enable confirm dialog',
  args: { part: 'confirm' },
  play: async ({ canvasElement, globals }) => {
    const dialog = await body(canvasElement).findByRole(
      'dialog',
      { name: catalogueText(globals, 'holdingsFlows.autoEarn.enableTitle') },
      { timeout: 5000 },
    );
    await expect(within(dialog).getByRole('button', { name: catalogueText(globals, 'common.confirm') })).toBeVisible();
  },
};
