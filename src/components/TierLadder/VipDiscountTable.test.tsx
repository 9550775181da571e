import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rateFromFraction, type Rate } from '../../domain/shared';
import { createEarnWrapper } from '../../testing';
import { VipDiscountTable, type VipDiscountTableProps } from './index';

const vipConfig = [
  { minTier: 1, maxTier: 3, vipSale: '0.1' },
  { minTier: 4, maxTier: 7, vipSale: '0.2' },
  { minTier: 8, maxTier: 8, vipSale: '0.5' },
];

function renderTable(props: Partial<VipDiscountTableProps> = {}) {
  return render(<VipDiscountTable vipConfig={vipConfig} tier={5} isCrowd={false} {...props} />, {
    wrapper: createEarnWrapper(),
  });
}

describe('VipDiscountTable', () => {
  it("ST-VIP-01 ST-MODAL-07 shows each VIP range with its discount and highlights the user's range", () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'VIP fee discounts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['V1-V310% off', 'V4-V7Your level20% off', 'V850% off']);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
  });

  it('ST-VIP-01 with a fee rate, the fee after each discount is shown', () => {
    renderTable({ feeRate: rateFromFraction('0.001') as Rate });
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(rows[0]!).getByRole('columnheader', { name: 'Fee after discount' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('0.09%');
    expect(rows[2]).toHaveTextContent('0.08%');
    expect(rows[3]).toHaveTextContent('0.05%');
  });

  it('ST-VIP-02 the panel shows only when vip_config exists', () => {
    renderTable({ vipConfig: null });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("ST-VIP-03 the panel shows only when the user's tier is known", () => {
    renderTable({ tier: null });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('ST-VIP-04 the panel shows only when the user is not in crowd mode', () => {
    renderTable({ isCrowd: true });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('ST-VIP-01 a tier outside every range highlights no row', () => {
    renderTable({ tier: 0 });
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('row')
        .some((row) => row.hasAttribute('aria-current')),
    ).toBe(false);
  });
});
