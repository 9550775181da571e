import type { MessageKey } from '../en';
import { common } from './common';

/** The Arabic catalogue; the type makes a missing key a compile error. */
export const ar: Readonly<Record<MessageKey, string>> = {
  ...common,
};
