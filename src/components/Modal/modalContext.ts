import { createPartContext } from './partContext';

export interface ModalContextValue {
  /** Whether the modal is open (controlled or not). */
  open: boolean;
}

export const { Context: ModalContext, usePart: useModalPart } = createPartContext<ModalContextValue>('ModalRoot');
