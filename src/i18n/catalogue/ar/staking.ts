import type { Translation } from '../types';
import type { staking as en } from '../en/staking';

export const staking = {
  'staking.amount.precision': 'أدخل {decimals} منازل عشرية كحد أقصى',
  'staking.stake.minLimit': 'الحد الأدنى لمبلغ التخزين هو {min} {coin}',
  'staking.stake.insufficientBalance': 'الرصيد غير كافٍ: المتاح {available} {coin}',
  'staking.stake.personalLimit':
    'يتجاوز حد التخزين الخاص بك البالغ {limit} {coin}؛ يمكنك تخزين {remaining} {coin} إضافية',
  'staking.stake.crowdLimit': 'يتجاوز حد التخزين الجماعي البالغ {limit} {coin}؛ يمكنك تخزين {remaining} {coin} إضافية',
  'staking.redeem.minLimit': 'الحد الأدنى لمبلغ الاسترداد هو {min} {coin}',
  'staking.redeem.insufficientBalance': 'الرصيد غير كافٍ: القابل للاسترداد {redeemable} {coin}',
  'staking.redeem.instant': 'الاسترداد فوري',
  'staking.redeem.maxDays': 'يستغرق الاسترداد حتى {days} يومًا',
  'staking.redeem.period.immediately': 'فورًا',
  'staking.redeem.period.period': '{days} يومًا',
  'staking.redeem.period.onlyMax': 'حتى {max} يومًا',
  'staking.redeem.period.minEqualsMax': '{days} يومًا',
  'staking.redeem.period.minDiffersFromMax': 'من {min} إلى {max} يومًا',
  'staking.redeem.success': 'تم الاسترداد بنجاح',
  'staking.redeem.inProcess': 'قيد المعالجة',
  'staking.redeem.type.standard': 'استرداد عادي',
  'staking.redeem.type.fast': 'استرداد سريع',
  'staking.reward.whenRedeemed': 'عند الاسترداد',
  'staking.success.viewHoldings': 'عرض الممتلكات',
  'staking.success.continueStake': 'متابعة التخزين',
  'staking.success.goToWeb3Tasks': 'الانتقال إلى مهام Web3',
  'staking.success.mintMore': 'سكّ المزيد',
  'softStaking.terms.required': 'يرجى قراءة شروط التخزين المرن والموافقة عليها أولًا',
  'softStaking.activate': 'تفعيل',
  'softStaking.close': 'إيقاف التخزين المرن',
  'softStaking.close.stopEarning': 'إيقاف الربح',
  'softStaking.close.continueEarning': 'متابعة الربح',
} satisfies Translation<typeof en>;
