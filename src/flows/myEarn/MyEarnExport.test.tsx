import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../domain/shared/csv.testing';
import { renderWithApi } from '../shared/renderWithApi.testing';
import { saveEarnExport } from './earnExport';
import { MyEarn } from './MyEarn';
import { ALL_FAMILIES, MY_EARN_NOW, createMyEarnClient, type MyEarnSeed } from './myEarnFixtures.testing';

const SEED: MyEarnSeed = {
  ...ALL_FAMILIES,
  holdings: {
    ...ALL_FAMILIES.holdings,
    flexibleHistory: [{ id: 11, asset: 'USDT', type: 1, amount: '1000.1', time_at: MY_EARN_NOW / 1000 - 7200 }],
  },
  stakingProfits: [{ coin: 'ETH', id: 21, amount: '0.00027397', hoursAgo: 8 }],
  stakingTokens: [{ coin: 'WBETH', mortgageCoin: 'ETH', tokens: '10', dailyRates: ['1', '1.01', '1.015'] }],
  launchpoolRecords: [
    { id: 31, type: 'stake', coin: 'USDT', amount: '300' },
    { id: 32, type: 'reward', coin: 'NEWT', amount: '40' },
  ],
};

async function exportFile(seed: MyEarnSeed, profile?: string) {
  const files: File[] = [];
  renderWithApi(
    <MyEarn simpleEarn={<p>Simple Earn holdings</p>} saveExportFile={(file) => void files.push(file)} />,
    createMyEarnClient(seed),
    { user: { kind: 'user', name: 'alice', vipLevel: 0, verified: true }, clock: () => MY_EARN_NOW },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Export history' }));
  if (profile) await userEvent.click(await screen.findByRole('radio', { name: profile }));
  await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(files).toHaveLength(1));
  const [header, ...rows] = parseCsv(await files[0]!.text());
  return {
    file: files[0]!,
    rows: rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? '']))),
  };
}

describe("My earn's export", () => {
  it('exports every family held with a history call, each row tagged with its product and kind, the ledger days as rewards', async () => {
    const { file, rows } = await exportFile(SEED);
    expect(file.name).toBe('earn-history-all-2026-11-26.csv');
    expect(rows.map((row) => [row.product, row.entry, row.trigger, row.amount, row.amount_coin])).toEqual([
      ['flexible', 'subscription', 'user', '1000.1', 'USDT'],
      ['staking', 'reward', 'user', '0.00027397', 'ETH'],
      // WBETH's two ledger days: 10 × 0.01 and 10 × 0.005 ETH.
      ['staking', 'reward', 'rateLedger', '0.1', 'ETH'],
      ['staking', 'reward', 'rateLedger', '0.05', 'ETH'],
      ['launchpool', 'subscription', 'user', '300', 'USDT'],
      ['launchpool', 'reward', 'user', '40', 'NEWT'],
      ['dual', 'subscription', 'user', '200', 'USDT'],
      ['dual', 'subscription', 'user', '50', 'USDT'],
    ]);
    expect(screen.getByText('Exported 8 records to earn-history-all-2026-11-26.csv')).toHaveAttribute('role', 'status');
  });

  it("writes Koinly's universal format when chosen", async () => {
    const { file, rows } = await exportFile(SEED, 'Koinly');
    expect(file.name).toBe('earn-history-all-2026-11-26-koinly.csv');
    expect(rows.map((row) => [row.Label, row.Description])).toContainEqual([
      'lending interest',
      'reward (rateLedger), staking',
    ]);
    expect(rows.map((row) => row.Label)).toContain('add to pool');
  });

  it('reads each list page by page to its end, a page at a time, and counts the records as it goes', async () => {
    const { client, double } = createMyEarnClient({
      ...SEED,
      launchpoolRecords: [1, 2, 3].map((id) => ({ id, type: 'stake' as const, coin: 'USDT', amount: String(id) })),
    });
    const files: File[] = [];
    const seen: number[] = [];
    const outcome = await saveEarnExport({
      client,
      sources: { families: ['launchpool'], stakingCoins: [], rateLedgers: [] },
      label: (key) => key,
      now: MY_EARN_NOW,
      pageSize: 2,
      fileName: 'all.csv',
      onProgress: (progress) => seen.push(progress.records),
      save: (file) => void files.push(file),
    });
    expect(outcome).toBe('done');
    const [, ...rows] = parseCsv(await files[0]!.text());
    expect(rows).toHaveLength(3);
    // The header, then the stakes' two pages (2, then the short page of 1 that ends them); the rewards' first page is
    // empty, which ends them with nothing written.
    expect(seen).toEqual([0, 2, 3]);
    const pages = double.calls
      .map((call) => new URL(call.request.url))
      .filter((url) => url.pathname.endsWith('/user-records'))
      .map((url) => [url.searchParams.get('type'), url.searchParams.get('page')]);
    expect(pages).toEqual([
      ['stake', '1'],
      ['stake', '2'],
      ['reward', '1'],
    ]);
  });
});
