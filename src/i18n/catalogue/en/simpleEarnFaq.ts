/**
 * Strings of the Simple Earn FAQ page (SE-ROUTE-06) with its help and legal links (SE-LINK-04..06). Answers that
 * name 'redeem early' take it as {redeemEarly}, so the US wording (SH-US-02) applies.
 */
export const simpleEarnFaq = {
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
