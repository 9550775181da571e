import type { Translation } from '../types';
import type { kitBasics as en } from '../en/kitBasics';

export const kitBasics = {
  'kitBasics.rate.upTo': 'حتى {rate}',
  'kitBasics.rate.apr': 'العائد السنوي',
  'kitBasics.term.label': 'المدة',
  'kitBasics.term.flexible': 'مرن',
  'kitBasics.badge.ladder': 'عائد متدرج',
  'kitBasics.badge.bonus': 'مكافأة',
  'kitBasics.badge.bonusCoin': 'مكافأة {coin}',
  'kitBasics.coinStack.more': '{count} أخرى',
  'kitBasics.infoRow.moreAbout': 'مزيد من المعلومات عن',
  'kitBasics.countdown.startsIn': 'يبدأ خلال',
  'kitBasics.countdown.started': 'بدأ',
  'kitBasics.countdown.announcement': '{label} {time}',
  // Tag labels (kept with the tag, whose keys name the area they come from).
  'launchpool.stake.newcomer': 'مستخدم جديد',
  'launchpool.stake.vip': 'VIP',
  'simpleEarn.vip.range': 'V{min}-V{max}',
  'staking.tag.new': 'جديد',
  'staking.tag.hot': 'رائج',
  'staking.tag.event': 'فعالية',
} satisfies Translation<typeof en>;
