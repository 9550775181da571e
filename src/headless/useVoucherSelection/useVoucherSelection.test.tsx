import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rateFromFraction, type Rate } from '../../domain/shared/rate';
import type { Voucher } from '../../domain/simpleEarn/models';
import { useVoucherSelection, type UseVoucherSelectionOptions } from './useVoucherSelection';

const voucher = (id: number): Voucher => ({
  id,
  title: `Voucher ${id}`,
  rateDay: 7,
  rateRatio: rateFromFraction('0.05') as Rate,
  buyLimitLow: '0',
  buyLimitHigh: '0',
  usingCurrency: 'USDT',
  expiredTimest: 1_720_000_000,
});

function renderSelection(initial: UseVoucherSelectionOptions) {
  return renderHook((props: UseVoucherSelectionOptions) => useVoucherSelection(props), { initialProps: initial });
}

describe('useVoucherSelection', () => {
  it('SE-VOUCH-02 nothing is selected while loading; the first voucher once the list loads', () => {
    const { result, rerender } = renderSelection({ vouchers: undefined });
    expect(result.current.selection).toBeNull();
    rerender({ vouchers: [voucher(4), voucher(5)] });
    expect(result.current.selection).toBe(4);
    expect(result.current.voucher?.title).toBe('Voucher 4');
  });

  it('SE-VOUCH-03 toggling the selected voucher deselects it, and the same list does not reselect it', () => {
    const list = [voucher(4), voucher(5)];
    const { result, rerender } = renderSelection({ vouchers: list });
    act(() => result.current.toggle(4));
    expect(result.current.selection).toBeNull();
    rerender({ vouchers: [...list] });
    expect(result.current.selection).toBeNull();
    act(() => result.current.toggle(5));
    expect(result.current.selection).toBe(5);
  });

  it('SE-VOUCH-04 revoke clears the selection and reports it', () => {
    const onValueChange = vi.fn();
    const { result } = renderSelection({ vouchers: [voucher(4)], onValueChange });
    act(() => result.current.revoke());
    expect(result.current.selection).toBeNull();
    expect(onValueChange).toHaveBeenLastCalledWith(null, null);
  });

  it('SE-VOUCH-02 a new list whose ids no longer include the selection selects its first voucher', () => {
    const { result, rerender } = renderSelection({ vouchers: [voucher(4)] });
    rerender({ vouchers: [voucher(9), voucher(10)] });
    expect(result.current.selection).toBe(9);
  });

  it('SE-VOUCH-02 a controlled owner is told of the first voucher of a list that loads, with that voucher', () => {
    const onValueChange = vi.fn();
    const { rerender } = renderSelection({ vouchers: undefined, value: null, onValueChange });
    expect(onValueChange).not.toHaveBeenCalled();
    rerender({ vouchers: [voucher(4), voucher(5)], value: null, onValueChange });
    expect(onValueChange).toHaveBeenLastCalledWith(4, expect.objectContaining({ id: 4, title: 'Voucher 4' }));
  });

  it('autoSelect false leaves the selection empty', () => {
    const { result } = renderSelection({ vouchers: [voucher(4)], autoSelect: false });
    expect(result.current.selection).toBeNull();
  });
});
