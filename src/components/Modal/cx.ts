/**
 * Joins class names, skipping empty ones: all the Modal needs of clsx, written out so the Modal alone
 * does not bundle clsx and class-variance-authority (about 0.5 KB gzip of its size budget).
 */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
