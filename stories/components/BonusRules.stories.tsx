import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BonusRules } from '../../src/components/BonusRules';
import { stripIsolates } from '../../src/i18n/bidi';
import { formatDateTime } from '../../src/i18n/formatDate';
import { shownMessages } from '../../src/i18n/catalogues';

const messagesOf = (globals: Record<string, unknown>) =>
  shownMessages(String(globals.locale ?? 'en'), globals.site === 'us' ? 'us' : 'global');
const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

// Fixed times, so every run shows the same dates.
const pool = { awardAsset: 'GT', extAwardLimit: '5000', startAt: Date.UTC(2024, 2, 1), endAt: Date.UTC(2024, 2, 31) };

async function open(canvasElement: HTMLElement, globals: Record<string, unknown>) {
  const m = messagesOf(globals);
  await userEvent.click(within(canvasElement).getByRole('button', { name: m['kitSchedules.bonus.trigger'] }));
  return bodyOf(canvasElement).findByRole('dialog', { name: m['kitSchedules.bonus.title'] });
}

const meta = {
  title: 'Components/BonusRules',
  component: BonusRules,
  args: { pool, asset: 'USDT' },
} satisfies Meta<typeof BonusRules>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: a popover under its trigger with the coin, times, limit, six rules and two examples. */
export const Desktop: Story = {
  name: 'SE-BONUS-02 SE-BONUS-03 SE-BONUS-04 SE-BONUS-05 SE-BONUS-06 bonus rules popover',
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const trigger = within(canvasElement).getByRole('button', { name: m['kitSchedules.bonus.trigger'] });
    const popover = await open(canvasElement, globals);
    await expect(popover.getAttribute('data-slot')).toBe('popover-content');
    const text = stripIsolates(popover.textContent ?? '');
    await expect(text).toContain(formatDateTime(pool.startAt, { locale: String(globals.locale), withUtc: true }));
    await expect(text).toContain(formatDateTime(pool.endAt, { locale: String(globals.locale), withUtc: true }));
    await expect(text).toContain('5,000');
    const rules = within(
      within(popover).getByRole('heading', { name: m['kitSchedules.bonus.rules'] }).closest('section')!,
    ).getAllByRole('listitem');
    await expect(rules).toHaveLength(6);
    const examples = within(
      within(popover).getByRole('heading', { name: m['kitSchedules.bonus.examples'] }).closest('section')!,
    ).getAllByRole('listitem');
    await expect(examples).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(popover).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Mobile: the same rules in a bottom sheet. */
export const Mobile: Story = {
  name: 'SE-BONUS-07 bottom sheet on mobile',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, globals }) => {
    const sheet = await open(canvasElement, globals);
    await Promise.all(sheet.getAnimations().map((animation) => animation.finished));
    await expect(sheet.getAttribute('data-presentation')).toBe('sheet');
    const view = canvasElement.ownerDocument.defaultView!;
    await expect(sheet.getBoundingClientRect().bottom).toBe(view.innerHeight);
    await expect(within(sheet).getAllByRole('listitem')).toHaveLength(8);
  },
};

/** While the award pool loads. */
export const Loading: Story = {
  args: { pool: null },
  play: async ({ canvasElement, globals }) => {
    const popover = await open(canvasElement, globals);
    await expect(popover.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The VIP theme. */
export const Vip: Story = {
  globals: { theme: 'vip' },
  play: async ({ canvasElement, globals }) => {
    await expect(await open(canvasElement, globals)).toBeVisible();
  },
};
