import { useMemo, type Ref, type RefObject } from 'react';

/** One callback ref that sets every given ref (a caller's ref beside the part's own). */
export function assignRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as RefObject<T | null>).current = node;
    }
  };
}

/**
 * `assignRefs` of two refs as a hook (Radix's `useComposedRefs`): the same callback ref while both refs
 * stay the same, so React does not detach and attach the element again on every render.
 */
export function useAssignedRefs<T>(first: Ref<T> | undefined, second: Ref<T> | undefined): (node: T | null) => void {
  return useMemo(() => assignRefs(first, second), [first, second]);
}
