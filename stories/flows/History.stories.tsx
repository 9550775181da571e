import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { History, HistoryDialog } from '../../src/flows/history';
import { fixedHistoryDtos, flexibleHistoryDtos, HISTORY_TODAY } from '../../src/flows/history/historyFixtures.testing';
import type { EarnUser } from '../../src/context';
import type { FakeEarnBackendSeed } from '../../src/flows/holdings/fakeEarnBackend.testing';
import { HoldingsStoryProviders } from '../../src/flows/holdings/storyProviders.testing';
import { catalogueText } from '../components/storyCatalogue';

const seed: FakeEarnBackendSeed = { flexibleHistory: flexibleHistoryDtos(20), fixedHistory: fixedHistoryDtos(4) };

const meta = {
  title: 'Flows/History',
  component: History,
  args: { today: HISTORY_TODAY },
  decorators: [
    (Story, context) => (
      <HoldingsStoryProviders
        seed={seed}
        globals={context.globals}
        // A story's `parameters.user` stands in for the logged-in user (a guest, say).
        {...(context.parameters.user ? { user: context.parameters.user as EarnUser } : {})}
      >
        <Story />
      </HoldingsStoryProviders>
    ),
  ],
} satisfies Meta<typeof History>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  name: 'SE-HIST-01 SE-HIST-02 SE-HIST-03 SE-HIST-04 SE-HIST-06 the history page, 8 a page',
  play: async ({ canvas, globals }) => {
    const table = await canvas.findByRole(
      'table',
      { name: catalogueText(globals, 'holdingsFlows.history.flexibleList') },
      { timeout: 5000 },
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(9));
    await expect(
      canvas.getByRole('combobox', { name: catalogueText(globals, 'holdingsFlows.history.coin') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: catalogueText(globals, 'holdingsFlows.history.type') }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: catalogueText(globals, 'kitData.dateRange.start') })).toHaveValue(
      '2023-11-15',
    );
  },
};

export const FixedTab: Story = {
  name: 'SE-HIST-01 the fixed history',
  play: async ({ canvas, globals }) => {
    await userEvent.click(canvas.getByRole('tab', { name: catalogueText(globals, 'holdingsFlows.tab.fixed') }));
    await expect(
      await canvas.findByRole(
        'table',
        { name: catalogueText(globals, 'holdingsFlows.history.fixedList') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const Dialog: Story = {
  name: 'SE-HIST-06 the history dialog, 6 a page',
  render: (args) => <HistoryDialog defaultOpen today={args.today} />,
  play: async ({ canvasElement, globals }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: catalogueText(globals, 'holdingsFlows.history.dialogTitle') },
      { timeout: 5000 },
    );
    const table = await within(dialog).findByRole(
      'table',
      { name: catalogueText(globals, 'holdingsFlows.history.flexibleList') },
      { timeout: 5000 },
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
  },
};

export const Guest: Story = {
  name: 'a guest meets a Log in prompt, not a loading table',
  parameters: { user: { kind: 'guest' } satisfies EarnUser },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(await canvas.findByText(catalogueText(globals, 'holdingsFlows.history.guest'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: catalogueText(globals, 'holdingsFlows.login') })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull();
  },
};

export const ExportCsv: Story = {
  name: 'Export CSV writes the filtered history and says so in a polite status',
  // The file is kept by the story rather than downloaded, so a run leaves nothing behind.
  args: { saveExportFile: () => undefined },
  play: async ({ canvas, globals }) => {
    await canvas.findByRole(
      'table',
      { name: catalogueText(globals, 'holdingsFlows.history.flexibleList') },
      { timeout: 5000 },
    );
    const button = canvas.getByRole('button', { name: catalogueText(globals, 'holdingsFlows.history.export') });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(button);
    const done = catalogueText(globals, 'holdingsFlows.history.export.done', {
      records: 20,
      fileName: 'earn-history-flexible-2023-11-15-to-2024-05-15.csv',
    });
    await expect(await canvas.findByText(done, {}, { timeout: 5000 })).toHaveAttribute('aria-live', 'polite');
  },
};

/** The last file the profile story exported, kept instead of downloaded. */
let profileFile: File | null = null;

export const ExportProfileChoice: Story = {
  name: 'the File format group picks the tax tool: CoinTracker writes its own columns and file name',
  args: { saveExportFile: (file: File) => void (profileFile = file) },
  play: async ({ canvas, globals }) => {
    await canvas.findByRole(
      'table',
      { name: catalogueText(globals, 'holdingsFlows.history.flexibleList') },
      { timeout: 5000 },
    );
    const formats = canvas.getByRole('radiogroup', {
      name: catalogueText(globals, 'holdingsFlows.history.export.profile'),
    });
    await expect(
      within(formats).getByRole('radio', {
        name: catalogueText(globals, 'holdingsFlows.history.export.profile.generic'),
      }),
    ).toBeChecked();
    await userEvent.click(
      within(formats).getByRole('radio', {
        name: catalogueText(globals, 'holdingsFlows.history.export.profile.cointracker'),
      }),
    );
    const button = canvas.getByRole('button', { name: catalogueText(globals, 'holdingsFlows.history.export') });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(button);
    const done = catalogueText(globals, 'holdingsFlows.history.export.done', {
      records: 20,
      fileName: 'earn-history-flexible-2023-11-15-to-2024-05-15-cointracker.csv',
    });
    await expect(await canvas.findByText(done, {}, { timeout: 5000 })).toHaveAttribute('aria-live', 'polite');
    // Blob.text() drops the byte order mark, so the header is the text's start.
    await expect(await profileFile!.text()).toMatch(/^\uFEFF?Date,Received Quantity,Received Currency,/);
  },
};

export const ExportNothing: Story = {
  name: 'with no records listed, Export CSV is disabled and says why',
  decorators: [
    (Story, context) => (
      <HoldingsStoryProviders seed={{}} globals={context.globals}>
        <Story />
      </HoldingsStoryProviders>
    ),
  ],
  play: async ({ canvas, globals }) => {
    await canvas.findByText(catalogueText(globals, 'noRecord'), {}, { timeout: 5000 });
    const button = canvas.getByRole('button', { name: catalogueText(globals, 'holdingsFlows.history.export') });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(catalogueText(globals, 'holdingsFlows.history.export.nothing'));
  },
};
