import { actions } from './actions';
import { common } from './common';
import { feedback } from './feedback';

/**
 * The English catalogue: every user-visible string of the library, by key. Namespaces live in their
 * own files (one per area) and are merged here; keys the spec names keep the spec's spelling.
 */
export const en = {
  ...common,
  ...actions,
  ...feedback,
} as const;

export type MessageKey = keyof typeof en;
