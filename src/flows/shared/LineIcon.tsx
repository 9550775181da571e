import type { ReactNode } from 'react';

/**
 * The frame of the flows' small line icons (chart, chevron, copy, edit): 16 × 16, drawn in the text colour,
 * hidden from screen readers (the button or link around it carries the name).
 */
export function LineIcon({ className, children }: { readonly className?: string; readonly children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      className={className}
    >
      {children}
    </svg>
  );
}
