import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import type { ListColumn } from '../DataTable';
import { CardList } from './index';

interface Row {
  id: number;
  coin: string;
  amount: string;
  time: string;
}
const columns: ListColumn<Row>[] = [
  { id: 'coin', header: 'Coin', cell: (row) => row.coin, card: 'title' },
  { id: 'time', header: 'Time', cell: (row) => row.time },
  { id: 'amount', header: 'Amount', cell: (row) => `${row.amount} ${row.coin}`, numeric: true },
];
const rows: Row[] = [
  { id: 1, coin: 'BTC', amount: '0.125000', time: '2024-08-20 08:00' },
  { id: 2, coin: 'USDT', amount: '1,250.000000', time: '2024-08-19 16:30' },
];

describe('CardList look', () => {
  it('LP-LIST-02 records as cards on a phone, with the load-more footer', async () => {
    await page.viewport(375, 812);
    render(
      <EarnProvider timeZone="UTC">
        <div style={{ padding: 'var(--ek-space-lg)', background: 'var(--ek-color-background)' }}>
          <CardList columns={columns} items={rows} getRowKey={(row) => row.id} label="Holdings" hasMore />
        </div>
      </EarnProvider>,
    );
    const list = page.getByRole('list', { name: 'Holdings' });
    await expect.element(list).toBeVisible();
    await expect
      .element(list.element().closest<HTMLElement>('[data-slot="card-list"]')!)
      .toMatchScreenshot('card-list-mobile');
  });
});
