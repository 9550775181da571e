'use client';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type ComponentPropsWithRef, type CSSProperties, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIsMobile } from '../../headless/useMediaQuery';
import { overlays } from '../../i18n/catalogue/en/overlays';
import type { MessageOverrides } from '../../i18n/resolve';
import { useEarn } from '../../context';
import { messageText } from '../../context/useTranslate';
import { focusRing } from '../../theme';
import { CloseIcon } from './CloseIcon';
import { cx } from '../../theme/cx';
import * as styles from './Modal.css';
import { useModalPart } from './modalContext';
import {
  modalContentVariants,
  resolvePresentation,
  type ModalMobilePresentation,
  type ModalPresentation,
  type ModalSize,
} from './modalVariants';
import { SheetKeyboard } from './SheetKeyboard';
import { usePortalContainer } from './usePortalContainer';

type DialogContentProps = ComponentPropsWithRef<typeof Dialog.Content>;

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
 * Warns once the content is in the document if it has no `ModalTitle`: a dialog without a name is
 * announced as just "dialog". Use `<ModalTitle visuallyHidden>` when the design shows no title.
 * Development builds only: a production build (`process.env.NODE_ENV === 'production'`) drops it.
 */
function TitleCheck({ contentRef }: { contentRef: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const content = contentRef.current;
    if (content && !content.querySelector('[data-slot="modal-title"]')) {
      console.warn(
        'earnkit: `ModalContent` needs a `ModalTitle` to name the dialog for assistive technology. Use `<ModalTitle visuallyHidden>` to hide it visually.',
      );
    }
  }, [contentRef]);
  return null;
}

/** The content's starting keyboard inset; SheetKeyboard updates it in place while a sheet is open. */
const noKeyboard = { [styles.keyboardInsetProperty]: '0px' } as CSSProperties;

/**
 * The dialog itself, portalled into the provider's container with a scrim. Focus is trapped inside
 * while open and returns on close to what opened it (the trigger, or the button of a controlled
 * dialog); Escape and a tap on the scrim close it; the page behind does not scroll; a modal opened
 * from inside another stacks on top and closes first.
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
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...contentProps
}: ModalContentProps) {
  useModalPart('ModalContent');
  // The one string this part shows, looked up as useTranslate would (the `messages` prop, then the
  // provider's catalogue, then the English default) without bundling its interpolation.
  const catalogue = useEarn().messages;
  const closeLabel = messageText('overlays.close', messages, catalogue, overlays);
  const isMobile = useIsMobile();
  const resolved = resolvePresentation(presentation, mobilePresentation, isMobile);
  const { container, ready } = usePortalContainer();
  const contentRef = useRef<HTMLDivElement | null>(null);
  // What had focus when the dialog opened: its trigger, or whatever button opened a controlled dialog.
  const opener = useRef<HTMLElement | null>(null);
  const contentRefs = useComposedRefs(ref, contentRef);

  if (!ready) return null;
  // React's own portal rather than Dialog.Portal: the overlay and the content each mount and unmount
  // themselves with the open state (Radix's Presence inside them, exit animations included), so
  // Radix's Portal wrapper added nothing here but its bytes (see usePortalContainer for when it is
  // safe to render).
  return createPortal(
    <>
      <Dialog.Overlay className={styles.overlay} data-slot="modal-overlay" />
      <Dialog.Content
        {...contentProps}
        ref={contentRefs}
        data-slot="modal-content"
        data-presentation={resolved}
        className={modalContentVariants({
          presentation: resolved,
          size: resolved === 'dialog' ? size : undefined,
          className,
        })}
        style={{ ...noKeyboard, ...style }}
        onOpenAutoFocus={(event) => {
          // Radix announces the open before it moves focus in: focus is still on what opened it.
          opener.current = document.activeElement as HTMLElement | null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          // The caller's handler first; one that prevents the default keeps focus where it put it.
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // Radix returns focus to its Trigger part only; a dialog opened from any other button (a row's
          // Subscribe, a badge) would leave focus on the page's body. Focus goes back to the opener.
          event.preventDefault();
          // (An opener removed from the page meanwhile takes no focus: focus() on it does nothing.)
          opener.current?.focus({ preventScroll: true });
          opener.current = null;
        }}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          // Other earnkit layers (tooltips) portal beside the dialog, not inside it. A tap on one of
          // them is not a tap "outside" the dialog and must not dismiss it.
          if ((event.target as Element | null)?.closest?.('[data-ek-layer]')) event.preventDefault();
        }}
      >
        {children}
        {showCloseButton && (
          <Dialog.Close
            className={cx(styles.closeButton, focusRing)}
            aria-label={closeLabel}
            data-slot="modal-close-button"
          >
            <CloseIcon className={styles.closeIcon} />
          </Dialog.Close>
        )}
        {resolved !== 'dialog' && <SheetKeyboard contentRef={contentRef} />}
        {process.env.NODE_ENV !== 'production' && <TitleCheck contentRef={contentRef} />}
      </Dialog.Content>
    </>,
    container ?? document.body,
  );
}
