/**
 * Strings of the schedule and tier parts: redeem timelines, tier ladders (eligibility, ladder APR, VIP
 * discounts), the ladder-APR modal and the bonus rules. Parts reuse shared keys where one exists
 * ('simpleEarn.timeline.*', 'staking.redeem.period.*', 'staking.redeem.type.*',
 * 'launchpool.eligibility.nextTierTip', 'simpleEarn.vip.range', 'noRecord', 'common.loading'). A pending item's
 * arrival and the bonus rules' trigger, shown on first screens, are kitScheduleNotes'.
 */
export const kitSchedules = {
  /** Accessible name of a subscribe timeline (an ordered list). */
  'kitSchedules.timeline.subscribeLabel': 'Subscription timeline',
  /** Accessible name of a redeem timeline. */
  'kitSchedules.timeline.redeemLabel': 'Redemption timeline',
  /** Read out after a step that has happened. */
  'kitSchedules.timeline.state.done': 'Completed',
  /** Read out after the step the user is at now. */
  'kitSchedules.timeline.state.current': 'Current step',
  /** Read out after a step still to come. */
  'kitSchedules.timeline.state.upcoming': 'Upcoming',
  /** A step time that is an estimate. */
  'kitSchedules.timeline.about': 'About {time}',
  /** A step time that is the latest moment (a range of days). */
  'kitSchedules.timeline.by': 'By {time}',
  /** How long a fast redemption takes. */
  'kitSchedules.timeline.aboutMinutes': 'About {minutes} minutes',

  /** Caption of the eligibility ladder. */
  'kitSchedules.eligibility.caption': 'Tiers by trading volume',
  /** Column: the tier name (T1..Tn). */
  'kitSchedules.eligibility.tier': 'Tier',
  /** Column: the USD trading volume a tier requires over the window (cells carry 'USD'). */
  'kitSchedules.eligibility.volume': 'Trading volume in {days} days',
  /** Column: the cap a tier grants (cells carry the coin). */
  'kitSchedules.eligibility.cap': 'Cap',
  /** Badge on the user's current tier. */
  'kitSchedules.eligibility.yourTier': 'Your tier',
  /** The user's own trading volume under the ladder. */
  'kitSchedules.eligibility.yourVolume': 'Your trading volume: {amount} USD',
  /** The tip at the top tier, where no next tier exists. */
  'kitSchedules.eligibility.topTier': 'You have reached the highest tier',

  /** Caption of the ladder-APR table. */
  'kitSchedules.ladder.caption': 'Tiered APR',
  /** Column: the part of the amount a tier covers. */
  'kitSchedules.ladder.amount': 'Amount',
  /** Column: the tier's annual rate. */
  'kitSchedules.ladder.apr': 'APR',
  /** Column: the tier's daily rate (APR / 365). */
  'kitSchedules.ladder.dailyRate': 'Daily rate',
  /** A tier's amount range. */
  'kitSchedules.ladder.range': '{from} – {to}',
  /** The open-ended top tier. */
  'kitSchedules.ladder.above': 'Above {from}',
  /** Column of the part of the amount typed that falls in each tier (P-47). */
  'kitSchedules.ladder.yourPart': 'Your part',
  /** Under the ladder: what the amount typed earns, the exact per-tier sum over the amount (P-47). */
  'kitSchedules.ladder.blended': 'Your rate for {amount}: {rate}',

  /** Title of the ladder-APR modal. */
  'kitSchedules.ladderModal.title': 'Bonus APR tiers',
  /** What the ladder means, under the title. */
  'kitSchedules.ladderModal.description':
    'Each part of your amount earns the APR of the tier it falls in. The bonus is paid in {coin}.',

  /** Caption of the VIP discount table. */
  'kitSchedules.vip.caption': 'VIP fee discounts',
  /** Column: the VIP levels a discount covers. */
  'kitSchedules.vip.level': 'VIP level',
  /** Column: the discount. */
  'kitSchedules.vip.discount': 'Discount',
  /** Column: a fee after the discount. */
  'kitSchedules.vip.fee': 'Fee after discount',
  /** A single VIP level. */
  'kitSchedules.vip.single': 'V{level}',
  /** A discount value. */
  'kitSchedules.vip.off': '{discount} off',
  /** Badge on the user's own VIP row. */
  'kitSchedules.vip.yourLevel': 'Your level',

  /** The bonus rules title. */
  'kitSchedules.bonus.title': 'Bonus rules',
  /** Said in the bonus rules when the coin has no award pool. */
  'kitSchedules.bonus.none': 'No bonus is running for {asset} at the moment.',
  /** Row: the coin the bonus is paid in. */
  'kitSchedules.bonus.coin': 'Bonus coin',
  /** Row: when the bonus starts. */
  'kitSchedules.bonus.start': 'Start time',
  /** Row: when the bonus ends. */
  'kitSchedules.bonus.end': 'End time',
  /** Row: the most of a holding that earns the bonus. */
  'kitSchedules.bonus.limit': 'Bonus limit',
  /** Heading of the numbered rules. */
  'kitSchedules.bonus.rules': 'Rules',
  'kitSchedules.bonus.rule1': 'The bonus is paid in {coin}, on top of your regular interest, from {start} to {end}.',
  'kitSchedules.bonus.rule2':
    'Only the first {limit} {asset} of your holding earns the bonus; any amount above it earns the regular APR only.',
  'kitSchedules.bonus.rule3':
    'The bonus is calculated hourly, like your interest, and starts with it: 1 hour after you subscribe.',
  'kitSchedules.bonus.rule4': 'The bonus is credited together with your interest.',
  'kitSchedules.bonus.rule5':
    'Redeeming lowers the amount that earns the bonus from the next hour; subscribing again raises it, up to the limit.',
  'kitSchedules.bonus.rule6':
    'The bonus pool is limited and may run out before the end time. The platform may adjust these rules.',
  /** Heading of the examples. */
  'kitSchedules.bonus.examples': 'Examples',
  'kitSchedules.bonus.example1':
    'Your holding is below the limit of {limit} {asset}: all of it earns the regular APR plus the bonus APR.',
  'kitSchedules.bonus.example2':
    'Your holding is above the limit of {limit} {asset}: the first {limit} {asset} earn the regular APR plus the bonus APR, and the rest earns the regular APR only.',
} as const;
