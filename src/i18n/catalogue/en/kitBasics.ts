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
  /**
   * A rate's label (P-47), read after the figure: '5.25% APR, simple, estimate, net'. Measure, compounding,
   * certainty and fee are the words below.
   */
  'kitBasics.rate.basis.full': '{measure}, {compounding}, {certainty}, {fee}',
  /** The short label of a rate on a list row: '5.25% APR · est.'; the full label is still read out. */
  'kitBasics.rate.basis.compact': '{measure} · {certainty}',
  'kitBasics.rate.basis.apr': 'APR',
  'kitBasics.rate.basis.apy': 'APY',
  /** Interest on the principal only: nothing earned earns again. */
  'kitBasics.rate.basis.simple': 'simple',
  'kitBasics.rate.basis.daily': 'compounded daily',
  'kitBasics.rate.basis.estimate': 'estimate',
  'kitBasics.rate.basis.fixed': 'fixed',
  /** Launchpool's 'real' APR: the rate the pool pays now. */
  'kitBasics.rate.basis.current': 'current',
  /** VIP wealth: the return of the last 30 days, annualised. */
  'kitBasics.rate.basis.last30Days': 'last 30 days',
  'kitBasics.rate.basis.short.estimate': 'est.',
  'kitBasics.rate.basis.short.fixed': 'fixed',
  'kitBasics.rate.basis.short.current': 'now',
  'kitBasics.rate.basis.short.last30Days': '30 d',
  /** No fee comes off what this rate earns. */
  'kitBasics.rate.basis.net': 'net',
  /** A fee still comes off what this rate earns (a DeFi protocol's reward fee). */
  'kitBasics.rate.basis.gross': 'before fees',
  /** A rate that is a fee, not a yield. */
  'kitBasics.rate.basis.feeRate': 'fee',
  /** The minimum lending APR the user sets: a threshold, not a yield. */
  'kitBasics.rate.basis.minimumApr': 'minimum APR',
  /** A ladder tier's APR / 365: what one day pays. */
  'kitBasics.rate.basis.dailyRate': 'a day',
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
