import type { Translation } from '../types';
import type { holdingDetail as en } from '../en/holdingDetail';

export const holdingDetail = {
  'holdingsFlows.flexible.title': 'الكسب البسيط - مرن',
  'holdingsFlows.fixed.title': 'الكسب البسيط - ثابت',
  'holdingsFlows.detail.principal': 'رأس المال',
  'holdingsFlows.detail.noData': 'لا توجد بيانات',
  'holdingsFlows.detail.cumulativeReturn': 'العائد المتراكم',
  'holdingsFlows.detail.viewInterest': 'عرض سجل الفائدة',
  'holdingsFlows.detail.lent': 'المُقرَض حاليًا',
  'holdingsFlows.detail.lentTip': 'يُحدَّث كل ساعة. التحديث التالي: {time}',
  'holdingsFlows.detail.estimatedApr': 'العائد السنوي المقدّر',
  'holdingsFlows.detail.showRealtimeApr': 'عرض العائد السنوي اللحظي لـ {coin}',
  'holdingsFlows.detail.nextRateAndBonus': 'المعدل التالي {next} + المكافأة {bonus}',
  'holdingsFlows.detail.minimumApr': 'الحد الأدنى للعائد السنوي للإقراض',
  'holdingsFlows.detail.systemDefault': 'الإعداد الافتراضي للنظام',
  'holdingsFlows.detail.editMinimumApr': 'تعديل الحد الأدنى للعائد السنوي للإقراض',
  'holdingsFlows.detail.redeeming': 'قيد الاسترداد',
  'holdingsFlows.detail.cancelRedemption': 'إلغاء',
  'holdingsFlows.detail.cancelRedemptionLabel': 'إلغاء استرداد {amount} {coin}',
  'holdingsFlows.detail.redeem': 'استرداد',
  'holdingsFlows.detail.subscribeAgain': 'الاشتراك مجددًا',
} satisfies Translation<typeof en>;
