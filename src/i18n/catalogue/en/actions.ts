/**
 * Action words the US site rewords (SH-US-01, SH-US-02, SH-US-08). They live in one namespace so the
 * overlay in `../us.ts` has one place to look; screens use these keys rather than their own copies.
 */
export const actions = {
  /** The launchpool commit button and modal title; 'Commit' on the US site (SH-US-01). */
  'launchpool.action.stake': 'Stake',
  /** Early redemption of launchpool coins and fixed orders; 'Claim early' on the US site (SH-US-02). */
  'common.action.redeemEarly': 'Redeem early',
  /** The stake success dialog and page title; 'Committed Successfully' on the US site (SH-US-08). */
  'launchpool.success.title': 'Staked Successfully',
} as const;
