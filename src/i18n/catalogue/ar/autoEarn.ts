import type { Translation } from '../types';
import type { autoEarn as en } from '../en/autoEarn';

export const autoEarn = {
  'autoEarn.toast.enabled': 'تم التفعيل بنجاح',
  'autoEarn.toast.disabled': 'تم الإيقاف بنجاح',
} satisfies Translation<typeof en>;
