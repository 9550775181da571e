import type { Translation } from '../types';
import type { simpleEarnOrders as en } from '../en/simpleEarnOrders';

export const simpleEarnOrders = {
  'simpleEarn.tip.earlyRedeemNotSupported': 'لا يدعم هذا المنتج الاسترداد المبكر',
  'simpleEarn.tip.alreadyRedeemed': 'تم استرداد هذا الطلب بالفعل',
  'simpleEarn.tip.lessThanOneHour': 'تبقّى أقل من ساعة واحدة على الاستحقاق؛ لم يعد التغيير ممكنًا',
  'simpleEarn.tip.autoRenewNotSupported': 'لا يدعم هذا المنتج التجديد التلقائي',
  'simpleEarn.tip.autoTransferNotSupported': 'لا يدعم هذا المنتج التحويل التلقائي',
  'simpleEarn.order.holding': 'قيد الاحتفاظ',
  'simpleEarn.order.redeeming': 'قيد الاسترداد',
  'simpleEarn.reinvest.enabled': 'تم تفعيل إعادة الاستثمار التلقائية',
  'simpleEarn.reinvest.disabled': 'تم إيقاف إعادة الاستثمار التلقائية',
  'simpleEarn.maxAPR': 'لا يمكن أن يتجاوز الحد الأدنى لمعدل الإقراض السنوي {number}%',
  'simpleEarn.minAPR': 'لا يمكن أن يقل الحد الأدنى لمعدل الإقراض السنوي عن {number}%',
  'simpleEarn.minimumApr.tip':
    'لا تُقرض عملاتك إلا بمعدل سنوي يساوي حدك الأدنى أو يزيد عليه، ويمكن أن يصل هذا الحد إلى {number}% كحد أقصى.',
} satisfies Translation<typeof en>;
