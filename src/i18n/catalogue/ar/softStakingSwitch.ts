import type { Translation } from '../types';
import type { softStakingSwitch as en } from '../en/softStakingSwitch';

export const softStakingSwitch = {
  'softStakingSwitch.activate.title': 'تفعيل التخزين المرن',
  'softStakingSwitch.activate.body':
    'اربح مكافآت التخزين على {coin} الموجود في حسابك دون قفله. يمكنك إغلاق التخزين المرن في أي وقت.',
  'softStakingSwitch.terms': 'لقد قرأت اتفاقية مستخدم التخزين المرن وأوافق عليها',
  'softStakingSwitch.agreement': 'اتفاقية مستخدم التخزين المرن',
  'softStakingSwitch.close.title': 'إغلاق التخزين المرن؟',
  'softStakingSwitch.close.body': 'إذا أوقفت الربح، فلن يربح {coin} الموجود في حسابك مكافآت التخزين المرن بعد الآن.',
  'softStakingSwitch.activated': 'التخزين المرن مفعّل',
  'softStakingSwitch.closed': 'التخزين المرن متوقف',
} satisfies Translation<typeof en>;
