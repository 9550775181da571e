'use client';
import { useCallback, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { ModalRoot, ModalTrigger } from '../../components/Modal';
import { useClock } from '../../context/context';
import { useControllableState } from '../../headless/useControllableState';
import { useFlowOutcome, type FlowOutcome, type UseFlowOutcomeOptions } from './useFlowOutcome';

export interface UseFlowDialogOptions extends UseFlowOutcomeOptions {
  /** Whether the dialog is open (controlled): the flow's `open` prop. */
  readonly open?: boolean;
  /** Whether it starts open (uncontrolled): the flow's `defaultOpen` prop. Default false. */
  readonly defaultOpen?: boolean;
  /** Called when the dialog opens or closes: the flow's `onOpenChange` prop. */
  readonly onOpenChange?: (open: boolean) => void;
  /**
   * The flow's close event, run whenever the dialog closes, whether the user closed it or the flow did
   * (`close`): e.g. `() => dispatch({ type: 'DIALOG.CLOSE' })`, so a reopened dialog starts afresh.
   */
  readonly onClose?: () => void;
}

/** The shell of a dialog flow: its open state and its tails. */
export interface FlowDialog extends FlowOutcome {
  /** Whether the dialog is open. */
  readonly open: boolean;
  /**
   * The provider's clock (the exchange's time, epoch ms) when the dialog last opened, or mounted while
   * closed: what a timeline or a 1-hour rule in the dialog is drawn for.
   */
  readonly openedAt: number;
  /** The flow opens the dialog (e.g. 'Subscribe more'). */
  readonly show: () => void;
  /** The flow closes the dialog (e.g. after a success): closed, and the close event runs. */
  readonly close: () => void;
  /** Spread on `ModalRoot` (`FlowDialogRoot` does): the open state, and a close by the user runs the close event. */
  readonly rootProps: { readonly open: boolean; readonly onOpenChange: (open: boolean) => void };
}

/**
 * What every dialog flow repeats, in one place: the open state, controlled or not (`open`, `defaultOpen`,
 * `onOpenChange`); the close event, whoever closes it; the time it opened by the provider's clock; and the
 * success and failure tails of its call (`useFlowOutcome`). Render it with `FlowDialogRoot`, which adds the
 * flow's `trigger`.
 *
 * @example
 * const dialog = useFlowDialog({ open, defaultOpen, onOpenChange, onClose: () => dispatch({ type: 'DIALOG.CLOSE' }),
 *   toastId: 'wealth-redeem', defaults: defaultMessages, messages, onFailure });
 * return <FlowDialogRoot dialog={dialog} trigger={trigger}><ModalContent>...</ModalContent></FlowDialogRoot>;
 */
export function useFlowDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onClose,
  ...outcomeOptions
}: UseFlowDialogOptions): FlowDialog {
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const outcome = useFlowOutcome(outcomeOptions);
  // The close event as of the latest render: the flow passes a new function each render.
  const closeEvent = useRef(onClose);
  useEffect(() => {
    closeEvent.current = onClose;
  });

  // Read when the flow mounts and again each time the dialog opens: a flow stays mounted while closed.
  const clock = useClock();
  const [openedAt, setOpenedAt] = useState(() => clock());
  // Only an opening is a new moment; a new clock function alone is not.
  const markOpened = useEffectEvent(() => setOpenedAt(clock()));
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) markOpened();
    wasOpen.current = open;
  }, [open]);

  const changeOpen = useCallback(
    (next: boolean) => {
      setOpen(next);
      if (!next) closeEvent.current?.();
    },
    [setOpen],
  );
  const show = useCallback(() => setOpen(true), [setOpen]);
  const close = useCallback(() => changeOpen(false), [changeOpen]);

  return { ...outcome, open, openedAt, show, close, rootProps: { open, onOpenChange: changeOpen } };
}

export interface FlowDialogRootProps {
  /** The flow's dialog shell (`useFlowDialog`). */
  dialog: Pick<FlowDialog, 'rootProps'>;
  /** An element that opens the dialog: the flow's `trigger` prop, rendered as the trigger itself. */
  trigger?: ReactNode;
  /** The dialog's content (`ModalContent`), and any dialog that belongs to it. */
  children?: ReactNode;
}

/** The dialog's root with the flow's trigger: the `ModalRoot` of a `useFlowDialog` flow. */
export function FlowDialogRoot({ dialog, trigger, children }: FlowDialogRootProps) {
  return (
    <ModalRoot {...dialog.rootProps}>
      {trigger != null ? <ModalTrigger asChild>{trigger}</ModalTrigger> : null}
      {children}
    </ModalRoot>
  );
}
