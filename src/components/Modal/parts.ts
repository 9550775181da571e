import {
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalRoot,
  ModalTitle,
  ModalTrigger,
} from './Modal';

/**
 * The Modal's parts under short names, for `import { Modal } from 'earnkit'` and `<Modal.Root>` (the
 * Radix anatomy). The long names (`ModalRoot`, ...) stay exported for hosts that prefer them.
 * A plain object rather than `export * as`: the bundler's namespace helper is not needed for eight names.
 */
export const Modal = {
  Root: ModalRoot,
  Trigger: ModalTrigger,
  Content: ModalContent,
  Title: ModalTitle,
  Description: ModalDescription,
  Body: ModalBody,
  Footer: ModalFooter,
  Close: ModalClose,
};
