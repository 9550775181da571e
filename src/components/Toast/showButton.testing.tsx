import { useToast } from './toastContext';
import type { ToastOptions } from './toastQueue';

/** A button that shows one success toast: for the tests of how a toast's card loads. */
export function ShowButton({ title, severity = 'success' }: { title: string; severity?: ToastOptions['severity'] }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show({ severity, title })}>
      Show
    </button>
  );
}
