'use client';
import * as RadixPopover from '@radix-ui/react-popover';
import { cx } from 'class-variance-authority';
import { useId, useMemo, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useControllableState } from '../../headless/useControllableState';
import { useIsMobile } from '../../headless/useMediaQuery';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import { focusRing } from '../../theme';
import { space } from '../../theme/scale';
import { CloseIcon } from '../Modal/CloseIcon';
import { ModalBody, ModalContent, ModalRoot, ModalTitle, ModalTrigger } from '../Modal/Modal';
import { createPartContext } from '../Modal/partContext';
import { usePortalContainer } from '../Modal/usePortalContainer';
import * as styles from './Popover.css';
import { overlays } from '../../i18n/catalogue/en/overlays';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, overlays);

interface PopoverContextValue {
  /** Below the breakpoint the popover is a bottom sheet (a Modal) instead. */
  isMobile: boolean;
}
const { Context: PopoverContext, usePart } = createPartContext<PopoverContextValue>('PopoverRoot');

// Radix positions in JS and takes numbers: read them from the tokens so they follow the theme's scale.
const SIDE_OFFSET = Number.parseFloat(space.sm);
const COLLISION_PADDING = Number.parseFloat(space.lg);

export interface PopoverRootProps {
  /** Whether the popover is open (controlled). */
  open?: boolean;
  /** Whether it starts open when uncontrolled. Default false. */
  defaultOpen?: boolean;
  /** Called when it asks to open or close (trigger, close button, Escape, a click outside). */
  onOpenChange?: (open: boolean) => void;
  /** `PopoverTrigger` and `PopoverContent`. */
  children?: ReactNode;
}

/**
 * A small explanation anchored to its trigger (bonus rules, rate details): a non-modal popover at and
 * above 768 px, a bottom sheet below it, where a floating box would be cramped and hard to dismiss.
 * The open state lives here, so it survives a resize across the breakpoint.
 */
export function PopoverRoot({ open: openProp, defaultOpen = false, onOpenChange, children }: PopoverRootProps) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const context = useMemo(() => ({ isMobile }), [isMobile]);
  return (
    <PopoverContext.Provider value={context}>
      {isMobile ? (
        <ModalRoot open={open} onOpenChange={setOpen}>
          {children}
        </ModalRoot>
      ) : (
        <RadixPopover.Root open={open} onOpenChange={setOpen}>
          {children}
        </RadixPopover.Root>
      )}
    </PopoverContext.Provider>
  );
}

export type PopoverTriggerProps = ComponentPropsWithRef<typeof RadixPopover.Trigger>;

/** Toggles the popover; focus returns to it on close. Use `asChild` to make your own element the trigger. */
export function PopoverTrigger(props: PopoverTriggerProps) {
  const { isMobile } = usePart('PopoverTrigger');
  return isMobile ? (
    <ModalTrigger data-slot="popover-trigger" {...props} />
  ) : (
    <RadixPopover.Trigger data-slot="popover-trigger" {...props} />
  );
}

export interface PopoverContentProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'dir'> {
  /** The heading; it names the popover (or sheet) for assistive technology. */
  title: ReactNode;
  /**
   * Which side of the trigger the desktop popover prefers: 'bottom' (default), 'top', 'left' or 'right'. It flips when
   * there is no room.
   */
  side?: RadixPopover.PopoverContentProps['side'];
  /** Alignment against the trigger on desktop: 'start' (default), 'center' or 'end'; follows the text direction. */
  align?: RadixPopover.PopoverContentProps['align'];
  /** Overrides for this popover's strings (the close button's name). */
  messages?: MessageOverrides;
}

/** The popover's content: a title, the body you pass, and a close button. */
export function PopoverContent({
  title,
  side = 'bottom',
  align = 'start',
  messages,
  className,
  children,
  ...props
}: PopoverContentProps) {
  const { isMobile } = usePart('PopoverContent');
  const t = useTranslate(messages, defaultMessages);
  const titleId = useId();
  const { container, ready } = usePortalContainer();

  if (isMobile) {
    return (
      <ModalContent presentation="sheet" messages={messages} className={className} {...props}>
        <ModalTitle>{title}</ModalTitle>
        <ModalBody>{children}</ModalBody>
      </ModalContent>
    );
  }
  if (!ready) return null;
  return (
    <RadixPopover.Portal container={container}>
      <RadixPopover.Content
        data-slot="popover-content"
        aria-labelledby={titleId}
        side={side}
        align={align}
        sideOffset={SIDE_OFFSET}
        collisionPadding={COLLISION_PADDING}
        className={cx(styles.content, className)}
        {...props}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        <RadixPopover.Close className={cx(styles.closeButton, focusRing)} aria-label={t('overlays.close')}>
          <CloseIcon className={styles.closeIcon} />
        </RadixPopover.Close>
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
}
