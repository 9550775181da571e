import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  RedeemTimeline,
  redeemTimelineOrientationNames,
  redeemTimelineVariantNames,
  type RedeemTimelineBaseProps,
  type RedeemTimelineProps,
  type RedeemTimelineVariant,
} from '../../src/components/RedeemTimeline';
import { stripIsolates } from '../../src/i18n/bidi';
import { formatDateTime } from '../../src/i18n/formatDate';
import { shownMessages } from '../../src/i18n/catalogues';

// Fixed times, so every run (and every screenshot) shows the same dates.
const subscribedAt = Date.UTC(2024, 2, 10, 15, 42);
const HOUR = 3_600_000;

/** The messages of the locale and site the story runs in (the story tests run in English and Arabic). */
const messagesOf = (globals: Record<string, unknown>) =>
  shownMessages(String(globals.locale ?? 'en'), globals.site === 'us' ? 'us' : 'global');
/** A date as the provider shows it: the browser's zone (the stories set none), with the UTC offset. */
const dateOf = (globals: Record<string, unknown>, at: number) =>
  formatDateTime(at, { locale: String(globals.locale ?? 'en'), withUtc: true });
const stepsOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem');
const textOf = (element: Element | undefined) => stripIsolates(element?.textContent ?? '');

/**
 * The props are a union (one schedule per variant), which Storybook cannot type a play function from;
 * the stories take every schedule field as optional and the render passes them on.
 */
type TimelineArgs = RedeemTimelineBaseProps & {
  variant: RedeemTimelineVariant;
  subscribedAt?: number;
  submittedAt?: number;
  lockUpPeriod?: number;
  reinvest?: boolean;
  incomeDays?: number;
  redeemMinday?: number;
  redeemMaxday?: number;
  quickMinutes?: number;
};

const meta: Meta<TimelineArgs> = {
  title: 'Components/RedeemTimeline',
  component: RedeemTimeline as (props: TimelineArgs) => ReturnType<typeof RedeemTimeline>,
  render: (args) => <RedeemTimeline {...(args as RedeemTimelineProps)} />,
  args: { variant: 'flexible', subscribedAt },
  argTypes: {
    variant: { control: 'select', options: redeemTimelineVariantNames },
    orientation: { control: 'inline-radio', options: redeemTimelineOrientationNames },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '480px' }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<TimelineArgs>;

/** Flexible, as the subscribe dialog previews it: interest after 1 hour, received after 2, redeem any time. */
export const Flexible: Story = {
  name: 'SE-TIMELINE-01 SE-TIMELINE-02 SE-TIMELINE-03 flexible',
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const steps = stepsOf(canvasElement);
    await expect(
      within(canvasElement).getByRole('list', { name: m['kitSchedules.timeline.subscribeLabel'] }),
    ).toBeVisible();
    await expect(textOf(steps[1])).toContain(m['simpleEarn.timeline.interestStart']);
    await expect(textOf(steps[1])).toContain(dateOf(globals, subscribedAt + HOUR));
    await expect(textOf(steps[2])).toContain(dateOf(globals, subscribedAt + 2 * HOUR));
    await expect(textOf(steps[3])).toContain(m['simpleEarn.timeline.immediate']);
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
  },
};

/** An hour and a half in: subscribed (done), interest started (current), the rest upcoming. */
export const InProgress: Story = {
  name: 'SE-TIMELINE-02 step states at now',
  args: { variant: 'flexible', subscribedAt, now: subscribedAt + 1.5 * HOUR },
  play: async ({ canvasElement }) => {
    const steps = stepsOf(canvasElement);
    await expect(steps.map((step) => step.dataset.state)).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
  },
};

/** Fixed, 30 days: interest from the next 00:00 UTC, maturity after 31 days, arrival about 30 minutes later. */
export const Fixed: Story = {
  name: 'SE-TIMELINE-04 SE-TIMELINE-05 SE-TIMELINE-06 fixed',
  args: { variant: 'fixed', subscribedAt, lockUpPeriod: 30 },
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const steps = stepsOf(canvasElement);
    await expect(steps).toHaveLength(4);
    await expect(textOf(steps[1])).toContain(dateOf(globals, Date.UTC(2024, 2, 11)));
    await expect(textOf(steps[2])).toContain(m['simpleEarn.timeline.maturity']);
    await expect(textOf(steps[2])).toContain(dateOf(globals, Date.UTC(2024, 3, 10)));
    await expect(textOf(steps[3])).toContain(dateOf(globals, Date.UTC(2024, 3, 10, 0, 30)));
  },
};

