import type { Translation } from '../types';
import type { actions as en } from '../en/actions';

export const actions = {
  'launchpool.action.stake': 'تخزين',
  'common.action.redeemEarly': 'استرداد مبكر',
  'launchpool.success.title': 'تم التخزين بنجاح',
} satisfies Translation<typeof en>;
