import type { Translation } from '../types';
import type { launchpoolRecords as en } from '../en/launchpoolRecords';

export const launchpoolRecords = {
  'launchpoolRecords.title': 'سجلات لانش بول الخاصة بي',
  'launchpoolRecords.tabs': 'السجلات',
  'launchpoolRecords.tab.stakes': 'التخزين',
  'launchpoolRecords.tab.rewards': 'المكافآت',
  'launchpoolRecords.list.stakes': 'سجلات التخزين',
  'launchpoolRecords.list.rewards': 'سجلات المكافآت',
  'launchpoolRecords.column.time': 'الوقت',
  'launchpoolRecords.column.project': 'المشروع',
  'launchpoolRecords.column.pool': 'المجمع',
  'launchpoolRecords.column.type': 'النوع',
  'launchpoolRecords.column.amount': 'المبلغ',
  'launchpoolRecords.column.reward': 'المكافأة',
  'launchpoolRecords.kind.stake': 'تخزين',
  'launchpoolRecords.kind.redeem': 'استرداد',
  'launchpoolRecords.pool': 'مجمع {coin}',
} as const satisfies Translation<typeof en>;
