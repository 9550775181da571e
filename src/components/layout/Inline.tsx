import type { ElementType } from 'react';
import { Box, type BoxProps, type ResponsiveValue, type Space } from './Box';
import { alignToFlex, type LayoutAlign } from './Stack';

const alignYToFlex = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;
const alignToJustify = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;

export type InlineProps<Component extends ElementType = 'div'> = Omit<
  BoxProps<Component>,
  'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'alignItems' | 'justifyContent'
> & {
  /** Space between the children, across and down when they wrap (a `space` token). */
  space: ResponsiveValue<Space>;
  /**
   * Where the children sit along the line: `start` and `end` follow the reading direction, `between` puts the
   * first at the start and the last at the end (a header's title and its actions).
   */
  align?: keyof typeof alignToJustify;
  /** Where the children sit across the line. Default `center`. */
  alignY?: keyof typeof alignYToFlex;
  /** Below the breakpoint, stack the children instead (a toolbar that becomes a column on a phone). */
  collapseOnMobile?: boolean;
  /** With `collapseOnMobile`: where the stacked children sit. Default `stretch`. */
  collapsedAlign?: LayoutAlign;
};

/**
 * Children side by side in the reading direction, wrapping onto the next line when they do not fit (after
 * Braid's `Inline`).
 */
export function Inline<Component extends ElementType = 'div'>({
  space,
  align = 'start',
  alignY = 'center',
  collapseOnMobile = false,
  collapsedAlign = 'stretch',
  ...rest
}: InlineProps<Component>) {
  return (
    <Box
      {...(rest as BoxProps<Component>)}
      display="flex"
      flexDirection={collapseOnMobile ? { mobile: 'column', desktop: 'row' } : 'row'}
      alignItems={
        collapseOnMobile ? { mobile: alignToFlex[collapsedAlign], desktop: alignYToFlex[alignY] } : alignYToFlex[alignY]
      }
      justifyContent={alignToJustify[align]}
      flexWrap="wrap"
      gap={space}
    />
  );
}
