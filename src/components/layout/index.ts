export { Box } from './Box';
export type { BoxColour, BoxLayoutProps, BoxProps, BoxRadius, ResponsiveValue, Space } from './Box';
export { Inline } from './Inline';
export type { InlineProps } from './Inline';
export { Stack } from './Stack';
export type { LayoutAlign, StackProps } from './Stack';
