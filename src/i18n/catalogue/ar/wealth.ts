import type { Translation } from '../types';
import type { wealth as en } from '../en/wealth';

export const wealth = {
  'wealth.subscribe.precision': 'أدخل {decimals} منازل عشرية كحد أقصى',
  'wealth.subscribe.inadequateBalance': 'الرصيد غير كافٍ: المتاح {available} {coin}',
  'wealth.subscribe.lessThanMinimum': 'أقل من الحد الأدنى للمبلغ البالغ {min} {coin}',
  'wealth.redeem.precision': 'أدخل {decimals} منازل عشرية كحد أقصى للوحدات',
  'wealth.redeem.lessRedeemableUnits': 'الوحدات القابلة للاسترداد أقل: المتاح {units} وحدة',
  'wealth.projectType.privateWealth': 'إدارة الثروات الخاصة',
  'wealth.projectType.assetManagement': 'إدارة الأصول',
  'dualEarn.status.INIT': 'قيد الانتظار',
  'dualEarn.status.PROCESSING': 'قيد التنفيذ',
  'dualEarn.status.SETTLEMENT_SUCCESS': 'تمت التسوية',
  'dualEarn.status.SETTLEMENT_PROCESSING': 'جارٍ التسوية',
  'dualEarn.status.SETTLEMENT_FAILED': 'فشلت التسوية',
  'dualEarn.status.CANCELING': 'جارٍ الإلغاء',
  'dualEarn.status.CANCELED': 'تم الإلغاء',
  'dualEarn.status.EXPIRED': 'منتهي الصلاحية',
  'dualEarn.status.FAILED': 'فشل',
  'dualEarn.status.INTERNAL_ERROR': 'خطأ في النظام',
} satisfies Translation<typeof en>;
