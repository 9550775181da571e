'use client';
/** Small parts the holding details share: the detail header, a value's line. */
import type { ReactNode } from 'react';
import { Box, Inline } from '../../components/layout';

/**
 * The header of a holding detail panel: icon, title, then tags. The same element whether the panel
 * loads, fails or shows, so the title (and anything a reader was on) is never replaced under them.
 */
export function DetailHeader({
  icon,
  title,
  children,
}: {
  readonly icon?: ReactNode;
  readonly title: ReactNode;
  readonly children?: ReactNode;
}) {
  return (
    <Inline space="sm">
      {icon ?? null}
      {title}
      {children}
    </Inline>
  );
}

/** A value with its actions beside it (a copy or edit button, a tag), kept to the row's end. */
export function ValueLine({ children }: { readonly children: ReactNode }) {
  return (
    <Box as="span" display="inline-flex" alignItems="center" justifyContent="flex-end" flexWrap="wrap" gap="xs">
      {children}
    </Box>
  );
}
