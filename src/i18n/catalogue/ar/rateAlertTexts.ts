import type { Translation } from '../types';
import type { rateAlertTexts as en } from '../en/rateAlertTexts';

export const rateAlertTexts = {
  'rateAlerts.alert.floor': 'انخفض العائد السنوي لـ {coin} عن {threshold}: الآن {rate}',
  'rateAlerts.alert.drop': 'انخفض العائد السنوي لـ {coin} بأكثر من {drop} عن {reference}: الآن {rate}',
  'rateAlerts.alert.notLent':
    'لم تُقرَض عملتك {coin} في هذه الساعة: حدك الأدنى للعائد {threshold} أعلى من عائد السوق {rate}',
} satisfies Translation<typeof en>;
