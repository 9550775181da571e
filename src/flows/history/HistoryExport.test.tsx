import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../domain/decimal';
import { parseCsv, readCsvCell } from '../../domain/shared/csv.testing';
import { createFakeEarnBackend, type FakeEarnBackendSeed } from '../holdings/fakeEarnBackend.testing';
import { renderFlow } from '../holdings/flowTestSetup.testing';
import { History } from './History';
import { HistoryDialog } from './HistoryDialog';
import { fixedHistoryDtos, flexibleHistoryDtos, HISTORY_TODAY } from './historyFixtures.testing';

const seed: FakeEarnBackendSeed = { flexibleHistory: flexibleHistoryDtos(20), fixedHistory: fixedHistoryDtos(3) };

/** Renders the history; the exported files land in `files`, as a download would hand them to the user. */
function renderHistory(options: { seed?: FakeEarnBackendSeed; hangExportPage?: number } = {}) {
  const backend = createFakeEarnBackend(options.seed ?? seed);
  const files: File[] = [];
  const result = renderFlow(<History today={HISTORY_TODAY} saveExportFile={(file) => void files.push(file)} />, {
    respond: (request) => {
      const query = new URL(request.url).searchParams;
      const exporting = query.get('limit') === '100';
      return exporting && Number(query.get('page')) === options.hangExportPage ? 'hang' : backend.respond(request);
    },
  });
  const exportCalls = () => result.requests().filter((request) => request.includes('limit=100'));
  return { ...result, files, exportCalls };
}

/** The data rows of the exported file, the guard's apostrophes taken off. */
async function csvRows(file: File): Promise<string[][]> {
  const [, ...rows] = parseCsv(await file.text());
  return rows.map((cells) => cells.map(readCsvCell));
}

describe('History export', () => {
  it('Export CSV writes every page of the filtered history, and its first rows are the rows of the table', async () => {
    const { files, exportCalls } = renderHistory();
    const coin = screen.getByRole('combobox', { name: 'Coin' });
    await within(coin).findByRole('option', { name: 'BTC' });
    await userEvent.selectOptions(coin, 'BTC');
    const table = screen.getByRole('table', { name: 'Flexible history' });
    await waitFor(() => expect(within(table).queryAllByText('USDT')).toHaveLength(0));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(9));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() =>
      expect(
        screen.getByText('Exported 10 records to earn-history-flexible-2023-11-15-to-2024-05-15.csv'),
      ).toBeVisible(),
    );
    expect(exportCalls().every((call) => call.includes('asset=BTC'))).toBe(true);
    expect(files.map((file) => file.name)).toEqual(['earn-history-flexible-2023-11-15-to-2024-05-15.csv']);
    const text = await files[0]!.text();
    expect(text.startsWith('\uFEFFtime_utc,product,record_id,coin,type,type_label,amount,amount_coin,')).toBe(true);

    const rows = await csvRows(files[0]!);
    // 10 of the 20 records are BTC; 8 show on the table's first page.
    expect(rows).toHaveLength(10);
    const shown = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(
      rows
        .slice(0, 8)
        .map(([, , , coin, , typeLabel, amount, amountCoin]) => [
          coin,
          typeLabel,
          `${new Decimal(amount!).toFixed(8)} ${amountCoin}`,
        ]),
      // The coin cell shows the coin's icon letter before its ticker.
    ).toEqual(shown.map(([, coin, type, amount]) => [coin!.slice(-3), type, amount]));
    expect(rows.every(([time]) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(time!))).toBe(true);
  });

  it('Export CSV of the fixed tab writes the fixed history with its term, APR and order id', async () => {
    const { files } = renderHistory();
    await userEvent.click(screen.getByRole('tab', { name: 'Fixed' }));
    await within(await screen.findByRole('table', { name: 'Fixed history' })).findAllByText('30 days');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await screen.findByText('Exported 3 records to earn-history-fixed-2023-11-15-to-2024-05-15.csv');
    const rows = await csvRows(files[0]!);
    expect(rows.map((cells) => [cells[1], cells[6], cells[8], cells[9], cells[11]])).toEqual([
      ['fixed', '500', '30', '0.06', '9000'],
      ['fixed', '500', '30', '0.06', '9001'],
      ['fixed', '500', '30', '0.06', '9002'],
    ]);
  });

  it('progress is announced in a polite status while pages are read, and Cancel stops fetching and saves nothing', async () => {
    const { files, exportCalls } = renderHistory({ hangExportPage: 2 });
    await screen.findByRole('table', { name: 'Flexible history' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute('aria-disabled'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const status = await screen.findByText('Exporting: 20 records so far (pages read: 1)');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(exportCalls()).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByText('Export cancelled after 20 records; no file was saved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel export' })).not.toBeInTheDocument();
    expect(exportCalls()).toHaveLength(2);
    expect(files).toEqual([]);
  });

  it('with no records listed, Export CSV is disabled and says why', async () => {
    renderHistory({ seed: {} });
    await screen.findByText('No records');
    const button = screen.getByRole('button', { name: 'Export CSV' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('No records are listed, so there is nothing to export');
  });

  it('the history dialog offers Export CSV too', async () => {
    renderFlow(<HistoryDialog defaultOpen today={HISTORY_TODAY} />, {
      respond: createFakeEarnBackend(seed).respond,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Simple Earn history' });
    expect(within(dialog).getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('a guest sees no Export CSV', () => {
    renderFlow(<History today={HISTORY_TODAY} />, {
      respond: createFakeEarnBackend(seed).respond,
      user: { kind: 'guest' },
    });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });
  it('the file format chosen beside the button writes that tax tool’s file: Koinly’s universal columns, tagged rows', async () => {
    const { files } = renderHistory();
    const formats = screen.getByRole('radiogroup', { name: 'File format' });
    expect(within(formats).getByRole('radio', { name: 'Generic CSV' })).toBeChecked();
    await userEvent.click(within(formats).getByRole('radio', { name: 'Koinly' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('earn-history-flexible-2023-11-15-to-2024-05-15-koinly.csv');
    const [header, ...rows] = parseCsv(await files[0]!.text());
    expect(header).toEqual([
      'Date',
      'Sent Amount',
      'Sent Currency',
      'Received Amount',
      'Received Currency',
      'Fee Amount',
      'Fee Currency',
      'Net Worth Amount',
      'Net Worth Currency',
      'Label',
      'Description',
      'TxHash',
    ]);
    expect(rows).toHaveLength(20);
    expect(rows.every(([date]) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/.test(date!))).toBe(true);
    expect(new Set(rows.map((row) => row[9]))).not.toContain('');
  });
});
