import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RedeemAccountType } from '../../domain/simpleEarn/constants';
import type { EarnProviderProps } from '../EarnProvider';
import type { AccountModeName } from '../../context';
import { createEarnWrapper } from '../../testing';
import { RedeemToSelector, type RedeemToSelectorProps } from './RedeemToSelector';

function renderSelector(props: RedeemToSelectorProps = {}, provider: Omit<EarnProviderProps, 'children'> = {}) {
  return render(<RedeemToSelector {...props} />, { wrapper: createEarnWrapper(provider) });
}

const withMode = (mode: AccountModeName) => ({ accountMode: { mode, firstOpen: false, useFunding: false } });

describe('RedeemToSelector', () => {
  it('SE-DEST-01 SE-DEST-03 offers flexible or spot, with flexible chosen by default', () => {
    renderSelector();
    expect(screen.getByRole('radiogroup', { name: 'Redeem to' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Flexible Simple Earn' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Spot' })).not.toBeChecked();
  });

  it('SE-DEST-02 choosing spot reports 0 and choosing flexible reports 1', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    renderSelector({ onValueChange });
    await user.click(screen.getByRole('radio', { name: 'Spot' }));
    expect(onValueChange).toHaveBeenLastCalledWith(RedeemAccountType.spot);
    expect(onValueChange).toHaveBeenLastCalledWith(0);
    await user.click(screen.getByRole('radio', { name: 'Flexible Simple Earn' }));
    expect(onValueChange).toHaveBeenLastCalledWith(1);
  });

  it('SH-MODE-04 the spot option reads Unified account in every unified mode, Spot in classic', () => {
    for (const mode of ['single_currency', 'multi_currency', 'unified'] as const) {
      const { unmount } = renderSelector({}, withMode(mode));
      expect(screen.getByRole('radio', { name: 'Unified account' })).toBeInTheDocument();
      unmount();
    }
    renderSelector({}, withMode('classic'));
    expect(screen.getByRole('radio', { name: 'Spot' })).toBeInTheDocument();
  });

  it('SH-MODE-04 an accountMode prop overrides the provider', () => {
    renderSelector({ accountMode: 'unified' }, withMode('classic'));
    expect(screen.getByRole('radio', { name: 'Unified account' })).toBeInTheDocument();
  });

  it('SE-DEST-04 with a reason the choice is locked: focusable, described, and pressing says why', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    const reason = 'Less than 1 hour left before maturity; changes are no longer possible';
    renderSelector({ value: RedeemAccountType.spot, unavailableReason: reason, onValueChange });
    const flexible = screen.getByRole('radio', { name: 'Flexible Simple Earn' });
    expect(flexible).toHaveAttribute('aria-disabled', 'true');
    expect(flexible).toHaveAccessibleDescription(expect.stringContaining(reason));
    await user.click(flexible);
    expect(onValueChange).not.toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent(reason);
    expect(screen.getByRole('radio', { name: 'Spot' })).toBeChecked();
  });

  it('controlled: shows the value it is given', () => {
    renderSelector({ value: RedeemAccountType.spot });
    expect(screen.getByRole('radio', { name: 'Spot' })).toBeChecked();
  });
});
