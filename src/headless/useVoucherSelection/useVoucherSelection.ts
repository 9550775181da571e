import { useCallback, useEffectEvent, useLayoutEffect } from 'react';
import type { Voucher } from '../../domain/simpleEarn/models';
import {
  initialVoucherSelection,
  revokeVoucherSelection,
  selectedVoucher,
  toggleVoucher,
  type VoucherSelection,
} from '../../domain/simpleEarn/vouchers';
import { useControllableState } from '../useControllableState';

export interface UseVoucherSelectionOptions {
  /** The recommended vouchers in the order the API sends them, or undefined while they load. */
  vouchers: readonly Voucher[] | undefined;
  /** The selected voucher's id, or null for none (controlled). */
  value?: VoucherSelection;
  /** The selection at first (uncontrolled). Default: the first recommended voucher (SE-VOUCH-02). */
  defaultValue?: VoucherSelection;
  /** Called with the new selection and its voucher (null for none). */
  onValueChange?: (selection: VoucherSelection, voucher: Voucher | null) => void;
  /**
   * Selects the first recommended voucher when a list loads and the selection is not in it (SE-VOUCH-02),
   * controlled or not: a controlled owner is told through `onValueChange`. Default true.
   */
  autoSelect?: boolean;
}

export interface UseVoucherSelectionResult {
  /** The selected voucher's id, or null. */ selection: VoucherSelection;
  /** The selected voucher, or null when none is selected or it is no longer listed. */ voucher: Voucher | null;
  /** Tapping a voucher: selects it, or deselects it when it is the selected one (SE-VOUCH-03). */ toggle: (
    id: Voucher['id'],
  ) => void;
  /** Clears the selection (SE-VOUCH-04). */ revoke: () => void;
}

/** The ids of a list as one comparable key; null while loading. */
function listKeyOf(vouchers: readonly Voucher[] | undefined): string | null {
  return vouchers === undefined ? null : JSON.stringify(vouchers.map((voucher) => voucher.id));
}

/**
 * The rate-up voucher choice of a fixed-product subscription: every transition is a domain function
 * (`initialVoucherSelection`, `toggleVoucher`, `revokeVoucherSelection`); this hook only holds the
 * state, controlled or not, and applies the first-recommended rule when a new list arrives.
 */
export function useVoucherSelection({
  vouchers,
  value,
  defaultValue,
  onValueChange,
  autoSelect = true,
}: UseVoucherSelectionOptions): UseVoucherSelectionResult {
  const list = vouchers ?? [];
  // useControllableState calls the onChange of the last committed render, so the voucher is looked up
  // in the list on screen (a new list's included: its layout effect runs before the one below).
  const [selection, setSelection] = useControllableState<VoucherSelection>({
    prop: value,
    defaultProp: defaultValue !== undefined ? defaultValue : autoSelect ? initialVoucherSelection(list) : null,
    onChange: (next) => onValueChange?.(next, selectedVoucher(list, next)),
  });

  const listKey = listKeyOf(vouchers);
  // Reads the list and the selection of the render that commits, without making them the effect's
  // dependencies: only a new list re-applies the rule, so a deselected voucher stays deselected on the
  // same list.
  const selectFirstRecommendedIfNone = useEffectEvent(() => {
    if (selectedVoucher(list, selection) === null) setSelection(initialVoucherSelection(list));
  });
  // A layout effect, so the first recommended voucher is already selected when the list first paints.
  useLayoutEffect(() => {
    if (!autoSelect || listKey === null) return;
    selectFirstRecommendedIfNone();
  }, [autoSelect, listKey]);

  const toggle = useCallback(
    (id: Voucher['id']) => setSelection((current) => toggleVoucher(current, id)),
    [setSelection],
  );
  const revoke = useCallback(() => setSelection(revokeVoucherSelection()), [setSelection]);

  return { selection, voucher: selectedVoucher(list, selection), toggle, revoke };
}
