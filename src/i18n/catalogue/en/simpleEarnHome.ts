/**
 * Strings of the Simple Earn home (SE-ROUTE-01): the product list, its filters and actions, the VIP
 * upgrade guide (SE-VIP-01) and the FAQ page (SE-ROUTE-06) with its help and legal links (SE-LINK-04..06).
 * FAQ answers that name 'redeem early' take it as {redeemEarly}, so the US wording (SH-US-02) applies.
 */
export const simpleEarnHome = {
  'simpleEarnHome.title': 'Simple Earn',
  'simpleEarnHome.search.label': 'Search coin',
  'simpleEarnHome.search.placeholder': 'Search coin',
  'simpleEarnHome.filter.label': 'Product type',
  'simpleEarnHome.filter.all': 'All',
  'simpleEarnHome.filter.flexible': 'Flexible',
  'simpleEarnHome.filter.fixed': 'Fixed',
  'simpleEarnHome.sort.label': 'Sort by',
  'simpleEarnHome.sort.default': 'Recommended',
  'simpleEarnHome.sort.aprHigh': 'APR: high to low',
  'simpleEarnHome.sort.aprLow': 'APR: low to high',
  'simpleEarnHome.termFilter.label': 'Term',
  'simpleEarnHome.termFilter.any': 'Any term',
  'simpleEarnHome.list.label': 'Simple Earn products',
  'simpleEarnHome.column.coin': 'Coin',
  'simpleEarnHome.column.apr': 'APR',
  'simpleEarnHome.column.terms': 'Terms',
  'simpleEarnHome.terms.of': 'Terms of {coin}',
  'simpleEarnHome.term.days': '{days} days',
  'simpleEarnHome.special': 'Special',
  'simpleEarnHome.subscribe': 'Subscribe',
  'simpleEarnHome.subscribe.flexibleName': 'Subscribe {coin} flexible',
  'simpleEarnHome.subscribe.fixedName': 'Subscribe {coin} {days} days',
  'simpleEarnHome.soldOut.fixedName': 'Sold out {coin} {days} days',
  'simpleEarnHome.ladder.open': 'Bonus tiers',
  'simpleEarnHome.ladder.flexibleName': 'Bonus tiers of {coin} flexible',
  'simpleEarnHome.ladder.fixedName': 'Bonus tiers of {coin} {days} days',
  'simpleEarnHome.bonusRules.flexibleName': 'Bonus rules of {coin} flexible',
  'simpleEarnHome.aprTip.label': 'About the APR',
  'simpleEarnHome.aprTip.text':
    'APRs are estimates. Flexible rates change every hour and rewards are calculated from the rate in effect.',
  'simpleEarnHome.vip.benefits': 'VIP benefits',
  'simpleEarnHome.vip.upgrade': 'Upgrade',
  'simpleEarnHome.vipGuide.title': 'Upgrade to VIP {level}',
  'simpleEarnHome.vipGuide.body':
    'This product is open to VIP {level} and above. Upgrade your VIP level to subscribe to it.',
  'simpleEarnHome.vipGuide.action': 'Upgrade now',
  'simpleEarnHome.vipGuide.later': 'Later',
  'simpleEarnHome.account.label': 'My account',
  'simpleEarnHome.account.myLendings': 'My lendings',
  'simpleEarnHome.account.vipMyLendings': 'VIP my lendings',
  'simpleEarnHome.account.vipWealth': 'VIP wealth',
  'simpleEarnHome.faq.title': 'Frequently asked questions',
  'simpleEarnHome.faq.q.what': 'What is Simple Earn?',
  'simpleEarnHome.faq.a.what':
    'Simple Earn lets you lend your coins for interest, in flexible products or fixed-term products.',
  'simpleEarnHome.faq.q.flexibleFixed': 'What is the difference between flexible and fixed products?',
  'simpleEarnHome.faq.a.flexibleFixed':
    'A flexible product can be redeemed at any time. A fixed-term product locks your coins for its number of days; some fixed products let you {redeemEarly}.',
  'simpleEarnHome.faq.q.interest': 'When does interest start?',
  'simpleEarnHome.faq.a.interest':
    'Flexible interest starts 1 hour after you subscribe and is paid 2 hours after that. Fixed interest starts the next day at 00:00 UTC.',
  'simpleEarnHome.faq.q.rate': 'How is the APR decided?',
  'simpleEarnHome.faq.a.rate':
    'The flexible APR follows lending demand and is updated every hour; you can set a minimum lending APR. A bonus ladder pays extra APR on the part of your amount within each tier.',
  'simpleEarnHome.faq.q.vip': 'Who can subscribe to VIP products?',
  'simpleEarnHome.faq.a.vip':
    'A VIP product is open only to users whose VIP level lies within its range, shown on the product as a range such as V1-V3.',
  'simpleEarnHome.faq.q.maturity': 'What happens at maturity?',
  'simpleEarnHome.faq.a.maturity':
    'At maturity your principal and interest arrive about 30 minutes after the end time, in Simple Earn flexible or your spot account as you chose, unless auto-reinvest subscribes them again.',
  'simpleEarnHome.faq.links': 'Learn more',
  'simpleEarnHome.faq.link.help': 'Simple Earn help center',
  'simpleEarnHome.faq.link.guide': 'Lend and earn investment guide',
  'simpleEarnHome.faq.link.proofOfReserves': 'Proof of reserves',
  'simpleEarnHome.faq.legal': 'Legal',
  'simpleEarnHome.faq.link.terms': 'Terms of Use',
  'simpleEarnHome.faq.link.risk': 'Risk Disclosure Statement',
} as const;
