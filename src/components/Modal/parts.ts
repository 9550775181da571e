// The Modal's parts under short names, for `import { Modal } from 'earnkit'` and `<Modal.Root>`
// (the Radix anatomy). The long names (`ModalRoot`, ...) stay exported for hosts that prefer them.
export {
  ModalBody as Body,
  ModalClose as Close,
  ModalContent as Content,
  ModalDescription as Description,
  ModalFooter as Footer,
  ModalRoot as Root,
  ModalTitle as Title,
  ModalTrigger as Trigger,
} from './Modal';
