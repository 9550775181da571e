'use client';
import { composeRefs } from '@radix-ui/react-compose-refs';
import * as Dialog from '@radix-ui/react-dialog';
import { useMemo, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useElementSize } from '../../headless/useElementSize';
import { focusRing, visuallyHidden as visuallyHiddenClass } from '../../theme';
import { cx } from '../../theme/cx';
import * as styles from './Modal.css';
import { ModalContext, useModalPart } from './modalContext';

export interface ModalRootProps {
  /** Whether the modal is open (controlled). */
  open?: boolean;
  /** Whether it starts open when uncontrolled. Default false. */
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close (trigger, close button, Escape, scrim). */
  onOpenChange?: (open: boolean) => void;
  /** The trigger and the content. */
  children?: ReactNode;
}

/** Holds the open state of one modal; every other `Modal*` part must sit inside it. */
export function ModalRoot(props: ModalRootProps) {
  // Radix's Root keeps the open state, controlled or not (it reports a change only when the value
  // changes); the context only tells the parts that they are inside a root.
  return (
    <ModalContext.Provider value>
      <Dialog.Root {...props} />
    </ModalContext.Provider>
  );
}

export type ModalTriggerProps = ComponentPropsWithRef<typeof Dialog.Trigger>;

/** Opens the modal; focus returns to it on close. Use `asChild` to make your own button the trigger. */
export function ModalTrigger(props: ModalTriggerProps) {
  useModalPart('ModalTrigger');
  return <Dialog.Trigger data-slot="modal-trigger" {...props} />;
}

export interface ModalTitleProps extends ComponentPropsWithRef<typeof Dialog.Title> {
  /** Keeps the title for screen readers but hides it on screen, when the design has no visible title. */
  visuallyHidden?: boolean;
}

/** The dialog's accessible name (a heading). Required: `ModalContent` warns without one. */
export function ModalTitle({ visuallyHidden, className, ...props }: ModalTitleProps) {
  useModalPart('ModalTitle');
  return (
    <Dialog.Title
      data-slot="modal-title"
      className={cx(visuallyHidden ? visuallyHiddenClass : styles.title, className)}
      {...props}
    />
  );
}

export interface ModalDescriptionProps extends ComponentPropsWithRef<typeof Dialog.Description> {
  /** Keeps the description for screen readers but hides it on screen. */
  visuallyHidden?: boolean;
}

/** A short subtitle, announced with the title when the dialog opens. */
export function ModalDescription({ visuallyHidden, className, ...props }: ModalDescriptionProps) {
  useModalPart('ModalDescription');
  return (
    <Dialog.Description
      data-slot="modal-description"
      className={cx(visuallyHidden ? visuallyHiddenClass : styles.description, className)}
      {...props}
    />
  );
}

export type ModalBodyProps = ComponentPropsWithRef<'div'>;

/** The content between title and footer; the only part that scrolls when the content is long. */
export function ModalBody({ className, ref, ...props }: ModalBodyProps) {
  useModalPart('ModalBody');
  // A scrolling region with nothing focusable inside must itself be focusable, or keyboard users cannot
  // scroll it (WCAG 2.1.1); a region that fits must not be, or it would be a useless tab stop. Its children
  // are watched too: the body's box stops growing at its maximum height while its content goes on.
  const [measureRef, size] = useElementSize<HTMLDivElement>({ observeChildren: true });
  const overflows = size.scrollHeight > size.height + 1;
  // The focusable body is a region named by the dialog's title, so a screen reader says what it entered.
  // Radix gives the title its id: read from the dialog once the body is in it.
  const [titleId, setTitleId] = useState<string | undefined>(undefined);
  // One ref function while the refs stay the same: a new one each render would measure the body each time.
  const bodyRef = useMemo(
    () =>
      composeRefs(measureRef, ref, (node: HTMLDivElement | null) => {
        if (node) setTitleId(node.closest('[role="dialog"]')?.querySelector('[data-slot="modal-title"]')?.id);
      }),
    [measureRef, ref],
  );
  return (
    <div
      tabIndex={overflows ? 0 : undefined}
      role={overflows ? 'region' : undefined}
      aria-labelledby={overflows ? titleId : undefined}
      data-slot="modal-body"
      className={cx(styles.body, focusRing, className)}
      {...props}
      ref={bodyRef}
    />
  );
}

export type ModalFooterProps = ComponentPropsWithRef<'div'>;

/** The actions. It stays at the bottom of the dialog or sheet, outside the scrolling body. */
export function ModalFooter({ className, ...props }: ModalFooterProps) {
  useModalPart('ModalFooter');
  return <div data-slot="modal-footer" className={cx(styles.footer, className)} {...props} />;
}

export type ModalCloseProps = ComponentPropsWithRef<typeof Dialog.Close>;

/** Closes the modal when pressed, e.g. a "Cancel" button in the footer (use `asChild` with your button). */
export function ModalClose(props: ModalCloseProps) {
  useModalPart('ModalClose');
  return <Dialog.Close data-slot="modal-close" {...props} />;
}

export { ModalContent } from './ModalContent';
export type { ModalContentProps } from './ModalContent';
