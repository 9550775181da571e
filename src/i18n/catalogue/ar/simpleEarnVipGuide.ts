import type { Translation } from '../types';
import type { simpleEarnVipGuide as en } from '../en/simpleEarnVipGuide';

export const simpleEarnVipGuide = {
  'simpleEarnHome.vipGuide.title': 'الترقية إلى VIP {level}',
  'simpleEarnHome.vipGuide.body':
    'هذا المنتج متاح لمستوى VIP {level} وما فوق. قم بترقية مستوى VIP الخاص بك للاشتراك فيه.',
  'simpleEarnHome.vipGuide.action': 'الترقية الآن',
  'simpleEarnHome.vipGuide.later': 'لاحقًا',
  'simpleEarn.upgradeWay.holdPlatformToken': 'احتفظ بـ {value} {asset} لترقية مستوى VIP الخاص بك',
  'simpleEarn.upgradeWay.holdAssets': 'احتفظ بأصول بقيمة {value} {asset} لترقية مستوى VIP الخاص بك',
  'simpleEarn.upgradeWay.tradeVolume': 'تداول بحجم {value} {asset} لترقية مستوى VIP الخاص بك',
} satisfies Translation<typeof en>;
