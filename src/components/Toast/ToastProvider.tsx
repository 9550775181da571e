import { useCallback, useMemo, useReducer, useRef, type ReactNode } from 'react';
import type { MessageOverrides } from '../../i18n/resolve';
import { feedback } from '../../i18n/catalogue/en/feedback';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, feedback);
import { useTranslate } from '../../context';
import { ToastContext, type ToastApi } from './toastContext';
import {
  DEFAULT_MAX_VISIBLE_TOASTS,
  DEFAULT_TOAST_DURATION_MS,
  defaultDurationFor,
  toastQueueReducer,
  type ToastOptions,
} from './toastQueue';
import { ToastViewport } from './ToastViewport';

export interface ToastProviderProps {
  /** How many toasts show at once; later ones wait until one closes. Default 3. */
  maxVisible?: number;
  /** Default ms a toast stays (errors get at least 8000). Default 5000. */
  duration?: number;
  /** Overrides for the toast strings (region name, close button, severity names). */
  messages?: MessageOverrides;
  children?: ReactNode;
}

/**
 * Holds the toast queue and renders its viewport. `EarnProvider` already mounts one, so hosts rarely
 * need it; a nested one takes over for its subtree.
 */
export function ToastProvider({
  maxVisible = DEFAULT_MAX_VISIBLE_TOASTS,
  duration = DEFAULT_TOAST_DURATION_MS,
  messages,
  children,
}: ToastProviderProps) {
  const [toasts, dispatch] = useReducer(toastQueueReducer, []);
  const t = useTranslate(messages, defaultMessages);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => dispatch({ type: 'dismiss', id }), []);
  const show = useCallback(
    (options: ToastOptions) => {
      nextId.current += 1;
      const id = options.id ?? `ek-toast-${nextId.current}`;
      dispatch({
        type: 'show',
        toast: {
          id,
          severity: options.severity,
          title: options.title,
          description: options.description,
          duration: options.duration ?? defaultDurationFor(options.severity, duration),
          version: 0,
        },
      });
      return id;
    },
    [duration],
  );

  // Stable (it changes only with the default duration), so a component calling `show` in an effect does
  // not re-run it on every toast.
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} maxVisible={maxVisible} onDismiss={dismiss} t={t} />
    </ToastContext.Provider>
  );
}
