import { createContext, useContext } from 'react';
import type { ToastOptions } from './toastQueue';

/** What `useToast()` returns. */
export interface ToastApi {
  /** Shows a toast (or queues it when the maximum is already showing) and returns its id. */
  show: (options: ToastOptions) => string;
  /** Closes a toast, visible or still waiting. */
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
ToastContext.displayName = 'ToastContext';

/**
 * Shows and closes toasts. Works anywhere under `<EarnProvider>`, which mounts the toast provider;
 * outside it, it throws so a missing provider is found in development, not as a silent no-op.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <EarnProvider> or <ToastProvider>.');
  return api;
}
