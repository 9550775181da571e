/**
 * Strings of the choice components: voucher picker, destination and redeem-to selectors, funds-source
 * chooser and funding-password modal. Option names the domain picks (destinations, funds sources,
 * funding-password errors) live in the launchpool and errors namespaces and are reused from there.
 */
export const kitChoices = {
  'kitChoices.voucher.label': 'Rate-up vouchers',
  'kitChoices.voucher.rateUp': '{rate} APR',
  'kitChoices.voucher.days': 'Boost lasts {days} days',
  'kitChoices.voucher.limits': 'Purchase {min}–{max} {coin}',
  'kitChoices.voucher.noUpperLimit': 'Purchase from {min} {coin}, no upper limit',
  'kitChoices.voucher.expires': 'Valid until {date}',
  'kitChoices.voucher.empty': 'No vouchers available',
  'kitChoices.voucher.revoke': 'Don’t use a voucher',
  'kitChoices.voucher.estimatedBonus': 'Estimated extra interest',
  'kitChoices.destination.label': 'Redemption destination',
  'kitChoices.destination.bonus': '{rate} bonus',
  'kitChoices.destination.term': '{days}-day term',
  'kitChoices.destination.lockedToMaturity': 'Held until maturity: no early redemption',
  'kitChoices.redeemTo.label': 'Redeem to',
  'kitChoices.redeemTo.flexibleHint': 'Keeps earning flexible interest after maturity',
  'kitChoices.redeemTo.spotHint': 'Ready to trade or withdraw after maturity',
  'kitChoices.fundsSource.label': 'Add funds',
  'kitChoices.fundsSource.depositHint': 'Deposit {coin} from another wallet or exchange',
  'kitChoices.fundsSource.expressBuyHint': 'Buy USDT with your card or bank',
  'kitChoices.fundsSource.transferHint': 'Move funds between your futures and spot accounts',
  'kitChoices.fundsSource.spotTradeHint': 'Trade USDT for {coin} on the spot market',
  'kitChoices.fundpass.title': 'Funding password',
  'kitChoices.fundpass.field': 'Funding password',
  'kitChoices.fundpass.show': 'Show password',
  'kitChoices.fundpass.setUp': 'Set funding password',
} as const;
