'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { cx } from 'class-variance-authority';
import { useEffect, useRef, type ComponentPropsWithRef, type CSSProperties, type Ref, type RefObject } from 'react';
import { useIsMobile } from '../../headless/useMediaQuery';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../provider';
import { focusRing } from '../../theme';
import { CloseIcon } from './CloseIcon';
import * as styles from './Modal.css';
import { useModalPart } from './modalContext';
import {
  modalContentVariants,
  resolvePresentation,
  type ModalMobilePresentation,
  type ModalPresentation,
  type ModalSize,
} from './modalVariants';
import { usePortalContainer } from './usePortalContainer';
import { useSheetKeyboard } from './useSheetKeyboard';
import { overlays } from '../../i18n/catalogue/en/overlays';

/** English strings used when no EarnProvider is mounted: only this component's namespaces, so it does not bundle the whole catalogue. */
const defaultMessages = { ...overlays };

type DialogContentProps = ComponentPropsWithRef<typeof Dialog.Content>;
type OutsideEvent = Parameters<NonNullable<DialogContentProps['onInteractOutside']>>[0];

export interface ModalContentProps extends Omit<DialogContentProps, 'asChild' | 'forceMount'> {
  /**
   * 'auto' (default): a centred dialog at and above 768 px, `mobilePresentation` below it.
   * 'dialog', 'sheet' or 'fullscreen' force one layout everywhere.
   */
  presentation?: ModalPresentation;
  /** What 'auto' becomes below 768 px: 'sheet' (default) or 'fullscreen' (generic result dialogs, SH-DIALOG-02). */
  mobilePresentation?: ModalMobilePresentation;
  /** Width of the centred dialog: 'sm', 'md' (default) or 'lg'. Ignored by sheets and full screens. */
  size?: ModalSize;
  /** Renders the close button (a real button named from the catalogue) at the top end. Default true. */
  showCloseButton?: boolean;
  /** Overrides for this modal's strings (the close button's name). */
  messages?: MessageOverrides;
}

/**
 * Other earnkit layers (tooltips) portal beside the dialog, not inside it. A tap on one of them is
 * not a tap "outside" the dialog and must not dismiss it.
 */
function keepOpenForEarnLayers(event: OutsideEvent): void {
  const target = event.target;
  if (target instanceof Element && target.closest('[data-ek-layer]')) event.preventDefault();
}

function assignRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as RefObject<T | null>).current = node;
    }
  };
}

/**
 * Warns once the content is in the document if it has no `ModalTitle`: a dialog without a name is
 * announced as just "dialog". Use `<ModalTitle visuallyHidden>` when the design shows no title.
 */
function TitleCheck({ contentRef }: { contentRef: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const content = contentRef.current;
    if (content && !content.querySelector('[data-slot="modal-title"]')) {
      console.warn('earnkit: `ModalContent` needs a `ModalTitle` to name the dialog for assistive technology. Use `<ModalTitle visuallyHidden>` to hide it visually.');
    }
  }, [contentRef]);
  return null;
}

/**
 * The dialog itself, portalled into the provider's container with a scrim. Focus is trapped inside
 * while open and returns to the trigger on close; Escape and a tap on the scrim close it; the page
 * behind does not scroll; a modal opened from inside another stacks on top and closes first.
 *
 * Lay it out as `ModalTitle`, optional `ModalDescription`, `ModalBody` (scrolls), `ModalFooter`
 * (stays at the bottom, above an on-screen keyboard).
 */
export function ModalContent({
  presentation = 'auto',
  mobilePresentation = 'sheet',
  size = 'md',
  showCloseButton = true,
  messages,
  className,
  style,
  children,
  ref,
  onInteractOutside,
  ...contentProps
}: ModalContentProps) {
  const { open } = useModalPart('ModalContent');
  const t = useTranslate(messages, defaultMessages);
  const isMobile = useIsMobile();
  const resolved = resolvePresentation(presentation, mobilePresentation, isMobile);
  const { container, ready } = usePortalContainer();
  const contentRef = useRef<HTMLDivElement | null>(null);
  const keyboardInset = useSheetKeyboard(contentRef, open && resolved !== 'dialog');

  if (!ready) return null;
  const keyboardStyle = { [styles.keyboardInsetProperty]: `${keyboardInset}px` } as CSSProperties;
  return (
    <Dialog.Portal container={container}>
      <Dialog.Overlay className={styles.overlay} data-slot="modal-overlay" />
      <Dialog.Content
        {...contentProps}
        ref={assignRefs(ref, contentRef)}
        data-slot="modal-content"
        data-presentation={resolved}
        className={modalContentVariants({ presentation: resolved, size: resolved === 'dialog' ? size : undefined, className })}
        style={{ ...keyboardStyle, ...style }}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          if (!event.defaultPrevented) keepOpenForEarnLayers(event);
        }}
      >
        {children}
        {showCloseButton ? (
          <Dialog.Close className={cx(styles.closeButton, focusRing)} aria-label={t('overlays.close')} data-slot="modal-close-button">
            <CloseIcon className={styles.closeIcon} />
          </Dialog.Close>
        ) : null}
        <TitleCheck contentRef={contentRef} />
      </Dialog.Content>
    </Dialog.Portal>
  );
}
