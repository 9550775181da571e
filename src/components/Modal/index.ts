export {
  ModalBody,
  ModalClose,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalRoot,
  ModalTitle,
  ModalTrigger,
} from './Modal';
export type {
  ModalBodyProps,
  ModalCloseProps,
  ModalContentProps,
  ModalDescriptionProps,
  ModalFooterProps,
  ModalRootProps,
  ModalTitleProps,
  ModalTriggerProps,
} from './Modal';
export { modalContentVariants, modalMobilePresentations, modalPresentations, modalSizes } from './modalVariants';
export type {
  ModalContentVariantProps,
  ModalMobilePresentation,
  ModalPresentation,
  ModalSize,
  ResolvedModalPresentation,
} from './modalVariants';
export { MissingRootError } from './partContext';
export { Modal } from './parts';
