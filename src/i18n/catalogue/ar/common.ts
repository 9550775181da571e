import type { Translation } from '../types';
import type { common as en } from '../en/common';

export const common = {
  'common.confirm': 'تأكيد',
  'common.cancel': 'إلغاء',
  'common.close': 'إغلاق',
  'common.retry': 'إعادة المحاولة',
  'common.loading': 'جارٍ التحميل',
  'common.max': 'الحد الأقصى',
  'common.available': 'المتاح',
  noRecord: 'لا توجد سجلات',
  Networkerr: 'خطأ في الشبكة، يرجى المحاولة لاحقًا',
  'common.requestDataError': 'خطأ في بيانات الطلب، حاول لاحقًا',
} satisfies Translation<typeof en>;
