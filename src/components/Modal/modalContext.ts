import { createPartContext } from './partContext';

/**
 * What `ModalRoot` gives its parts: only the fact that there is a root, so a part used alone throws
 * `MissingRootError`. The open state itself lives in Radix's `Dialog.Root`; the parts that depend on
 * it (the keyboard inset) render inside `Dialog.Content`, which is mounted only while open.
 */
export type ModalContextValue = true;

export const { Context: ModalContext, usePart: useModalPart } = createPartContext<ModalContextValue>('ModalRoot');
