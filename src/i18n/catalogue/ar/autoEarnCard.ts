import type { Translation } from '../types';
import type { autoEarnCard as en } from '../en/autoEarnCard';

export const autoEarnCard = {
  'holdingsFlows.autoEarn.cardTitle': 'الكسب التلقائي',
  'holdingsFlows.autoEarn.cardDescription': 'الاشتراك التلقائي بالأرصدة غير المستخدمة في الكسب البسيط المرن.',
  'holdingsFlows.autoEarn.enabling': 'قيد التفعيل',
  'holdingsFlows.autoEarn.setUp': 'الإعداد',
  'holdingsFlows.autoEarn.enable': 'تفعيل',
  'holdingsFlows.autoEarn.coinSwitch': 'الكسب التلقائي لـ {coin}',
} satisfies Translation<typeof en>;
