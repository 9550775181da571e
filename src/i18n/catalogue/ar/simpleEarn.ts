import type { Translation } from '../types';
import type { simpleEarn as en } from '../en/simpleEarn';

export const simpleEarn = {
  'simpleEarn.subscribe.soldOut': 'نفدت الكمية',
  'simpleEarn.vip.exclusive': 'حصري لمستويات VIP {min}-{max}. اطّلع على مزايا VIP الخاصة بك',
  'simpleEarn.vip.upgrade': 'قم بالترقية إلى VIP {level} للاشتراك',
} satisfies Translation<typeof en>;
