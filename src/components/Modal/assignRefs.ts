import type { Ref, RefObject } from 'react';

/** One callback ref that sets every given ref (a caller's ref beside the part's own). */
export function assignRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as RefObject<T | null>).current = node;
    }
  };
}
