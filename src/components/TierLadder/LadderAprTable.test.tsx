import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RATE_BASIS, rateFromFraction, type Rate } from '../../domain/shared';
import { createEarnWrapper } from '../../testing';
import { LadderAprTable } from './index';

const rate = (fraction: string) => rateFromFraction(fraction) as Rate;
const tiers = [
  { left: '0', right: '1000', apr: rate('0.1095') },
  { left: '1000', right: '10000', apr: rate('0.0365') },
  { left: '10000', right: '-1', apr: rate('0.01') },
];

/** A cell's text as read out: a compact label's short form is hidden from screen readers, its full form is not. */
function spokenText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), spokenText));
}

describe('LadderAprTable', () => {
  it('SE-DATA-07 SE-CALC-01 shows each tier: its amount range in the coin, its APR and its daily rate = APR / 365', () => {
    render(<LadderAprTable tiers={tiers} coin="USDT" basis={RATE_BASIS.fixed} />, { wrapper: createEarnWrapper() });
    const table = screen.getByRole('table', { name: 'Tiered APR' });
    expect(rowsOf(table)).toEqual([
      ['Amount', 'APR', 'Daily rate'],
      ['0 – 1,000USDT', '10.95% APR, simple, fixed, net', '0.0300% a day'],
      ['1,000 – 10,000USDT', '3.65% APR, simple, fixed, net', '0.0100% a day'],
      ['Above 10,000USDT', '1.00% APR, simple, fixed, net', '0.0027% a day'],
    ]);
  });

  it('SE-CALC-01 the daily rate column can be left out', () => {
    render(<LadderAprTable tiers={tiers} coin="USDT" basis={RATE_BASIS.fixed} showDailyRate={false} />, {
      wrapper: createEarnWrapper(),
    });
    expect(screen.queryByRole('columnheader', { name: 'Daily rate' })).not.toBeInTheDocument();
  });

  it('SH-ERR-05 an empty ladder shows no records; loading shows a status', () => {
    const { unmount } = render(<LadderAprTable tiers={[]} coin="USDT" basis={RATE_BASIS.fixed} />, {
      wrapper: createEarnWrapper(),
    });
    expect(screen.getByText('No records')).toBeInTheDocument();
    unmount();
    render(<LadderAprTable tiers={tiers} coin="USDT" basis={RATE_BASIS.fixed} loading />, {
      wrapper: createEarnWrapper(),
    });
    expect(screen.getByText('Loading').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  });

  it("with an amount, each tier's part of it and the blended rate: the exact per-tier sum / amount", () => {
    // 1,000 at 10.95 % + 4,000 at 3.65 % = 109.5 + 146 = 255.5 a year on 5,000: 5.11 %.
    render(<LadderAprTable tiers={tiers} coin="USDT" basis={RATE_BASIS.fixed} amount="5000" />, {
      wrapper: createEarnWrapper(),
    });
    expect(rowsOf(screen.getByRole('table', { name: 'Tiered APR' }))).toEqual([
      ['Amount', 'Your part', 'APR', 'Daily rate'],
      ['0 – 1,000USDT', '1,000USDT', '10.95% APR, simple, fixed, net', '0.0300% a day'],
      ['1,000 – 10,000USDT', '4,000USDT', '3.65% APR, simple, fixed, net', '0.0100% a day'],
      ['Above 10,000USDT', '0USDT', '1.00% APR, simple, fixed, net', '0.0027% a day'],
    ]);
    expect(document.querySelector('[data-slot="blended-rate"]')).toHaveTextContent(
      'Your rate for 5,000 USDT: 5.11% APR, simple, fixed, net',
    );
  });

  it('the blended rate of a flexible ladder includes the base rate it is added to; no amount, no blended rate', () => {
    const { unmount } = render(
      <LadderAprTable tiers={tiers} coin="USDT" basis={RATE_BASIS.flexible} baseRate={rate('0.02')} amount="500" />,
      { wrapper: createEarnWrapper() },
    );
    expect(document.querySelector('[data-slot="blended-rate"]')).toHaveTextContent(
      'Your rate for 500 USDT: 12.95% APR, simple, estimate, net',
    );
    unmount();
    render(<LadderAprTable tiers={tiers} coin="USDT" basis={RATE_BASIS.flexible} amount="" />, {
      wrapper: createEarnWrapper(),
    });
    expect(document.querySelector('[data-slot="blended-rate"]')).toBeNull();
  });
});
