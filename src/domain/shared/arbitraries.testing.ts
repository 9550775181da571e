/**
 * fast-check arbitraries for domain property tests (test support only; not exported from the domain).
 * Amounts are generated as decimal text, the way they cross every boundary.
 */
import fc from 'fast-check';

/** Non-negative decimal text with up to `maxDecimals` decimals and up to 12 integer digits. */
export function amountText(maxDecimals = 8): fc.Arbitrary<string> {
  return fc
    .tuple(fc.bigInt({ min: 0n, max: 999_999_999_999n }), fc.integer({ min: 0, max: maxDecimals }), fc.bigInt({ min: 0n, max: 99_999_999n }))
    .map(([whole, decimals, fraction]) => {
      if (decimals === 0) return whole.toString();
      const digits = fraction.toString().padStart(8, '0').slice(0, decimals);
      return `${whole.toString()}.${digits}`;
    });
}

/** Small non-negative decimal text (below 1000), where limits and balances collide often. */
export function smallAmountText(maxDecimals = 8): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: maxDecimals }), fc.integer({ min: 0, max: 99_999_999 }))
    .map(([whole, decimals, fraction]) =>
      decimals === 0 ? String(whole) : `${whole}.${String(fraction).padStart(8, '0').slice(0, decimals)}`,
    );
}
