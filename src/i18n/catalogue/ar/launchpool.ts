import type { Translation } from '../types';
import type { launchpool as en } from '../en/launchpool';

export const launchpool = {
  'launchpool.stake.min': 'الحد الأدنى للتخزين هو {amount} {coin}',
  'launchpool.stake.max': 'يمكنك تخزين {amount} {coin} كحد أقصى إجمالًا، بما في ذلك ما قمت بتخزينه بالفعل',
  'launchpool.stake.inadequateBalance': 'الرصيد غير كافٍ',
  'launchpool.stake.usedUp': 'نفدت الحصة',
  'launchpool.redeem.currentMax': 'يمكنك استرداد {amount} {coin} كحد أقصى',
  'launchpool.redeem.min': 'الحد الأدنى للمبلغ هو {amount} {coin}',
  'launchpool.redeem.success': 'تم الاسترداد بنجاح',
  'launchpool.redeem.claimSuccess': 'تمت المطالبة بنجاح',
  'launchpool.redeem.claimable': 'القابل للمطالبة',
  'launchpool.redeem.redeemable': 'القابل للاسترداد',
  'launchpool.redeem.amount': 'المبلغ',
  'launchpool.redeem.redemptionAmount': 'مبلغ الاسترداد',
  'launchpool.destination.fixed': 'الادخار البسيط لأجل ثابت',
  'launchpool.destination.flexible': 'الادخار البسيط المرن',
  'launchpool.destination.staking': 'التخزين',
  'launchpool.destination.gusdMinting': 'سكّ GUSD',
  'launchpool.destination.spot': 'الحساب الفوري',
  'launchpool.destination.unifiedAccount': 'الحساب الموحّد',
  'launchpool.destination.tip3': 'لقد اخترت أجلًا ثابتًا لهذا المجمّع، لذا لا يمكن تغيير وجهة الاسترداد',
  'launchpool.notification.subscribed': 'تم الاشتراك',
  'launchpool.notification.unsubscribed': 'تم إلغاء الاشتراك',
  'launchpool.eligibility.nextTierTip':
    'تداول بمبلغ {amount} USD إضافية خلال {days} يومًا للوصول إلى {tier} وتخزين ما يصل إلى {cap} {coin}',
  'launchpool.fundsSource.deposit': 'الإيداع عبر السلسلة',
  'launchpool.fundsSource.expressBuy': 'الشراء السريع',
  'launchpool.fundsSource.transfer': 'التحويل إلى العقود الآجلة',
  'launchpool.fundsSource.spotTrade': 'التداول الفوري',
} satisfies Translation<typeof en>;
