import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { EarnProvider } from '../EarnProvider';
import { useFormat } from '../../context';
import { DataTable, type ListColumn } from './index';

interface Row {
  id: number;
  coin: string;
  amount: string;
  apr: string;
}

function Amount({ value, coin }: { value: string; coin: string }) {
  return (
    <>
      {useFormat().amount(value, { decimals: 6 })} {coin}
    </>
  );
}

const columns: ListColumn<Row>[] = [
  { id: 'coin', header: 'Coin', cell: (row) => row.coin },
  { id: 'amount', header: 'Amount', cell: (row) => <Amount value={row.amount} coin="USDT" />, numeric: true },
  { id: 'apr', header: 'APR', cell: (row) => row.apr, numeric: true },
];
const rows: Row[] = [
  { id: 1, coin: 'BTC', amount: '1.5', apr: '5.25%' },
  { id: 2, coin: 'ETH', amount: '12345.123456', apr: '12.00%' },
  { id: 3, coin: 'SOL', amount: '0.000001', apr: '0.50%' },
];

function Table({ locale }: { locale?: string }) {
  return (
    <EarnProvider timeZone="UTC" locale={locale}>
      <div style={{ inlineSize: '720px', padding: 'var(--ek-space-lg)', background: 'var(--ek-color-surface)' }}>
        <DataTable
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
          caption="Holdings"
          pagination={{ total: 57 }}
        />
      </div>
    </EarnProvider>
  );
}

/** Where each amount's decimal point sits, in px from the left of the viewport. */
function decimalPointEdges(): number[] {
  return Array.from(document.querySelectorAll('tbody tr')).map((row) => {
    const node = row.children[1]!.querySelector('bdi')!.firstChild!;
    const text = node.textContent!;
    const range = document.createRange();
    range.setStart(node, text.indexOf('.'));
    range.setEnd(node, text.indexOf('.') + 1);
    return Math.round(range.getBoundingClientRect().left);
  });
}

describe('DataTable look', () => {
  it('LP-LIST-01 amounts with the same decimals line up on the decimal point, in LTR', async () => {
    await page.viewport(1280, 800);
    render(<Table />);
    await expect.element(page.getByRole('table', { name: 'Holdings' })).toBeVisible();
    expect(new Set(decimalPointEdges()).size).toBe(1);
    await expect
      .element(
        page.getByRole('table', { name: 'Holdings' }).element().closest<HTMLElement>('[data-slot="data-table"]')!,
      )
      .toMatchScreenshot('data-table-ltr');
  });

  it('LP-LIST-01 SH-LOCALE-01 and in RTL, where amounts still read left to right', async () => {
    await page.viewport(1280, 800);
    render(<Table locale="ar" />);
    await expect.element(page.getByRole('table', { name: 'Holdings' })).toBeVisible();
    expect(new Set(decimalPointEdges()).size).toBe(1);
    await expect
      .element(
        page.getByRole('table', { name: 'Holdings' }).element().closest<HTMLElement>('[data-slot="data-table"]')!,
      )
      .toMatchScreenshot('data-table-rtl');
  });
});
