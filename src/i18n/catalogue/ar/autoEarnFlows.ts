import type { Translation } from '../types';
import type { autoEarnFlows as en } from '../en/autoEarnFlows';

export const autoEarnFlows = {
  'holdingsFlows.autoEarn.enableTitle': 'تفعيل الكسب التلقائي؟',
  'holdingsFlows.autoEarn.disableTitle': 'إيقاف الكسب التلقائي؟',
  'holdingsFlows.autoEarn.enableBody':
    'سيتم الاشتراك تلقائيًا برصيد {coin} غير المستخدم في حسابك الفوري في الكسب البسيط المرن.',
  'holdingsFlows.autoEarn.disableBody': 'لن يتم الاشتراك تلقائيًا برصيد {coin} غير المستخدم بعد الآن.',
  'holdingsFlows.autoEarn.everyCoin': 'أرصدة جميع العملات',
  'holdingsFlows.autoEarn.settingsTitle': 'إعدادات الكسب التلقائي',
  'holdingsFlows.autoEarn.allCoins': 'الكسب التلقائي لجميع العملات',
  'holdingsFlows.autoEarn.enabledOnly': 'المفعّلة فقط',
  'holdingsFlows.autoEarn.search': 'ابحث عن عملة',
  'holdingsFlows.autoEarn.noResults': 'لا توجد نتائج',
  'holdingsFlows.autoEarn.coins': 'عملات الكسب التلقائي',
  'holdingsFlows.autoEarn.column.coin': 'العملة',
  'holdingsFlows.autoEarn.column.apr': 'العائد السنوي المقدّر',
  'holdingsFlows.autoEarn.column.switch': 'الكسب التلقائي',
  'holdingsFlows.autoEarn.sortApr': 'الترتيب حسب العائد السنوي المقدّر',
  'holdingsFlows.autoEarn.expand': 'عرض المزيد',
  'holdingsFlows.autoEarn.viewMore': 'عرض المزيد',
} satisfies Translation<typeof en>;
