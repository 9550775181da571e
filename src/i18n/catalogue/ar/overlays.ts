import type { Translation } from '../types';
import type { overlays as en } from '../en/overlays';

export const overlays = {
  'overlays.close': 'إغلاق',
} satisfies Translation<typeof en>;
