import type { Translation } from '../types';
import type { rateAlerts as en } from '../en/rateAlerts';

export const rateAlerts = {
  'rateAlerts.setting.floor': 'نبّهني عندما يقل العائد السنوي عن',
  'rateAlerts.setting.drop': 'نبّهني عندما ينخفض العائد السنوي بنسبة',
  'rateAlerts.setting.dropHint': 'يُقاس من {reference}، العائد السنوي عند ضبط التنبيه أول مرة',
  'rateAlerts.setting.dropTooLarge': 'الانخفاض 100 % على الأكثر',
  'rateAlerts.setting.save': 'حفظ التنبيه',
  'rateAlerts.setting.remove': 'إزالة التنبيه',
  'rateAlerts.setting.saved': 'تم حفظ تنبيه العائد',
  'rateAlerts.setting.removed': 'تمت إزالة تنبيه العائد',
  'rateAlerts.alert.mute': 'كتم',
  'rateAlerts.alert.unmute': 'إلغاء الكتم',
  'rateAlerts.alert.muted': 'مكتوم',
  'rateAlerts.alert.muteFloor': 'كتم تنبيهات الحد الأدنى لـ {coin}',
  'rateAlerts.alert.muteDrop': 'كتم تنبيهات الانخفاض لـ {coin}',
  'rateAlerts.alert.muteNotLent': 'كتم تنبيهات عدم الإقراض لـ {coin}',
  'rateAlerts.alert.unmuteFloor': 'إلغاء كتم تنبيهات الحد الأدنى لـ {coin}',
  'rateAlerts.alert.unmuteDrop': 'إلغاء كتم تنبيهات الانخفاض لـ {coin}',
  'rateAlerts.alert.unmuteNotLent': 'إلغاء كتم تنبيهات عدم الإقراض لـ {coin}',
} satisfies Translation<typeof en>;
