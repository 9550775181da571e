import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import { useFormat } from '../../context';
import type { ListColumn } from '../DataTable';
import { ResponsiveList } from './ResponsiveList';

interface StakeRecord {
  id: number;
  time: number;
  coin: string;
  action: string;
  amount: string;
}

// Fixed times and amounts: screenshots must not move with the clock.
const START = Date.UTC(2024, 7, 20, 8, 0);
const coins = ['BTC', 'ETH', 'USDT', 'SOL'];
const records: StakeRecord[] = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  time: START - index * 7 * 3_600_000,
  coin: coins[index % coins.length]!,
  action: index % 3 === 2 ? 'Redeem' : 'Stake',
  amount: (((index * 37.125) % 1000) + 0.5).toFixed(6),
}));

function Amount({ value, coin }: { value: string; coin: string }) {
  return (
    <>
      {useFormat().amount(value, { decimals: 6 })} {coin}
    </>
  );
}

function Time({ value }: { value: number }) {
  return <>{useFormat().utcDateTime(value)}</>;
}

const columns: ListColumn<StakeRecord>[] = [
  { id: 'coin', header: 'Coin', cell: (record) => record.coin, card: 'title' },
  { id: 'time', header: 'Time', cell: (record) => <Time value={record.time} /> },
  { id: 'action', header: 'Type', cell: (record) => record.action },
  {
    id: 'amount',
    header: 'Amount',
    cell: (record) => <Amount value={record.amount} coin={record.coin} />,
    numeric: true,
  },
];

function History({ mobile }: { mobile: boolean }) {
  return (
    <EarnProvider timeZone="UTC">
      <div
        role="group"
        aria-label="History"
        style={{
          inlineSize: mobile ? undefined : '880px',
          padding: 'var(--ek-space-lg)',
          background: 'var(--ek-color-background)',
        }}
      >
        <ResponsiveList<StakeRecord>
          columns={columns}
          getRowKey={(record) => record.id}
          label="Staking history"
          pageSize={8}
          total={40}
          rows={records}
          items={mobile ? records.slice(0, 3) : records}
        />
      </div>
    </EarnProvider>
  );
}

describe('ResponsiveList look', () => {
  it('LP-LIST-01 SE-HIST-06 a table of 8 rows a page with pagination at 1280 px', async () => {
    await page.viewport(1280, 800);
    render(<History mobile={false} />);
    await expect.element(page.getByRole('table', { name: 'Staking history' })).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'History' })).toMatchScreenshot('responsive-list-desktop');
  });

  it('LP-LIST-02 the same columns as cards with load more at 375 px', async () => {
    await page.viewport(375, 812);
    render(<History mobile />);
    await expect.element(page.getByRole('list', { name: 'Staking history' })).toBeVisible();
    await expect.element(page.getByRole('group', { name: 'History' })).toMatchScreenshot('responsive-list-mobile');
    await page.viewport(1280, 800);
  });
});
