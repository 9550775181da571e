/**
 * Joins class names, skipping empty ones: all that the parts measured against a size budget alone (the Modal,
 * AmountInput; docs/performance.md) need of clsx, written out so they do not bundle clsx and
 * class-variance-authority (about 0.5 KB gzip each).
 */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
