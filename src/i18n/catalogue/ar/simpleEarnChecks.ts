import type { Translation } from '../types';
import type { simpleEarnChecks as en } from '../en/simpleEarnChecks';

export const simpleEarnChecks = {
  'finances.simpleEarn.minPurchaseAmount': 'الحد الأدنى لمبلغ الشراء: {amount} {coin}',
  'simpleEarn.subscribe.insufficientBalance': 'الرصيد غير كافٍ',
  'simpleEarn.subscribe.remainingQuotaLessThanAmount': 'حصتك المتبقية أقل من الحد الأدنى لمبلغ الشراء',
  'simpleEarn.subscribe.individualRemainingQuota': 'الحصة الفردية المتبقية: {amount} {coin}',
  'simpleEarn.voucher.minPurchase': 'الحد الأدنى للشراء بهذه القسيمة: {amount} {coin}',
  'simpleEarn.voucher.maxPurchase': 'الحد الأقصى للشراء بهذه القسيمة: {amount} {coin}',
  'simpleEarn.subscribe.roundedDown': 'يُستخدم في الاشتراك 6 منازل عشرية كحد أقصى؛ سيتم الاشتراك بمبلغ {amount}',
  'simpleEarn.subscribe.soldOutWarning': 'نفدت كمية هذا المنتج. يرجى اختيار مدة أخرى.',
  'simpleEarn.subscribe.submit': 'اشترك',
  'lend_earn.notsubscribe.toast': 'أموالك مقفلة في الحساب الموحد؛ الاشتراك غير متاح حاليًا',
  'simple.event.ineligible': 'أنت غير مؤهل لمنتج هذه الفعالية',
  'redeem.number.minLimit': 'الحد الأدنى لمبلغ الاسترداد: {amount}',
  'simpleEarn.redeem.overRedeemable': 'يمكنك استرداد {amount} {coin} كحد أقصى',
  'simpleEarn.redeem.tooManyDecimals': 'أدخل {decimals} منازل عشرية كحد أقصى',
  'simpleEarn.redeem.borrowedRulesNote':
    'معظم هذه العملة مُقرَض حاليًا. تخضع عمليات الاسترداد الكبيرة لقواعد الأموال المقترضة وقد تستغرق وقتًا أطول.',
  'lend_earn.notredeem.toast': 'أموالك مقفلة في الحساب الموحد؛ الاسترداد غير متاح حاليًا',
} satisfies Translation<typeof en>;
