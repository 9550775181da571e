/**
 * Available balance net of loans (LP-QUOTA-03/04, DEC-25). A coin the user has borrowed against can only
 * be committed where the borrow-coin setting allows it; elsewhere the loan is taken out of what is
 * available, so a user never commits coins that secure a loan.
 */
import { Decimal, toDecimal, type DecimalInput } from '../decimal';

/** What `availableAfterLoans` needs: the balance, the coin's loan, and whether the product accepts borrowed coins. */
export interface AvailableAfterLoansInput {
  /** The balance the exchange reports as available. */
  readonly available: DecimalInput;
  /** The coin's loan amount (missing from the loan map means no loan). */
  readonly loanAmount?: DecimalInput | null;
  /** True when the borrow-coin setting supports this product (is_support_launchpool or is_support_staking is 1). */
  readonly supportsProduct: boolean;
}

/**
 * The available balance: unchanged when the product accepts borrowed coins, otherwise balance minus the
 * loan, floored at 0 (LP-QUOTA-03, LP-QUOTA-04, DEC-25). Never negative; never above the balance when
 * the loan is not negative.
 */
export function availableAfterLoans(input: AvailableAfterLoansInput): Decimal {
  const available = Decimal.max(toDecimal(input.available), 0);
  if (input.supportsProduct) return available;
  const loan = Decimal.max(toDecimal(input.loanAmount ?? '0'), 0);
  return Decimal.max(available.minus(loan), 0);
}
