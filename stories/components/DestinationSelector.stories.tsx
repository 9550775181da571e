import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DestinationSelector } from '../../src/components/DestinationSelector';
import { createRewardPool, createSimpleEarnOption } from '../../src/domain/launchpool/factories';
import { rateFromFraction, type Rate } from '../../src/domain/shared/rate';
import { ar } from '../../src/i18n/catalogue/ar';
import { en } from '../../src/i18n/catalogue/en';
import { interpolate } from '../../src/i18n/format';

/** The catalogue of the locale the story runs in (the story tests run in English and Arabic). */
const catalogueOf = (globals: Record<string, unknown>) => (globals.locale === 'ar' ? ar : en);
const rate = (fraction: string) => rateFromFraction(fraction) as Rate;

const flexiblePool = createRewardPool({
  coin: 'BTC',
  simpleEarn: createSimpleEarnOption({
    rate: rate('0.0525'),
    fixedPeriod: 30,
    fixedRate: rate('0.08'),
    extRate: rate('0.01'),
  }),
});
const fixedPool = createRewardPool({
  coin: 'BTC',
  simpleEarn: createSimpleEarnOption({
    rate: rate('0.0525'),
    userPeriod: 60,
    fixedRate: rate('0.08'),
    extRate: rate('0.01'),
  }),
});
const stakingPool = (coin: string) => createRewardPool({ coin, staking: { rate: rate('0.031') } });

const meta = {
  title: 'Components/DestinationSelector',
  component: DestinationSelector,
  args: { pool: flexiblePool, onValueChange: fn() },
} satisfies Meta<typeof DestinationSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

/** LP-DEST-03: simple earn without a chosen term starts on flexible; spot can be chosen. */
export const Flexible: Story = {
  name: 'LP-DEST-03 simple earn starts on flexible',
  play: async ({ canvas, userEvent, args, globals }) => {
    const m = catalogueOf(globals);
    await expect(canvas.getByRole('radiogroup', { name: m['kitChoices.destination.label'] })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: m['launchpool.destination.flexible'] })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: m['launchpool.destination.spot'] }));
    await expect(args.onValueChange).toHaveBeenCalledWith('spot');
  },
};

/** Arrow keys move and choose, following the reading direction (ArrowLeft is "next" in Arabic). */
export const Keyboard: Story = {
  name: 'LP-DEST-01 arrow keys follow the reading direction',
  play: async ({ canvas, userEvent, args, globals }) => {
    const m = catalogueOf(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: m['launchpool.destination.flexible'] })).toHaveFocus();
    await userEvent.keyboard(globals.locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: m['launchpool.destination.spot'] })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('spot');
  },
};

/** LP-DEST-02, -07, -08, -09: a chosen term locks fixed; the other options say why and toast when pressed. */
export const FixedLocked: Story = {
  name: 'LP-DEST-07 LP-DEST-08 fixed locks the destination (disabled options)',
  args: { pool: fixedPool },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const m = catalogueOf(globals);
    await expect(canvas.getByRole('radio', { name: m['launchpool.destination.fixed'] })).toBeChecked();
    const spot = canvas.getByRole('radio', { name: m['launchpool.destination.spot'] });
    await expect(spot).toHaveAttribute('aria-disabled', 'true');
    await expect(spot).toHaveAccessibleDescription(m['launchpool.destination.tip3']);
    await userEvent.click(spot);
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.getAllByText(m['launchpool.destination.tip3']).length).toBeGreaterThan(1));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByText(m['kitChoices.destination.lockedToMaturity'])).toBeVisible();
    await expect(canvas.getByText(interpolate(m['kitChoices.destination.term'], { days: 60 }))).toBeVisible();
  },
};

/** LP-DEST-04, -10: a BTC staking pool offers staking and spot. */
export const Staking: Story = {
  name: 'LP-DEST-04 LP-DEST-10 a BTC staking pool starts on staking',
  args: { pool: stakingPool('BTC') },
  play: async ({ canvas, globals }) => {
    const m = catalogueOf(globals);
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByRole('radio', { name: m['launchpool.destination.staking'] })).toBeChecked();
  },
};

/** LP-DEST-11: for USDT staking reads GUSD minting. */
export const GusdMinting: Story = {
  name: 'LP-DEST-11 USDT staking reads GUSD minting',
  args: { pool: stakingPool('USDT') },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('radio', { name: catalogueOf(globals)['launchpool.destination.gusdMinting'] }),
    ).toBeChecked();
  },
};

/** SH-MODE-04: in a unified account mode the spot option reads 'Unified account'. */
export const UnifiedAccount: Story = {
  name: 'SH-MODE-04 spot reads Unified account',
  args: { accountMode: 'unified' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('radio', { name: catalogueOf(globals)['launchpool.destination.unifiedAccount'] }),
    ).toBeVisible();
  },
};

/** LP-DEST-05, -06: a pool with neither simple earn nor staking (or staking of another coin) shows no section. */
export const NoSection: Story = {
  name: 'LP-DEST-06 no section without simple earn or staking',
  args: { pool: stakingPool('SOL') },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** The US site: the same choices. */
export const UsSite: Story = {
  globals: { site: 'us' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('radio', { name: catalogueOf(globals)['launchpool.destination.flexible'] }),
    ).toBeChecked();
  },
};

/** On a phone every option is at least 44 px high. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio'))
      await expect(radio.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
