import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rateFromFraction, type Rate } from '../../domain/shared';
import { createEarnWrapper } from '../../testing';
import { Button } from '../Button';
import { LadderAprModal } from './index';
import { RATE_BASIS } from '../../domain/shared/rateBasis';

const rate = (fraction: string) => rateFromFraction(fraction) as Rate;
const tiers = [
  { left: '0', right: '500', apr: rate('0.2') },
  { left: '500', right: '', apr: rate('0.05') },
];

describe('LadderAprModal', () => {
  it('HD-FIXED-09 SE-DATA-07 tapping the bonus row opens the ladder-APR modal with the ladder table', async () => {
    const user = userEvent.setup();
    render(
      <LadderAprModal
        tiers={tiers}
        coin="USDT"
        basis={RATE_BASIS.fixed}
        bonusCoin="GT"
        trigger={<Button variant="ghost">Bonus</Button>}
      />,
      { wrapper: createEarnWrapper() },
    );
    await user.click(screen.getByRole('button', { name: 'Bonus' }));
    const dialog = screen.getByRole('dialog', { name: 'Bonus APR tiers' });
    expect(dialog).toHaveAccessibleDescription(
      'Each part of your amount earns the APR of the tier it falls in. The bonus is paid in GT.',
    );
    const table = within(dialog).getByRole('table', { name: 'Tiered APR' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        Array.from(row.querySelectorAll('th, td'), (cell) =>
          // What is read out: a compact label's short form is hidden from screen readers.
          Array.from(cell.querySelectorAll('[aria-hidden="true"]')).reduce(
            (text, hidden) => text.replace(hidden.textContent ?? '', ''),
            cell.textContent ?? '',
          ),
        ),
      );
    expect(rows).toEqual([
      ['Amount', 'APR', 'Daily rate'],
      ['0 – 500USDT', '20.00% APR, simple, fixed, net', '0.0547% a day'],
      ['Above 500USDT', '5.00% APR, simple, fixed, net', '0.0136% a day'],
    ]);
  });

  it('SH-LAYOUT-01 Escape closes it and tells the owner when controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<LadderAprModal tiers={tiers} coin="USDT" basis={RATE_BASIS.fixed} open onOpenChange={onOpenChange} />, {
      wrapper: createEarnWrapper(),
    });
    expect(screen.getByRole('dialog', { name: 'Bonus APR tiers' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('while the ladder loads the modal shows placeholders', () => {
    render(<LadderAprModal tiers={[]} coin="USDT" basis={RATE_BASIS.fixed} defaultOpen loading />, {
      wrapper: createEarnWrapper(),
    });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Loading').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  });
});
