import { Suspense, useEffect, useState, type FocusEvent } from 'react';
import { createPortal } from 'react-dom';
import { lazyComponent } from '../../headless/lazyComponent';
import { usePortalContainer } from '../Modal/usePortalContainer';
import type { Translate } from '../../context/useTranslate';
import { visuallyHidden } from '../../theme';
import * as styles from './Toast.css';
import type { ToastRecord } from './toastQueue';

export interface ToastViewportProps {
  /** The whole queue, oldest first. */ toasts: readonly ToastRecord[];
  /** How many show at once. */ maxVisible: number;
  /** Closes a toast. */ onDismiss: (id: string) => void;
  /** Translate function with the provider's overrides. */ t: Translate;
}

// A toast's card loads with the first toast, or ahead of it at the first key or pointer press (what
// comes before most toasts): a page shows none before anyone acts. The live regions below announce a
// toast at once either way; only the card waits for its code.
// Once loaded, a card renders without waiting; chosen once per toast (`lazyComponent`), so a card never remounts
// (its countdown would restart and a focused Dismiss button would lose focus). Pure, so a host without toasts
// emits no toast chunk.
const ToastItem = /* @__PURE__ */ lazyComponent(() => import('./ToastItem').then((module) => module.ToastItem));
/** Loads the toast card's code (once); after that, cards render without waiting. */
export const loadToastItem = ToastItem.preload;

function usePreloadOnFirstInput(preload: () => unknown): void {
  useEffect(() => {
    const load = () => {
      document.removeEventListener('pointerdown', load, true);
      document.removeEventListener('keydown', load, true);
      void preload();
    };
    document.addEventListener('pointerdown', load, true);
    document.addEventListener('keydown', load, true);
    return () => {
      document.removeEventListener('pointerdown', load, true);
      document.removeEventListener('keydown', load, true);
    };
  }, [preload]);
}

/** True while the page is in a background tab: nobody is reading, so nothing should close. */
function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const update = () => setHidden(document.visibilityState === 'hidden');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}

/**
 * Where toasts appear, portalled into the provider's container (so it keeps theme and direction): a
 * labelled "Notifications" region while any toast shows, and two persistent live regions. Screen
 * readers announce text added to a region that already exists far more reliably than a region that
 * arrives with its text, so the regions are always mounted and only their lines come and go.
 */
export function ToastViewport({ toasts, maxVisible, onDismiss, t }: ToastViewportProps) {
  // Server rendering has no document, and hydration has no portal in the server's HTML: the viewport
  // mounts on the first client render after them, in the provider's container once it exists.
  const { container, ready } = usePortalContainer();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const pageHidden = usePageHidden();
  usePreloadOnFirstInput(loadToastItem);

  const visible = toasts.slice(0, Math.max(1, maxVisible));
  const waiting = toasts.length - visible.length;

  // Without a toast there is nothing to hover or focus: a toast removed under the pointer or with
  // focus inside must not leave the next one paused for good. Set while rendering, as the last toast goes.
  if (visible.length === 0 && (hovered || focused)) {
    setHovered(false);
    setFocused(false);
  }
  const paused = hovered || focused || pageHidden;

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  if (!ready) return null;

  const line = (toast: ToastRecord) => (
    <p key={`${toast.id}:${toast.version}`}>
      {t(`feedback.toast.${toast.severity}`)}: {toast.title}
      {toast.description != null ? <> {toast.description}</> : null}
    </p>
  );

  return createPortal(
    <div
      className={styles.viewport}
      data-slot="toast-viewport"
      data-state={paused ? 'paused' : 'running'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      {/* A landmark only while there is something in it: an empty "Notifications" region is noise. */}
      {/* aria-live="off": the lines below announce, not this list; but a modal dialog's
          hide-the-rest (aria-hidden on everything else) keeps live regions, so this keeps the toasts
          and their Dismiss buttons reachable while a dialog is open. */}
      {visible.length > 0 ? (
        <section aria-label={t('feedback.toast.region')} aria-live="off" className={styles.region}>
          <Suspense fallback={null}>
            <ol className={styles.list}>
              {visible.map((toast) => (
                <ToastItem
                  key={`${toast.id}:${toast.version}`}
                  toast={toast}
                  paused={paused}
                  onDismiss={onDismiss}
                  t={t}
                />
              ))}
            </ol>
          </Suspense>
          {waiting > 0 ? <p className={styles.queued}>{t('feedback.toast.queued', { count: waiting })}</p> : null}
        </section>
      ) : null}
      {/* DEC-07: errors interrupt (assertive); success, info and warnings wait for a pause (polite). */}
      <div role="status" aria-live="polite" className={visuallyHidden}>
        {visible.filter((toast) => toast.severity !== 'error').map(line)}
      </div>
      <div role="alert" aria-live="assertive" className={visuallyHidden}>
        {visible.filter((toast) => toast.severity === 'error').map(line)}
      </div>
    </div>,
    container ?? document.body,
  );
}
