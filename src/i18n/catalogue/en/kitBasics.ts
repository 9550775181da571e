/**
 * Strings of the basic display parts: rates, term cards, tags, coin stacks, info rows, countdowns.
 * Parts reuse shared keys where one exists ('noRecord', 'Networkerr', 'common.retry', 'common.loading',
 * 'simpleEarn.subscribe.soldOut'). The tag labels keep the keys of the area they come from
 * ('launchpool.stake.newcomer', 'simpleEarn.vip.range', 'staking.tag.*') but live here, with the tag that shows them,
 * so a page with a tag does not carry every Simple Earn string.
 */
export const kitBasics = {
  /** The ladder form of a rate: the highest rate a ladder reaches. */
  'kitBasics.rate.upTo': 'Up to {rate}',
  /** Caption under the rate of a term card. */
  'kitBasics.rate.apr': 'APR',
  /** Default name of the term selector's radio group. */
  'kitBasics.term.label': 'Term',
  /** The term of a flexible product, which has no lock-up. */
  'kitBasics.term.flexible': 'Flexible',
  /** Badge of a term whose rate rises in tiers with the amount (a rate ladder). */
  'kitBasics.badge.ladder': 'Tiered APR',
  /** Badge of a term that pays an extra bonus. */
  'kitBasics.badge.bonus': 'Bonus',
  /** Badge of a term that pays an extra bonus in another coin. */
  'kitBasics.badge.bonusCoin': '{coin} bonus',
  /** The '+N' of a coin stack, read out: the coins beyond the ones shown. */
  'kitBasics.coinStack.more': '{count} more',
  /** Start of the name of an info row's tooltip button; the row's label follows it. */
  'kitBasics.infoRow.moreAbout': 'More information about',
  /** Default label of a countdown to a start time. */
  'kitBasics.countdown.startsIn': 'Starts in',
  /** What a countdown reads once the start time has passed. */
  'kitBasics.countdown.started': 'Started',
  /** What a countdown announces at a meaningful change: its label, then the time left. */
  'kitBasics.countdown.announcement': '{label} {time}',
  // Tag labels (kept with the tag, whose keys name the area they come from).
  'launchpool.stake.newcomer': 'Newcomer',
  'launchpool.stake.vip': 'VIP',
  /** A VIP tag with its level range, e.g. 'V1-V5' (SE-VIP-05). */
  'simpleEarn.vip.range': 'V{min}-V{max}',
  'staking.tag.new': 'New',
  'staking.tag.hot': 'Hot',
  'staking.tag.event': 'Event',
} as const;
