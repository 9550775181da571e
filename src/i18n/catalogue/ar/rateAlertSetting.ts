import type { Translation } from '../types';
import type { rateAlertSetting as en } from '../en/rateAlertSetting';

export const rateAlertSetting = {
  'rateAlerts.setting.title': 'تنبيه العائد',
  'rateAlerts.setting.description': 'احصل على تنبيه عندما ينخفض العائد السنوي السوقي لـ {coin}، وهو الآن {rate}.',
  'rateAlerts.setting.set': 'ضبط التنبيه',
  'rateAlerts.setting.change': 'تغيير التنبيه',
  'rateAlerts.setting.current': 'التنبيه مضبوط: أقل من {floor}، أو انخفاض بنسبة {drop}',
  'rateAlerts.setting.none': 'لا يوجد تنبيه',
} satisfies Translation<typeof en>;
