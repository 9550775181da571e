import { createContext, useContext, type Context } from 'react';

/**
 * Thrown when a compound part (`ModalTitle`, `PopoverContent`, ...) is rendered outside its root.
 * A named error, so a host's error boundary or test can tell it from a runtime failure.
 */
export class MissingRootError extends Error {
  override name = 'MissingRootError';
  constructor(
    /** The part that was used alone, e.g. 'ModalTitle'. */
    readonly part: string,
    /** The root it needs, e.g. 'ModalRoot'. */
    readonly root: string,
  ) {
    super(`\`${part}\` must be used within \`${root}\`.`);
  }
}

/**
 * A context for one family of compound parts (Radix style): the root provides it, and every part
 * reads it through `usePart(partName)`, which throws `MissingRootError` when there is no root.
 */
export function createPartContext<Value>(rootName: string): {
  Context: Context<Value | null>;
  usePart: (partName: string) => Value;
} {
  const Context = createContext<Value | null>(null);
  if (process.env.NODE_ENV !== 'production') Context.displayName = `${rootName}Context`;
  function usePart(partName: string): Value {
    const value = useContext(Context);
    if (value === null) throw new MissingRootError(partName, rootName);
    return value;
  }
  return { Context, usePart };
}
