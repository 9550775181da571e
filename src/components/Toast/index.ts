export { ToastProvider } from './ToastProvider';
export type { ToastProviderProps } from './ToastProvider';
export { useToast } from './toastContext';
export type { ToastApi } from './toastContext';
export {
  DEFAULT_MAX_VISIBLE_TOASTS,
  DEFAULT_TOAST_DURATION_MS,
  ERROR_TOAST_DURATION_MS,
  toastSeverities,
} from './toastQueue';
export type { ToastOptions, ToastSeverity } from './toastQueue';
