import type { Translation } from '../types';
import type { wealthFlows as en } from '../en/wealthFlows';

export const wealthFlows = {
  'wealthFlows.subscribe.title': 'اشترك بالمزيد من {coin}',
  'wealthFlows.subscribe.amountLabel': 'مبلغ الاشتراك',
  'wealthFlows.subscribe.available': 'المتاح',
  'wealthFlows.subscribe.minimum': 'الحد الأدنى للاشتراك',
  'wealthFlows.subscribe.disclaimer': 'لقد قرأت إخلاء المسؤولية وأوافق عليه',
  'wealthFlows.subscribe.disclaimerLink': 'اقرأ إخلاء المسؤولية',
  'wealthFlows.subscribe.confirm': 'اشترك',
  'wealthFlows.subscribe.success': 'تم الاشتراك بنجاح',
  'wealthFlows.redeem.title': 'استرداد {coin}',
  'wealthFlows.redeem.unitsLabel': 'الوحدات المراد استردادها',
  'wealthFlows.redeem.redeemable': 'الوحدات القابلة للاسترداد',
  'wealthFlows.redeem.estimated': 'القيمة التقديرية',
  'wealthFlows.redeem.confirm': 'استرداد',
  'wealthFlows.redeem.success': 'تم الاسترداد بنجاح',
} as const satisfies Translation<typeof en>;
