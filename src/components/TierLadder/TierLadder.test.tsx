import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stripIsolates } from '../../i18n/bidi';
import { createEarnWrapper } from '../../testing';
import { TierLadder, type TierLadderProps } from './index';

const transactionConfig = [
  { transactionAmount: '10000', mortgageLimit: '500' },
  { transactionAmount: '50000', mortgageLimit: '2500' },
  { transactionAmount: '200000', mortgageLimit: '10000' },
];

function renderLadder(props: Partial<TierLadderProps> = {}, provider: Parameters<typeof createEarnWrapper>[0] = {}) {
  render(<TierLadder transactionConfig={transactionConfig} userTransactionAmount="12345.678" coin="BTC" {...props} />, {
    wrapper: createEarnWrapper(provider),
  });
  return screen.getByRole('table', { name: 'Tiers by trading volume' });
}

/** A paragraph whose text, as a user reads it (no bidi isolates), matches. */
function paragraph(text: string | RegExp) {
  return screen.getByText((_content, element) => {
    if (element?.tagName !== 'P') return false;
    const read = stripIsolates(element.textContent ?? '');
    return typeof text === 'string' ? read === text : text.test(read);
  });
}

/** The table as a user reads it, row by row. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

describe('TierLadder', () => {
  it('LP-ELIG-02 DEC-19 shows tiers T1..Tn with the USD volume over the window and the cap in the coin', () => {
    const table = renderLadder();
    expect(rowsOf(table)).toEqual([
      ['Tier', 'Trading volume in 60 days', 'Cap'],
      ['T1Your tier', '10,000USD', '500BTC'],
      ['T2', '50,000USD', '2,500BTC'],
      ['T3', '200,000USD', '10,000BTC'],
    ]);
  });

  it('DEC-19 the window is transaction_days when given', () => {
    renderLadder({ transactionDays: 30 });
    expect(screen.getByRole('columnheader', { name: 'Trading volume in 30 days' })).toBeInTheDocument();
  });

  it("LP-ELIG-03 highlights the user's current tier", () => {
    const table = renderLadder({ userTransactionAmount: '60000' });
    const current = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(within(current[0]!).getByRole('rowheader')).toHaveTextContent('T2');
    expect(current[0]).toHaveTextContent('Your tier');
  });

  it('LP-ELIG-04 the tip says how much volume is still needed for the next tier, rounded up to cents', () => {
    renderLadder({ userTransactionAmount: '12345.678' });
    expect(
      paragraph('Trade 37,654.33 USD more within 60 days to reach T2 and stake up to 2,500 BTC'),
    ).toBeInTheDocument();
    expect(paragraph('Your trading volume: 12,345.67 USD')).toBeInTheDocument();
  });

  it('LP-ELIG-04 below T1 no tier is highlighted and the tip names T1', () => {
    const table = renderLadder({ userTransactionAmount: '0' });
    expect(
      within(table)
        .getAllByRole('row')
        .some((row) => row.hasAttribute('aria-current')),
    ).toBe(false);
    expect(paragraph(/to reach T1 and stake up to 500 BTC/)).toBeInTheDocument();
  });

  it('LP-ELIG-04 at the top tier the tip says so', () => {
    renderLadder({ userTransactionAmount: '250000' });
    expect(screen.getByText('You have reached the highest tier')).toBeInTheDocument();
  });

  it("SH-US-01 on the US site the tip says 'commit', not 'stake'", () => {
    renderLadder({}, { site: 'us' });
    expect(paragraph(/and commit up to 2,500 BTC/)).toBeInTheDocument();
    expect(screen.queryByText(/stake/i)).not.toBeInTheDocument();
  });

  it('without a volume (a guest) the ladder shows with no tier highlighted, no volume and no tip', () => {
    const table = renderLadder({ userTransactionAmount: null });
    expect(rowsOf(table)[1]).toEqual(['T1', '10,000USD', '500BTC']);
    expect(
      within(table)
        .getAllByRole('row')
        .some((row) => row.hasAttribute('aria-current')),
    ).toBe(false);
    expect(screen.queryByText(/Your trading volume/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Trade .* more/)).not.toBeInTheDocument();
  });

  it('while loading it shows placeholders announced as loading, and no tip', () => {
    render(<TierLadder transactionConfig={transactionConfig} userTransactionAmount="0" coin="BTC" loading />, {
      wrapper: createEarnWrapper(),
    });
    expect(screen.getByText('Loading').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/Trade/)).not.toBeInTheDocument();
  });

  it('SH-ERR-05 a pool without tiers shows no records', () => {
    render(<TierLadder transactionConfig={[]} userTransactionAmount="0" coin="BTC" />, {
      wrapper: createEarnWrapper(),
    });
    expect(screen.getByText('No records')).toBeInTheDocument();
  });
});
