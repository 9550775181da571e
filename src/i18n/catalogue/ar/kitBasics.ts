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
} satisfies Translation<typeof en>;
