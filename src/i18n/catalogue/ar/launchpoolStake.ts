import type { Translation } from '../types';
import type { launchpoolStake as en } from '../en/launchpoolStake';

export const launchpoolStake = {
  'launchpoolStake.title': 'تخزين {coin}',
  'launchpoolStake.pools': 'مجمعات المكافآت',
  'launchpoolStake.amount': 'مبلغ التخزين',
  'launchpoolStake.remainingQuota': 'الحصة المتبقية',
  'launchpoolStake.staked': 'المخزَّن',
  'launchpoolStake.minimum': 'الحد الأدنى لكل مستخدم',
  'launchpoolStake.maximum': 'الحد الأقصى لكل مستخدم',
  'launchpoolStake.noLimit': 'بلا حد',
  'launchpoolStake.apr': 'العائد السنوي',
  'launchpoolStake.startNotice': 'يبدأ الحدث في {time}. تُحتسب المكافآت اعتبارًا من ذلك الوقت.',
  'launchpoolStake.notes': 'ملاحظات',
  'launchpoolStake.notesTitle': 'قبل أن تقوم بالتخزين',
  'launchpoolStake.note1': 'تُحتسب المكافآت كل ساعة من المبلغ الذي قمت بتخزينه، وتُدفع بعملة المشروع.',
  'launchpoolStake.note2':
    'عند انتهاء الحدث، تنتقل عملاتك المخزنة إلى وجهة الاسترداد التي اخترتها: Simple Earn أو التخزين أو حسابك الفوري.',
  'launchpoolStake.note3': 'وجهة Simple Earn ذات الأجل الثابت تحتفظ بعملاتك حتى نهاية الأجل: لا يمكن استردادها مبكرًا.',
  'launchpoolStake.note4': 'مجمعات المستخدمين الجدد متاحة فقط لمن لم يقم بالتخزين في Launchpool من قبل.',
  'launchpoolStake.note5':
    'لكل مجمع حد أدنى وحد أقصى لكل مستخدم وحصة إجمالية. بمجرد نفاد الحصة، لا يمكن لأحد تخزين المزيد في ذلك المجمع.',
  'launchpoolStake.login': 'سجّل الدخول للتخزين',
  'launchpoolStake.destination': 'وجهة الاسترداد',
  'launchpoolStake.amountRow': 'المبلغ',
  'launchpoolStake.fundsSources': 'طرق الحصول على {coin}',
} satisfies Translation<typeof en>;
