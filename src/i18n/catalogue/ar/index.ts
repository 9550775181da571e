import type { MessageKey } from '../en';
import { actions } from './actions';
import { common } from './common';
import { feedback } from './feedback';

/** The Arabic catalogue; the type makes a missing key a compile error. */
export const ar: Readonly<Record<MessageKey, string>> = {
  ...common,
  ...actions,
  ...feedback,
};
