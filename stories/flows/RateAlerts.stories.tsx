import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  initialRateAlertsState,
  rateAlertsReducer,
  type RateAlertsEvent,
  type RateAlertsState,
} from '../../src/domain/rateAlerts';
import { rateFromFraction, type Rate } from '../../src/domain/shared/rate';
import { FlexibleHoldingDetail, RateAlertList, RateAlertsProvider } from '../../src/flows/holdings';
import type { FakeEarnBackendSeed } from '../../src/flows/holdings/fakeEarnBackend.testing';
import { FIXTURE_NOW, flexibleHoldingDto } from '../../src/flows/holdings/holdingsFixtures.testing';
import { HoldingsStoryProviders } from '../../src/flows/holdings/storyProviders.testing';
import { marketListDtos } from '../../src/flows/autoEarn/autoEarnFixtures.testing';
import { catalogueText } from '../components/storyCatalogue';

/** The setting's fields open under its 'Set alert' (or 'Change alert') button, which loads them on first press. */
async function openFields(canvas: ReturnType<typeof within>, globals: Record<string, unknown>, key: 'set' | 'change') {
  await userEvent.click(
    await canvas.findByRole('button', { name: catalogueText(globals, `rateAlerts.setting.${key}`) }, { timeout: 5000 }),
  );
}

const HOUR = 3_600_000;
const rate = (fraction: string) => rateFromFraction(fraction) as Rate;

const seed: FakeEarnBackendSeed = {
  flexibleHoldings: [flexibleHoldingDto('USDT'), flexibleHoldingDto('BTC', { min_lend_rate_year: '0.02' })],
  marketList: marketListDtos(['USDT']),
};

/** A USDT alert set at 5 % with a floor of 4.5 % and a fall of 20 %, then a day of the market falling. */
const alerting: RateAlertsState = (
  [
    {
      type: 'RULE.SET',
      rule: { holdingId: 'USDT', coin: 'USDT', floor: rate('0.045'), drop: rate('0.2'), referenceRate: rate('0.05') },
    },
    { type: 'RATE.UPDATE', holdingId: 'USDT', rate: rate('0.044'), at: FIXTURE_NOW + HOUR },
    { type: 'RATE.UPDATE', holdingId: 'USDT', rate: rate('0.039'), at: FIXTURE_NOW + 2 * HOUR },
    {
      type: 'LENDING.UPDATE',
      holdingId: 'BTC',
      coin: 'BTC',
      principal: '1',
      minimumLendRate: rate('0.02'),
      marketRate: rate('0.015'),
      at: FIXTURE_NOW + 3 * HOUR,
    },
  ] satisfies RateAlertsEvent[]
).reduce(rateAlertsReducer, initialRateAlertsState);

/** The same, with the BTC unlent alert muted from the list. */
const withMuted = rateAlertsReducer(alerting, { type: 'ALERT.MUTE', alertId: 3 });

interface RateAlertsStoryProps {
  /** What the alerts start from. */
  state: RateAlertsState;
  /** Show the USDT holding panel with its setting above the list. */
  panel?: boolean;
}

function RateAlertsStory({ state, panel = false }: RateAlertsStoryProps) {
  return (
    // The stories show a state as given: no watch of the positions, no toasts.
    <RateAlertsProvider defaultState={state} watch={false} toast={false} onAlert={fn()}>
      {panel ? <FlexibleHoldingDetail asset="USDT" now={FIXTURE_NOW} today="2024-05-01" /> : null}
      <RateAlertList />
    </RateAlertsProvider>
  );
}

const meta = {
  title: 'Flows/RateAlerts',
  component: RateAlertsStory,
  args: { state: initialRateAlertsState },
  decorators: [
    (Story, context) => (
      <HoldingsStoryProviders seed={seed} globals={context.globals}>
        <Story />
      </HoldingsStoryProviders>
    ),
  ],
} satisfies Meta<typeof RateAlertsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: 'no alert yet',
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(catalogueText(globals, 'rateAlerts.list.empty'))).toBeVisible();
  },
};

export const Alerts: Story = {
  name: 'a floor, a fall and unlent coins, newest first',
  args: { state: alerting },
  play: async ({ canvas }) => {
    // The list's items load with the first alert to list.
    const list = await canvas.findByRole('list', {}, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Muted: Story = {
  name: 'an alert muted from the list',
  args: { state: withMuted },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole(
        'button',
        { name: catalogueText(globals, 'rateAlerts.alert.unmuteNotLent', { coin: 'BTC' }) },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const MuteFromTheAlert: Story = {
  name: 'muting from the alert itself',
  args: { state: alerting },
  play: async ({ canvas, globals }) => {
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: catalogueText(globals, 'rateAlerts.alert.muteFloor', { coin: 'USDT' }) },
        { timeout: 5000 },
      ),
    );
    await expect(
      await canvas.findByRole('button', {
        name: catalogueText(globals, 'rateAlerts.alert.unmuteFloor', { coin: 'USDT' }),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(catalogueText(globals, 'rateAlerts.alert.muted'))).toBeVisible();
  },
};

export const SettingUnset: Story = {
  name: 'the setting on a holding without an alert',
  args: { panel: true },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: catalogueText(globals, 'rateAlerts.setting.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(catalogueText(globals, 'rateAlerts.setting.none'))).toBeVisible();
    await openFields(canvas, globals, 'set');
    await expect(
      await canvas.findByRole('button', { name: catalogueText(globals, 'rateAlerts.setting.save') }, { timeout: 5000 }),
    ).toBeDisabled();
  },
};

export const SettingSaved: Story = {
  name: 'the setting of a holding with an alert',
  args: { panel: true, state: alerting },
  play: async ({ canvas, globals }) => {
    await openFields(canvas, globals, 'change');
    await expect(
      await canvas.findByRole(
        'button',
        { name: catalogueText(globals, 'rateAlerts.setting.remove') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const SettingFallTooLarge: Story = {
  name: 'the setting refusing a fall above 100 %',
  args: { panel: true },
  play: async ({ canvas, globals }) => {
    await openFields(canvas, globals, 'set');
    const fall = await canvas.findByRole(
      'textbox',
      { name: new RegExp(catalogueText(globals, 'rateAlerts.setting.drop')) },
      { timeout: 5000 },
    );
    await userEvent.type(fall, '150');
    await expect(await canvas.findByText(catalogueText(globals, 'rateAlerts.setting.dropTooLarge'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: catalogueText(globals, 'rateAlerts.setting.save') }),
    ).toBeDisabled();
  },
};
