import type { Translation } from '../types';
import type { holdingPanels as en } from '../en/holdingPanels';

export const holdingPanels = {
  'holdingsFlows.detail.estimatedInterest': 'الفائدة المقدّرة',
  'holdingsFlows.detail.term': 'المدة',
  'holdingsFlows.detail.apr': 'العائد السنوي',
  'holdingsFlows.detail.productApr': 'العائد السنوي للمنتج',
  'holdingsFlows.detail.bonus': 'المكافأة',
  'holdingsFlows.detail.bonusTiers': 'حتى {rate} بعملة {coin}',
  'holdingsFlows.detail.subscriptionTime': 'وقت الاشتراك',
  'holdingsFlows.detail.redemptionReceivedTime': 'وقت استلام الاسترداد',
  'holdingsFlows.detail.redeemTo': 'الاسترداد إلى',
  'holdingsFlows.detail.orderId': 'رقم الطلب',
  'holdingsFlows.detail.copyOrderId': 'نسخ رقم الطلب',
  'holdingsFlows.detail.copied': 'تم نسخ رقم الطلب',
  'holdingsFlows.detail.autoReinvest': 'إعادة الاستثمار التلقائي',
  'holdingsFlows.detail.autoReinvestDescription': 'الاشتراك برأس المال والفائدة في المدة نفسها عند الاستحقاق',
  'holdingsFlows.detail.redeemToUpdated': 'تم تحديث حساب الاسترداد',
  'holdingsFlows.detail.subscribe': 'اشترك',
  'holdingsFlows.detail.realtimeApr': 'العائد السنوي اللحظي',
} satisfies Translation<typeof en>;
