import type { ArgTypesEnhancer } from 'storybook/internal/types';

// A requirement or decision reference in brackets, e.g. ' (SH-ERR-05)' or ' (DEC-28)': the spec's, not the host's.
const specReference = /\s*\((?:[A-Z]{2,}-[A-Z0-9-]+|DEC-\d+)(?:[,;][^)]*)?\)/g;

/**
 * The default a prop's JSDoc states, as the props table shows it. earnkit writes defaults in the prose of
 * each prop ("Default 'md'.", "Default: 'Amount' from the catalogue.", "'primary' (default), ...",
 * "200 by default"), where a host reading the types sees them too; docgen finds a default only when a
 * component destructures it in its parameters, which most do not (they pass all their props on to a hook).
 */
export function defaultFromDescription(description: string | undefined): string | undefined {
  if (!description) return undefined;
  const stated = /\bDefault:?\s+((?:'[^']*'|`[^`]*`|[^.;:\n]|\.(?=\S))+)/.exec(description);
  if (stated) return stated[1].replace(specReference, '').trim() || undefined;
  const marked = /('[^']*'|`[^`]*`|[\w.-]+) \(default\)/.exec(description);
  if (marked) return marked[1];
  const byDefault = /('[^']*'|`[^`]*`|[\w.-]+) by default\b/.exec(description);
  return byDefault ? byDefault[1] : undefined;
}

/** Fills the props table's Default column from the prop's description where docgen found none. */
export const defaultsFromDescriptions: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      if (argType.table?.defaultValue?.summary) return [name, argType];
      const summary = defaultFromDescription(argType.description);
      if (summary === undefined) return [name, argType];
      return [name, { ...argType, table: { ...argType.table, defaultValue: { summary } } }];
    }),
  );
