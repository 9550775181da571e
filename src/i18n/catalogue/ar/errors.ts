import type { Translation } from '../types';
import type { errors as en } from '../en/errors';

export const errors = {
  'errors.loginRequired': 'يرجى تسجيل الدخول للمتابعة',
  'errors.fundpass.required': 'يرجى إدخال كلمة مرور الأموال',
  'errors.fundpass.checkFailed': 'فشل التحقق من كلمة مرور الأموال',
  'errors.fundpass.setFirst': 'يرجى تعيين كلمة مرور الأموال أولًا',
  'errors.fundpass.fingerprintNeeded': 'يلزم التحقق بالبصمة',
  'errors.fundpass.verifyFrequency': 'محاولات تحقق كثيرة جدًا، يرجى المحاولة لاحقًا',
  'analysis date picker limit': 'لا يمكن أن يتجاوز النطاق الزمني 6 أشهر، لذا تم تقصيره',
  'maximum time': 'لا يمكن أن يتجاوز النطاق الزمني 12 شهرًا، لذا تم تقصيره',
} satisfies Translation<typeof en>;
