import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CumulativeInterestDialog } from '../../src/flows/history';
import { dailyInterestDtos, HISTORY_TODAY } from '../../src/flows/history/historyFixtures.testing';
import { HoldingsStoryProviders } from '../../src/flows/holdings/storyProviders.testing';
import { catalogueText } from '../components/storyCatalogue';

const meta = {
  title: 'Flows/CumulativeInterestDialog',
  component: CumulativeInterestDialog,
  args: { asset: 'USDT', defaultOpen: true, today: HISTORY_TODAY },
  decorators: [
    (Story, context) => (
      <HoldingsStoryProviders seed={{ flexibleHistory: dailyInterestDtos(12) }} globals={context.globals}>
        <Story />
      </HoldingsStoryProviders>
    ),
  ],
} satisfies Meta<typeof CumulativeInterestDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, globals: Record<string, unknown>) =>
  within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    { name: catalogueText(globals, 'holdingsFlows.interest.title') },
    { timeout: 5000 },
  );

export const DailyLog: Story = {
  name: 'SE-INT-01 SE-INT-02 SE-INT-03 a date range and the per-day log, 7 a page',
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogOf(canvasElement, globals);
    await expect(
      within(dialog).getByRole('textbox', { name: catalogueText(globals, 'kitData.dateRange.start') }),
    ).toBeVisible();
    const table = await within(dialog).findByRole(
      'table',
      { name: catalogueText(globals, 'holdingsFlows.interest.list') },
      { timeout: 5000 },
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
  },
};

export const HourlyDetail: Story = {
  name: 'SE-INT-04 a day opens its hourly detail',
  play: async ({ canvasElement, globals }) => {
    const dialog = await dialogOf(canvasElement, globals);
    const table = await within(dialog).findByRole(
      'table',
      { name: catalogueText(globals, 'holdingsFlows.interest.list') },
      { timeout: 5000 },
    );
    const [first] = await within(table).findAllByRole('button', { expanded: false });
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};
