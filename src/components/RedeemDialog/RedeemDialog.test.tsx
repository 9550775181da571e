import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EarnProvider } from '../EarnProvider';
import { RedeemDialog, type RedeemDialogProps } from './index';

function renderDialog(props: Partial<RedeemDialogProps> = {}) {
  render(
    <EarnProvider>
      <RedeemDialog defaultOpen coin="ETH" decimalPlace={4} redeemable="2.5" {...props} />
    </EarnProvider>,
  );
  const dialog = screen.getByRole('dialog');
  return { dialog, events: userEvent.setup() };
}

describe('RedeemDialog', () => {
  it('Max fills the redeemable amount and Confirm sends it', async () => {
    const onConfirm = vi.fn();
    const { dialog, events } = renderDialog({ onConfirm });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await events.click(within(dialog).getByRole('button', { name: /max/i }));
    // Max is debounced (LP-REDEEM-13).
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Redemption amount' })).toHaveValue('2.5'));
    await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // Confirm is debounced (SH-CONST-12).
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('2.5'));
  });

  it('an amount below 0.1^decimal_place shows the minimum and cannot be confirmed', async () => {
    const { dialog, events } = renderDialog();
    await events.type(within(dialog).getByRole('textbox', { name: 'Redemption amount' }), '0.00001');
    // Four decimals: the field keeps 0.0000, below the minimum 0.0001.
    expect(within(dialog).getByText('The minimum amount is 0.0001 ETH')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('a claim reads Claimable and Amount and hides the last-hour reward it was given', () => {
    const { dialog } = renderDialog({ mode: 'claim', lastHourReward: { amount: '1', coin: 'NEW' } });
    expect(within(dialog).getByRole('heading', { name: 'Claim ETH' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toBeInTheDocument();
    expect(within(dialog).getByText('Claimable')).toBeInTheDocument();
    expect(within(dialog).queryByText('Last hour reward')).not.toBeInTheDocument();
  });

  it('shows the checkbox only when given one', async () => {
    const onCheckedChange = vi.fn();
    const { dialog, events } = renderDialog({ autoOption: { kind: 'autoStake', checked: false, onCheckedChange } });
    await events.click(within(dialog).getByRole('checkbox', { name: /Auto-stake/ }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});
