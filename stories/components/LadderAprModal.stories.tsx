import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { LadderAprModal } from '../../src/components/LadderAprModal';
import { RATE_BASIS, rateFromFraction, type Rate } from '../../src/domain/shared';
import { shownMessages } from '../../src/i18n/catalogues';
import { formatPercent } from '../../src/i18n/formatRate';

const messagesOf = (globals: Record<string, unknown>) =>
  shownMessages(String(globals.locale ?? 'en'), globals.site === 'us' ? 'us' : 'global');
const rate = (fraction: string) => rateFromFraction(fraction) as Rate;
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** The dialog once its opening animation has finished (it fades in from transparent). */
async function settled(dialog: HTMLElement) {
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

const tiers = [
  { left: '0', right: '500', apr: rate('0.2') },
  { left: '500', right: '5000', apr: rate('0.08') },
  { left: '5000', right: '', apr: rate('0.02') },
];

const meta = {
  title: 'Components/LadderAprModal',
  component: LadderAprModal,
  args: {
    tiers,
    coin: 'USDT',
    basis: RATE_BASIS.fixed,
    // The amount typed or held: the table adds each tier's part and the blended rate (P-47).
    amount: '1200',
    bonusCoin: 'GT',
    onOpenChange: fn(),
    // A holding detail's bonus row opens it (HD-FIXED-09).
    trigger: <Button variant="secondary">Bonus tiers</Button>,
  },
} satisfies Meta<typeof LadderAprModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tapping the bonus row opens the ladder: each range, its APR and its daily rate. */
export const Desktop: Story = {
  name: 'HD-FIXED-09 SE-DATA-07 ladder APR modal',
  play: async ({ canvasElement, globals, args }) => {
    const m = messagesOf(globals);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bonus tiers' }));
    const dialog = await bodyOf(canvasElement).findByRole('dialog', { name: m['kitSchedules.ladderModal.title'] });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    const table = within(dialog).getByRole('table', { name: m['kitSchedules.ladder.caption'] });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    // 500 at 20 % + 700 at 8 % = 156 a year on 1,200: 13.00 %, the exact per-tier sum / amount (P-47).
    await expect(dialog.querySelector('[data-slot="blended-rate"]')).toHaveTextContent(
      formatPercent('0.13', { locale: String(globals.locale ?? 'en') }),
    );
    await expect(dialog.getAttribute('data-presentation')).toBe('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** On a phone it is a bottom sheet. */
export const Mobile: Story = {
  name: 'SH-LAYOUT-01 mobile sheet',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bonus tiers' }));
    const dialog = await bodyOf(canvasElement).findByRole('dialog', {
      name: messagesOf(globals)['kitSchedules.ladderModal.title'],
    });
    await expect(dialog.getAttribute('data-presentation')).toBe('sheet');
  },
};

/** While the ladder loads. */
export const Loading: Story = {
  args: { loading: true, tiers: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bonus tiers' }));
    const dialog = await bodyOf(canvasElement).findByRole('dialog');
    await expect(dialog.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** A product without a ladder. */
export const Empty: Story = {
  name: 'SH-ERR-05 empty',
  args: { tiers: [] },
  play: async ({ canvasElement, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bonus tiers' }));
    const dialog = await settled(await bodyOf(canvasElement).findByRole('dialog'));
    await expect(within(dialog).getByText(messagesOf(globals).noRecord)).toBeVisible();
  },
};

/** The VIP theme. */
export const Vip: Story = {
  globals: { theme: 'vip' },
  args: { defaultOpen: true },
  play: async ({ canvasElement, globals }) => {
    const dialog = await bodyOf(canvasElement).findByRole('dialog', {
      name: messagesOf(globals)['kitSchedules.ladderModal.title'],
    });
    await expect(await settled(dialog)).toBeVisible();
  },
};
