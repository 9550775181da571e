import { isDecimalText, toAmountString, toDecimal } from '../decimal';
import { fail, ok, type DomainResult } from '../result';
import { WEALTH_AMOUNT_DECIMALS, type WealthProjectType } from './constants';
import type { WealthErrorKey } from './messages';
import type { WealthProduct } from './types';

/** What a wealth subscribe amount check needs. */
export interface WealthSubscribeInput {
  /** The amount as typed. */
  readonly amount: string;
  readonly available: string;
  readonly product: Pick<WealthProduct, 'coin' | 'minAmount'>;
}

/** A subscribe amount that passed its checks. */
export interface WealthSubscribeAmount {
  /** False for an empty amount or one <= 0: no error, but subscribe stays disabled. */
  readonly hasAmount: boolean;
  /** The amount to send, 8 decimals; '' when there is none. */
  readonly amount: string;
}

/**
 * Validates a wealth subscribe amount, in the spec's order: more than 8 decimals (VW-SUB-07), above the
 * available balance, 'inadequate balance' (VW-SUB-04), below the minimum, 'less than minimum amount'
 * (VW-SUB-05). An empty amount or one <= 0 shows no error.
 */
export function validateWealthSubscribeAmount(
  input: WealthSubscribeInput,
): DomainResult<WealthSubscribeAmount, WealthErrorKey> {
  const text = input.amount.trim();
  if (text === '' || !isDecimalText(text) || toDecimal(text).lte(0)) return ok({ hasAmount: false, amount: '' });
  const amount = toDecimal(text);
  if (amount.decimalPlaces() > WEALTH_AMOUNT_DECIMALS)
    return fail('wealth.subscribe.precision', { decimals: WEALTH_AMOUNT_DECIMALS });
  if (amount.gt(toDecimal(input.available))) {
    return fail('wealth.subscribe.inadequateBalance', {
      available: toAmountString(input.available, WEALTH_AMOUNT_DECIMALS),
      coin: input.product.coin,
    });
  }
  if (amount.lt(toDecimal(input.product.minAmount))) {
    return fail('wealth.subscribe.lessThanMinimum', {
      min: toDecimal(input.product.minAmount).toFixed(),
      coin: input.product.coin,
    });
  }
  return ok({ hasAmount: true, amount: amount.toFixed() });
}

/** Whether Subscribe is enabled (VW-SUB-06): a valid amount > 0 and the disclaimer ticked. */
export function isWealthSubscribeEnabled(
  validation: DomainResult<WealthSubscribeAmount>,
  disclaimerAccepted: boolean,
): boolean {
  return validation.ok && validation.value.hasAmount && disclaimerAccepted;
}

/** The purchase request in domain words (VW-API-01). */
export interface WealthPurchaseRequest {
  readonly pid: number;
  readonly amount: string;
  readonly projectType: WealthProjectType;
}

/** The purchase request (VW-API-01, DEC-23): the product's own project type, 4 or 5, never a fixed 5. */
export function wealthPurchaseRequest(
  product: Pick<WealthProduct, 'pid' | 'projectType'>,
  amount: string,
): WealthPurchaseRequest {
  return { pid: product.pid, amount: toAmountString(amount, WEALTH_AMOUNT_DECIMALS), projectType: product.projectType };
}
