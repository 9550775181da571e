import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { rateFromFraction, type Rate } from '../../domain/shared/rate';
import type { Voucher } from '../../domain/simpleEarn/models';
import type { VoucherSelection } from '../../domain/simpleEarn/vouchers';
import { createEarnWrapper } from '../../testing';
import { VoucherPicker, type VoucherPickerProps } from './VoucherPicker';

function voucher(overrides: Partial<Voucher> = {}): Voucher {
  return {
    id: 1,
    title: 'Summer boost',
    rateDay: 7,
    rateRatio: rateFromFraction('0.05') as Rate,
    buyLimitLow: '100',
    buyLimitHigh: '10000',
    usingCurrency: 'USDT',
    // 2024-07-01 08:30:00 UTC, in seconds as the API sends it.
    expiredTimest: Date.UTC(2024, 6, 1, 8, 30) / 1000,
    ...overrides,
  };
}

const vouchers = [
  voucher(),
  voucher({
    id: 2,
    title: 'Welcome gift',
    buyLimitHigh: '0',
    rateDay: 30,
    rateRatio: rateFromFraction('0.02') as Rate,
  }),
];

function renderPicker(props: Partial<VoucherPickerProps> = {}) {
  return render(<VoucherPicker vouchers={vouchers} {...props} />, { wrapper: createEarnWrapper() });
}

const checkedNames = () =>
  screen
    .queryAllByRole('radio')
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => within(radio).getByText(/boost|gift/).textContent);

describe('VoucherPicker', () => {
  it('SE-VOUCH-01 SE-VOUCH-10 lists each voucher with its extra APR, days, limits and expiry date and time', () => {
    renderPicker();
    expect(screen.getByRole('radiogroup', { name: 'Rate-up vouchers' })).toBeInTheDocument();
    const summer = screen.getByRole('radio', { name: 'Summer boost' });
    expect(summer).toHaveTextContent('+5.00% APR');
    expect(summer).toHaveTextContent('Boost lasts 7 days');
    expect(summer).toHaveTextContent('Purchase 100–10,000 USDT');
    expect(summer).toHaveTextContent('Valid until 07/01/2024, 08:30');
  });

  it('SE-VOUCH-07 a buy_limit_high of 0 reads as no upper limit', () => {
    renderPicker();
    expect(screen.getByRole('radio', { name: 'Welcome gift' })).toHaveTextContent(
      'Purchase from 100 USDT, no upper limit',
    );
  });

  it('SE-VOUCH-02 the first recommended voucher is selected on load', () => {
    const onValueChange = vi.fn();
    const { rerender } = render(<VoucherPicker vouchers={undefined} loading onValueChange={onValueChange} />, {
      wrapper: createEarnWrapper(),
    });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    rerender(<VoucherPicker vouchers={vouchers} onValueChange={onValueChange} />);
    expect(checkedNames()).toEqual(['Summer boost']);
    expect(onValueChange).toHaveBeenCalledWith(1, vouchers[0]);
  });

  it('SE-VOUCH-02 a controlled owner is told the first voucher when the list loads', () => {
    function Owner() {
      const [selection, setSelection] = useState<VoucherSelection>(null);
      return <VoucherPicker vouchers={vouchers} value={selection} onValueChange={setSelection} />;
    }
    render(<Owner />, { wrapper: createEarnWrapper() });
    expect(checkedNames()).toEqual(['Summer boost']);
  });

  it('SE-VOUCH-03 tapping the selected voucher deselects it; tapping another selects that one', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    renderPicker({ onValueChange });
    await user.click(screen.getByRole('radio', { name: 'Summer boost' }));
    expect(checkedNames()).toEqual([]);
    expect(onValueChange).toHaveBeenLastCalledWith(null, null);
    await user.click(screen.getByRole('radio', { name: 'Welcome gift' }));
    expect(checkedNames()).toEqual(['Welcome gift']);
    expect(onValueChange).toHaveBeenLastCalledWith(2, vouchers[1]);
  });

  it('SE-VOUCH-03 Space on the selected voucher deselects it too', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Summer boost' })).toHaveFocus();
    await user.keyboard(' ');
    expect(checkedNames()).toEqual([]);
  });

  it("SE-VOUCH-04 'Don't use a voucher' revokes the selection and returns focus to the list", async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    renderPicker({ onValueChange });
    const revoke = screen.getByRole('button', { name: 'Don’t use a voucher' });
    await user.click(revoke);
    expect(checkedNames()).toEqual([]);
    expect(onValueChange).toHaveBeenLastCalledWith(null, null);
    expect(revoke).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Summer boost' })).toHaveFocus();
  });

  it('SE-VOUCH-09 shows the estimated extra interest of the selected voucher for the amount', () => {
    renderPicker({ amount: '1000' });
    // 1000 × 0.05 × 7 / 365 = 0.95890410958… rounded down to 8 decimals.
    const row = screen.getByText('Estimated extra interest').closest('[data-slot="info-row"]') as HTMLElement;
    expect(row).toHaveTextContent('0.95890410');
    expect(row).toHaveTextContent('USDT');
  });

  it('SE-VOUCH-08 an amount below buy_limit_low earns no voucher income', () => {
    renderPicker({ amount: '50' });
    const row = screen.getByText('Estimated extra interest').closest('[data-slot="info-row"]') as HTMLElement;
    expect(row).toHaveTextContent(/^Estimated extra interest0(\.0+)?\s?USDT$/);
  });

  it('while loading shows placeholders announced as loading, with no options', () => {
    renderPicker({ loading: true });
    const loading = screen.getAllByRole('status').find((region) => region.getAttribute('aria-busy') === 'true');
    expect(loading).toHaveTextContent('Loading');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('an empty list says there are no vouchers', () => {
    renderPicker({ vouchers: [] });
    expect(screen.getByText('No vouchers available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Don’t use a voucher' })).not.toBeInTheDocument();
  });

  it('a failed load says so and retries on request', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    renderPicker({ error: true, onRetry });
    const alert = screen
      .getAllByRole('alert')
      .find((region) => region.getAttribute('data-slot') === 'error-state') as HTMLElement;
    expect(alert).toHaveTextContent('Network error, please try again later');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
