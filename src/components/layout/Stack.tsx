import type { ElementType } from 'react';
import { Box, type BoxProps, type ResponsiveValue, type Space } from './Box';

export const alignToFlex = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' } as const;

/** How children sit across a stack or a line: `start` and `end` follow the reading direction. */
export type LayoutAlign = keyof typeof alignToFlex;

export type StackProps<Component extends ElementType = 'div'> = Omit<
  BoxProps<Component>,
  'display' | 'flexDirection' | 'gap' | 'alignItems'
> & {
  /** Space between the children (a `space` token). */
  space: ResponsiveValue<Space>;
  /** Where the children sit across the stack; they stretch to its width by default. */
  align?: LayoutAlign;
};

/** Children one under the other with the same space between each (after Braid's `Stack`). */
export function Stack<Component extends ElementType = 'div'>({
  space,
  align = 'stretch',
  ...rest
}: StackProps<Component>) {
  return (
    <Box
      {...(rest as BoxProps<Component>)}
      display="flex"
      flexDirection="column"
      gap={space}
      alignItems={alignToFlex[align]}
    />
  );
}
