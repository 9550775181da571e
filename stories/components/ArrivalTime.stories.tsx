import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { ArrivalTime, type ArrivalTimeProps } from '../../src/components/ArrivalTime';
import { catalogueText } from './storyCatalogue';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const EXPECTED = Date.UTC(2026, 2, 5, 8, 0, 0);

/** A clock that starts `left` before the expected time and runs in real time from when it is made. */
function clockAt(left: number): () => number {
  const origin = Date.now();
  return () => EXPECTED - left + (Date.now() - origin);
}

/** An arrival whose clock starts `left` before the expected time when it mounts, so every run sees the same time. */
function LiveArrival({ left, ...props }: ArrivalTimeProps & { left: number }) {
  const [clock] = useState(() => clockAt(left));
  return <ArrivalTime {...props} clock={clock} />;
}

type LiveArgs = Partial<ArrivalTimeProps> & { left?: number };
const live = (left: number) => (args: LiveArgs) => <LiveArrival {...(args as ArrivalTimeProps)} left={left} />;

const meta = {
  title: 'Components/ArrivalTime',
  component: ArrivalTime,
  args: { bounds: { expected: EXPECTED, latestBy: EXPECTED } },
} satisfies Meta<typeof ArrivalTime>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A standard staking redemption: expected at its stamp, at the latest on the settlement hour after it. */
export const ExpectedAndLatest: Story = {
  name: 'A range: expected, latest by, and a countdown',
  args: { bounds: { expected: EXPECTED + 17 * MINUTE, latestBy: EXPECTED + HOUR } },
  render: live(2 * DAY + 3 * HOUR),
  play: async ({ canvas, globals }) => {
    const group = canvas.getByRole('group', { name: catalogueText(globals, 'kitSchedules.arrival.label') });
    await expect(group).toHaveTextContent(catalogueText(globals, 'kitSchedules.arrival.expected', { time: '' }).trim());
    await expect(
      canvas.getByRole('timer', { name: catalogueText(globals, 'kitSchedules.arrival.countdown') }),
    ).toBeVisible();
  },
};

/** A fixed order's payout or a dual-earn settlement: one known time, expected and latest alike. */
export const OneTime: Story = {
  name: 'One time: the latest is the expected',
  render: live(45 * MINUTE),
  play: async ({ canvas, globals }) => {
    const group = canvas.getByRole('group', { name: catalogueText(globals, 'kitSchedules.arrival.label') });
    await expect(group).toHaveTextContent(catalogueText(globals, 'kitSchedules.arrival.latestBy', { time: '' }).trim());
  },
};

/** The expected time passes while shown: 'Arriving now', announced, and onDue runs once. */
export const BecomesDue: Story = {
  name: 'The expected time comes: arriving now',
  args: { onDue: fn() },
  render: live(2 * SECOND),
  play: async ({ canvas, args, globals }) => {
    const due = catalogueText(globals, 'kitSchedules.arrival.due');
    await waitFor(() => expect(canvas.queryByRole('timer')).not.toBeInTheDocument(), { timeout: 4000 });
    await expect(canvas.getAllByText(due).length).toBeGreaterThan(0);
    await waitFor(() => expect(args.onDue).toHaveBeenCalledTimes(1));
  },
};

/** Already past the expected time when shown (the row waits for the next read to move to history). */
export const Due: Story = {
  name: 'Past the expected time, before the latest',
  args: { bounds: { expected: EXPECTED, latestBy: EXPECTED + HOUR }, clock: () => EXPECTED + MINUTE },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(catalogueText(globals, 'kitSchedules.arrival.due'))).toBeVisible();
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { bounds: { expected: EXPECTED + 17 * MINUTE, latestBy: EXPECTED + HOUR } },
  render: live(3 * HOUR),
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('timer', { name: catalogueText(globals, 'kitSchedules.arrival.countdown') }),
    ).toBeVisible();
  },
};
