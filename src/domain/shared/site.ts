/**
 * What the US site hides (SH-US-03..07, LP-STAKE-11, LP-API-16). One table, so every screen and the
 * data hooks ask the same question instead of each testing `site === 'us'` for its own reasons.
 */

/** Which exchange site the UI is for. */
export type Site = 'global' | 'us';

/** Parts of the UI (and calls) the US site leaves out. */
export const US_HIDDEN_FEATURES = [
  'expressBuy',
  'transfer',
  'estimatedRewardTooltip',
  'interestStartNotice',
  'candyDropPromotion',
  'startTimeNotice',
  'earnMoreCall',
] as const;
/** A feature some site hides. */
export type SiteFeature = (typeof US_HIDDEN_FEATURES)[number];

/**
 * True when `feature` shows on `site`: every feature shows on the global site; the US site hides
 * express buy and transfer (SH-US-03/04), the estimated-reward tooltips (SH-US-05), the interest-start
 * notice (SH-US-06), the candy-drop card (SH-US-07), the future-start notice (LP-STAKE-11) and the
 * earn-more call (LP-API-16).
 */
export function isShownOnSite(feature: SiteFeature, site: Site): boolean {
  return site !== 'us' || !(US_HIDDEN_FEATURES as readonly string[]).includes(feature);
}
