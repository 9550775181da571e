import type { Translation } from '../types';
import type { stakingRedeem as en } from '../en/stakingRedeem';

export const stakingRedeem = {
  'stakingRedeem.protocol': 'البروتوكول',
  'stakingRedeem.redeemCoin': 'الاسترداد إلى',
  'stakingRedeem.minimum': 'الحد الأدنى لمبلغ الاسترداد',
  'stakingRedeem.type': 'نوع الاسترداد',
  'stakingRedeem.type.change': 'تغيير',
  'stakingRedeem.type.changeLabel': 'تغيير نوع الاسترداد',
  'stakingRedeem.fee': 'الرسوم',
  'stakingRedeem.received': 'ستستلم',
  'stakingRedeem.arrival': 'الوصول',
  'stakingRedeem.faq': 'الأسئلة الشائعة',
  'stakingRedeem.faq.title': 'الأسئلة الشائعة حول تخزين {coin}',
  'stakingRedeem.faq.empty': 'لا توجد أسئلة بعد',
  'stakingRedeem.typeSelect.title': 'نوع الاسترداد',
  'stakingRedeem.typeSelect.quota': 'المتبقي من الحصة السريعة اليوم: {amount} {coin}',
  'stakingRedeem.typeSelect.quotaUnlimited': 'لا توجد حصة يومية للاسترداد السريع',
  'stakingRedeem.typeSelect.quotaShared': 'الحصة اليومية مشتركة بين جميع المستخدمين وتتجدد عند 00:00 بالتوقيت العالمي.',
  'stakingRedeem.fast.notOffered': 'الاسترداد السريع غير متاح لـ {coin}',
  'stakingRedeem.fast.quotaUsedUp': 'نفدت حصة الاسترداد السريع لليوم؛ تتجدد عند 00:00 بالتوقيت العالمي',
  'stakingRedeem.confirm.title': 'تأكيد الاسترداد',
  'stakingRedeem.confirm.amount': 'مبلغ الاسترداد',
  'stakingRedeem.success.amount': 'تم استرداد',
  'stakingRedeem.success.ok': 'حسنًا',
  'stakingRedeem.noHolding': 'ليس لديك {coin} مخزّن لاسترداده',
} satisfies Translation<typeof en>;