/** Fixed with auto-reinvest: the last step is the next subscription, and there is no redeem step. */
export const FixedReinvest: Story = {
  name: 'SE-TIMELINE-07 SE-TIMELINE-08 fixed with reinvest',
  args: { variant: 'fixed', subscribedAt, lockUpPeriod: 30, reinvest: true },
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const steps = stepsOf(canvasElement);
    await expect(steps).toHaveLength(3);
    await expect(textOf(steps[2])).toContain(m['simpleEarn.timeline.nextSubscription']);
    await expect(within(canvasElement).queryByText(m['simpleEarn.timeline.redemptionArrival'])).toBeNull();
  },
};

/** The flexible redemption: submitted, and in the account at once. */
export const FlexibleRedeem: Story = {
  name: 'SE-REDEEM-04 flexible redemption',
  args: { variant: 'flexibleRedeem', submittedAt: subscribedAt },
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    await expect(
      within(canvasElement).getByRole('list', { name: m['kitSchedules.timeline.redeemLabel'] }),
    ).toBeVisible();
    await expect(stepsOf(canvasElement).map((step) => step.dataset.state)).toEqual(['done', 'current']);
  },
};

/** Standard staking redemption taking 1 to 3 days: the arrival shows the latest date and the range. */
export const StakingStandard: Story = {
  name: 'ST-REDEEM-02 standard staking redemption',
  args: { variant: 'stakingStandard', submittedAt: subscribedAt, incomeDays: 1, redeemMinday: 1, redeemMaxday: 3 },
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const arrival = textOf(stepsOf(canvasElement)[1]);
    await expect(arrival).toContain(dateOf(globals, subscribedAt + 3 * 24 * HOUR));
    await expect(arrival).toContain(
      m['staking.redeem.period.minDiffersFromMax'].replace('{min}', '1').replace('{max}', '3'),
    );
  },
};

/** Fast staking redemption: about 30 minutes. */
export const StakingFast: Story = {
  name: 'ST-REDEEM-01 fast staking redemption',
  args: { variant: 'stakingFast', submittedAt: subscribedAt, quickMinutes: 30 },
  play: async ({ canvasElement, globals }) => {
    const m = messagesOf(globals);
    const arrival = textOf(stepsOf(canvasElement)[1]);
    await expect(arrival).toContain(dateOf(globals, subscribedAt + 30 * 60_000));
    await expect(arrival).toContain(m['kitSchedules.timeline.aboutMinutes'].replace('{minutes}', '30'));
  },
};

/** Horizontal, on a wide layout: the steps sit side by side. */
export const Horizontal: Story = {
  args: { variant: 'fixed', subscribedAt, lockUpPeriod: 7, orientation: 'horizontal', now: Date.UTC(2024, 2, 12) },
  decorators: [(Story) => <div style={{ maxInlineSize: '720px' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const [first, second] = stepsOf(canvasElement);
    await expect(Math.abs(first!.getBoundingClientRect().top - second!.getBoundingClientRect().top)).toBeLessThan(1);
  },
};

/** On a phone a horizontal timeline is drawn vertically. */
export const Mobile: Story = {
  name: 'SH-LAYOUT-01 mobile',
  args: { variant: 'fixed', subscribedAt, lockUpPeriod: 7, orientation: 'horizontal' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [first, second] = stepsOf(canvasElement);
    await expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(first!.getBoundingClientRect().bottom - 1);
  },
};

/** The VIP theme: the same timeline with the gold accent. */
export const Vip: Story = {
  args: { variant: 'fixed', subscribedAt, lockUpPeriod: 30, now: Date.UTC(2024, 2, 20) },
  globals: { theme: 'vip' },
  play: async ({ canvasElement }) => {
    await expect(stepsOf(canvasElement).map((step) => step.dataset.state)).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
  },
};
