/**
 * fast-check arbitraries for domain property tests (test support only; not exported from the domain).
 * Amounts are generated as decimal text, the way they cross every boundary.
 */
import fc from 'fast-check';

/** Non-negative decimal text with up to `maxDecimals` decimals and up to 12 integer digits. */
export function amountText(maxDecimals = 8): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.bigInt({ min: 0n, max: 999_999_999_999n }),
      fc.integer({ min: 0, max: maxDecimals }),
      fc.bigInt({ min: 0n, max: 99_999_999n }),
    )
    .map(([whole, decimals, fraction]) => {
      if (decimals === 0) return whole.toString();
      const digits = fraction.toString().padStart(8, '0').slice(0, decimals);
      return `${whole.toString()}.${digits}`;
    });
}

/** Small non-negative decimal text (below 1000), where limits and balances collide often. */
export function smallAmountText(maxDecimals = 8): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.integer({ min: 0, max: 999 }),
      fc.integer({ min: 0, max: maxDecimals }),
      fc.integer({ min: 0, max: 99_999_999 }),
    )
    .map(([whole, decimals, fraction]) =>
      decimals === 0 ? String(whole) : `${whole}.${String(fraction).padStart(8, '0').slice(0, decimals)}`,
    );
}

/**
 * Non-negative decimal text of exactly the digits generated: `units / 10^scale`, `scale` up to
 * `maxDecimals`, so it reaches past a field's decimal limit (which `amountText` cannot beyond 8).
 * Written with `toFixed()`, so trailing zeros are dropped and text and value agree.
 */
export function scaledDecimalText(maxDecimals = 10, maxUnits: bigint = 10n ** 18n): fc.Arbitrary<string> {
  return fc
    .tuple(fc.bigInt({ min: 0n, max: maxUnits }), fc.integer({ min: 0, max: maxDecimals }))
    .map(([units, scale]) => {
      if (scale === 0) return units.toString();
      const digits = units.toString().padStart(scale + 1, '0');
      const whole = digits.slice(0, digits.length - scale);
      const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
      return fraction === '' ? whole : `${whole}.${fraction}`;
    });
}
