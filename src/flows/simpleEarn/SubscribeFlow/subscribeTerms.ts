/**
 * The terms a subscribe dialog offers and the data its checks read: the flexible product (id 0) and
 * the coin's fixed products, with the balance, quota, vouchers and VIP level loaded beside them. Pure,
 * so the reducer's guards and the component read the same answers.
 */
import type { DomainResult } from '../../../domain/result';
import {
  BusinessType,
  FLEXIBLE_PRODUCT_ID,
  canSubmitSubscribe,
  isVipProduct,
  isWithinVipRange,
  requiresEligibilityCheck,
  selectedVoucher,
  validateSubscribeAmount,
  type FixedProduct,
  type FlexibleProduct,
  type SubscribeAmount,
  type Voucher,
  type VoucherSelection,
} from '../../../domain/simpleEarn';
import type { Rate } from '../../../domain/shared/rate';

/** One term of the dialog: the flexible product, or a fixed product. */
export type SubscribeTerm =
  | { readonly kind: 'flexible'; readonly id: string; readonly product: FlexibleProduct }
  | { readonly kind: 'fixed'; readonly id: string; readonly product: FixedProduct };

/**
 * The flexible term and the fixed terms of a coin's product detail, flexible first. A coin whose
 * business_type is fixed (1) has no flexible product (SE-CONST-02), so it offers fixed terms only.
 */
export function subscribeTerms(
  product: FlexibleProduct | null | undefined,
  options: { readonly includeFlexible?: boolean } = {},
): readonly SubscribeTerm[] {
  if (!product) return [];
  const fixed = product.fixedList.map((item): SubscribeTerm => ({ kind: 'fixed', id: String(item.id), product: item }));
  const flexible: SubscribeTerm = { kind: 'flexible', id: String(FLEXIBLE_PRODUCT_ID), product };
  return options.includeFlexible === false || product.businessType === BusinessType.fixed
    ? fixed
    : [flexible, ...fixed];
}

/** What the subscribe checks read besides the dialog's own state. */
export interface SubscribeData {
  /** The coin subscribed. */
  readonly asset: string;
  /** The terms offered. */
  readonly terms: readonly SubscribeTerm[];
  /** The available balance (SH-API-09); null while unknown. */
  readonly availableBalance: string | null;
  /** The individual remaining quota of the selected fixed term (SE-SUB-07); null while unknown. */
  readonly remainingQuota: string | null;
  /** The rate-up vouchers of the selected fixed term (SE-VOUCH-01). */
  readonly vouchers: readonly Voucher[];
  /** The user's VIP level; 0 for a regular user. */
  readonly vipLevel: number;
}

/** The parts of the dialog's state the checks read. */
export interface SubscribeSelection {
  readonly termId: string | null;
  readonly amount: string;
  readonly voucher: VoucherSelection;
}

/** The selected term, or null. */
export function selectedTerm(
  selection: Pick<SubscribeSelection, 'termId'>,
  data: Pick<SubscribeData, 'terms'>,
): SubscribeTerm | null {
  return data.terms.find((term) => term.id === selection.termId) ?? null;
}

/**
 * The rate a subscription of a term is made at: the fixed product's year_rate, or for the flexible
 * product the minimum lending APR sent with it (limit_min_lend_rate_year). Missing means none is set (SE-AMT-08).
 */
export function termRate(term: SubscribeTerm | null): Rate | null {
  if (!term) return null;
  return term.kind === 'fixed' ? term.product.yearRate : term.product.limitMinLendRateYear;
}

/** The rate a term's estimate uses: the fixed year rate, or the flexible next-time rate. */
export function termEstimateRate(term: SubscribeTerm): Rate {
  return term.kind === 'fixed' ? term.product.yearRate : term.product.nextTimeRateYear;
}

/** The amount check of the current selection (SE-AMT, SE-VOUCH); an unknown balance counts as zero. */
export function subscribeValidation(selection: SubscribeSelection, data: SubscribeData): DomainResult<SubscribeAmount> {
  const term = selectedTerm(selection, data);
  const common = { amount: selection.amount, asset: data.asset, availableBalance: data.availableBalance ?? '0' };
  if (!term) return validateSubscribeAmount({ ...common, kind: 'flexible', minLendAmount: '0' });
  if (term.kind === 'flexible')
    return validateSubscribeAmount({ ...common, kind: 'flexible', minLendAmount: term.product.minLendAmount });
  return validateSubscribeAmount({
    ...common,
    kind: 'fixed',
    minLendAmount: term.product.minLendAmount,
    saleStatus: term.product.saleStatus,
    remainingQuota: data.remainingQuota,
    voucher: selectedVoucher(data.vouchers, selection.voucher),
  });
}

/** Guard: the subscribe button can be pressed (SE-AMT-06..08, SE-STATUS-02). */
export function canSubmitSubscription(selection: SubscribeSelection, data: SubscribeData): boolean {
  const term = selectedTerm(selection, data);
  if (!term) return false;
  return canSubmitSubscribe({
    validation: subscribeValidation(selection, data),
    rate: termRate(term),
    saleStatus: term.kind === 'fixed' ? term.product.saleStatus : undefined,
  });
}

/** Guard: a VIP product the user's level is outside of; subscribing opens the VIP verification dialog (SE-SUB-20). */
export function failsVipVerification(selection: Pick<SubscribeSelection, 'termId'>, data: SubscribeData): boolean {
  const term = selectedTerm(selection, data);
  return term?.kind === 'fixed' && isVipProduct(term.product) && !isWithinVipRange(data.vipLevel, term.product);
}

/** Guard: the selected term is a special product, checked for eligibility first (SE-SUB-12, SE-SPECIAL-01). */
export function needsEligibilityCheck(
  selection: Pick<SubscribeSelection, 'termId'>,
  data: Pick<SubscribeData, 'terms'>,
): boolean {
  const term = selectedTerm(selection, data);
  return term?.kind === 'fixed' && requiresEligibilityCheck(term.product.type);
}
