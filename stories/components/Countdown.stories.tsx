import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Countdown, countdownVariantNames, type CountdownProps } from '../../src/components/Countdown';
import { ar } from '../../src/i18n/catalogue/ar';
import { en } from '../../src/i18n/catalogue/en';

const catalogueOf = (globals: Record<string, unknown>) => (globals.locale === 'ar' ? ar : en);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const START = Date.UTC(2025, 0, 10, 8, 0, 0);

/** A clock that starts `left` before START and runs in real time from when it is made. */
function clockAt(left: number): () => number {
  const origin = Date.now();
  return () => START - left + (Date.now() - origin);
}

/** A countdown whose clock starts `left` before START when it mounts, so every run sees the same time. */
function LiveCountdown({ left, ...props }: CountdownProps & { left: number }) {
  const [clock] = useState(() => clockAt(left));
  return <Countdown {...props} clock={clock} />;
}

type LiveArgs = Partial<CountdownProps> & { left?: number };
const live = (left: number) => (args: LiveArgs) => <LiveCountdown {...(args as CountdownProps)} left={left} />;

const meta = {
  title: 'Components/Countdown',
  component: Countdown,
  args: { target: START },
  argTypes: { variant: { control: 'inline-radio', options: countdownVariantNames } },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** LP-STAKE-10: days ahead of the project start. */
export const Days: Story = {
  name: 'LP-STAKE-10 counting down to the start time',
  render: live(2 * DAY + 3 * HOUR + 15 * MINUTE + 9 * SECOND),
  play: async ({ canvas, globals }) => {
    const timer = canvas.getByRole('timer', { name: catalogueOf(globals)['kitBasics.countdown.startsIn'] });
    await expect(timer).toHaveTextContent('02');
    await expect(timer).toHaveTextContent('15');
  },
};

/** It ticks each second. */
export const Ticking: Story = {
  args: { variant: 'boxed' },
  render: live(5 * MINUTE + 30 * SECOND),
  play: async ({ canvas, canvasElement }) => {
    const timer = canvas.getByRole('timer');
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2500 });
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toBeInTheDocument();
  },
};

/** The start passes while shown: 'Started', announced, and onComplete runs once. */
export const ReachesStart: Story = {
  args: { onComplete: fn() },
  render: live(2 * SECOND),
  play: async ({ canvas, args, globals }) => {
    const started = catalogueOf(globals)['kitBasics.countdown.started'];
    await waitFor(() => expect(canvas.queryByRole('timer')).not.toBeInTheDocument(), { timeout: 4000 });
    await expect(canvas.getAllByText(started).length).toBeGreaterThan(0);
    // onComplete runs in an effect just after the 'Started' render.
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1));
  },
};

/** Already started when shown. */
export const Started: Story = {
  args: { clock: () => START + HOUR },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(catalogueOf(globals)['kitBasics.countdown.started'])).toBeVisible();
  },
};

/** A label of its own, boxed, on a phone. */
export const MobileBoxed: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { label: 'Ends in', variant: 'boxed' },
  render: live(3 * HOUR),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Ends in' })).toBeVisible();
  },
};
