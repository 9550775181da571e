import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rateFromFraction, type Rate } from '../../domain/shared';
import { createEarnWrapper } from '../../testing';
import { LadderAprTable } from './index';

const rate = (fraction: string) => rateFromFraction(fraction) as Rate;
const tiers = [
  { left: '0', right: '1000', apr: rate('0.1095') },
  { left: '1000', right: '10000', apr: rate('0.0365') },
  { left: '10000', right: '-1', apr: rate('0.01') },
];

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

describe('LadderAprTable', () => {
  it('SE-DATA-07 SE-CALC-01 shows each tier: its amount range in the coin, its APR and its daily rate = APR / 365', () => {
    render(<LadderAprTable tiers={tiers} coin="USDT" />, { wrapper: createEarnWrapper() });
    const table = screen.getByRole('table', { name: 'Tiered APR' });
    expect(rowsOf(table)).toEqual([
      ['Amount', 'APR', 'Daily rate'],
      ['0 – 1,000USDT', '10.95%', '0.0300%'],
      ['1,000 – 10,000USDT', '3.65%', '0.0100%'],
      ['Above 10,000USDT', '1.00%', '0.0027%'],
    ]);
  });

  it('SE-CALC-01 the daily rate column can be left out', () => {
    render(<LadderAprTable tiers={tiers} coin="USDT" showDailyRate={false} />, { wrapper: createEarnWrapper() });
    expect(screen.queryByRole('columnheader', { name: 'Daily rate' })).not.toBeInTheDocument();
  });

  it('SH-ERR-05 an empty ladder shows no records; loading shows a status', () => {
    const { unmount } = render(<LadderAprTable tiers={[]} coin="USDT" />, { wrapper: createEarnWrapper() });
    expect(screen.getByText('No records')).toBeInTheDocument();
    unmount();
    render(<LadderAprTable tiers={tiers} coin="USDT" loading />, { wrapper: createEarnWrapper() });
    expect(screen.getByText('Loading').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  });
});
