import type { Translation } from '../types';
import type { feedback as en } from '../en/feedback';

export const feedback = {
  'feedback.toast.region': 'الإشعارات',
  'feedback.toast.close': 'إغلاق الإشعار',
  'feedback.toast.queued': '{count} في الانتظار',
  'feedback.toast.success': 'تم بنجاح',
  'feedback.toast.info': 'معلومة',
  'feedback.toast.warning': 'تحذير',
  'feedback.toast.error': 'خطأ',
  'feedback.busy': 'يرجى الانتظار…',
} satisfies Translation<typeof en>;
