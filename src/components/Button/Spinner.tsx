import { spinner } from './Button.css';

/** A decorative busy ring in the current text colour; busy state itself is announced by `aria-busy`. */
export function Spinner({ className }: { /** Extra classes for placement. */ className?: string }) {
  return <span aria-hidden="true" data-slot="spinner" className={className ? `${spinner} ${className}` : spinner} />;
}
