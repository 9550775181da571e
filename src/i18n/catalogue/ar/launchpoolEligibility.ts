import type { Translation } from '../types';
import type { launchpoolEligibility as en } from '../en/launchpoolEligibility';

export const launchpoolEligibility = {
  'launchpoolEligibility.title': 'الأهلية وحد التخزين',
  'launchpoolEligibility.intro': 'يرتفع حد التخزين في المجمع مع ارتفاع حجم تداولك بالدولار الأمريكي.',
  'launchpoolEligibility.pools': 'مجمعات المكافآت',
  'launchpoolEligibility.loading': 'جارٍ تحميل المستويات',
  'launchpoolEligibility.noPools': 'لا توجد مجمعات مكافآت لهذا المشروع',
  'launchpoolEligibility.noLadder': 'لا توجد مستويات لحجم التداول في هذا المجمع: حده لا يعتمد على حجم تداولك',
  'launchpoolEligibility.guest': 'سجّل الدخول لعرض حجم تداولك ومستواك',
  'launchpoolEligibility.futures': 'تداول العقود الآجلة',
  'launchpoolEligibility.spot': 'التداول الفوري',
} as const satisfies Translation<typeof en>;
