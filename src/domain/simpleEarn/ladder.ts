import { isDecimalText, toDecimal } from '../decimal';
import type { LadderTier } from './models';

/** The amounts a ladder tier covers, as the ladder-APR table shows them. */
export interface LadderTierBounds {
  /** The lower bound (`left`), decimal text; malformed text reads '0'. */
  readonly from: string;
  /** The upper bound (`right`), or null when the tier has none: the top tier is open-ended. */
  readonly to: string | null;
}

/**
 * The bounds of a ladder tier (SE-DATA-07): `apr` applies to the part of an amount between left and
 * right. The spec does not say how the top tier marks "no upper bound"; an empty, malformed, negative
 * ('-1', the API's usual 'unlimited') or not-above-left `right` reads as open-ended, so the table says
 * "above {left}" instead of a range that would end below where it starts.
 */
export function ladderTierBounds(tier: Pick<LadderTier, 'left' | 'right'>): LadderTierBounds {
  const fromText = tier.left.trim();
  const from = toDecimal(fromText);
  const toText = tier.right.trim();
  const open = !isDecimalText(toText) || toDecimal(toText).lessThanOrEqualTo(from);
  return { from: from.toFixed(), to: open ? null : toDecimal(toText).toFixed() };
}
