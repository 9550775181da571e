import type { Translation } from '../types';
import type { rateAlertList as en } from '../en/rateAlertList';

export const rateAlertList = {
  'rateAlerts.list.title': 'تنبيهات العائد',
  'rateAlerts.list.empty': 'لا توجد تنبيهات عائد بعد',
  'rateAlerts.list.emptyHint':
    'اضبط تنبيهًا على أحد ممتلكاتك المرنة لتعرف متى ينخفض عائدها السنوي. ويظهر هنا أيضًا ما لم يُقرَض من عملاتك لأن حدك الأدنى للعائد أعلى من السوق.',
} satisfies Translation<typeof en>;
