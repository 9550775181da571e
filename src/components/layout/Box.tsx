import { cx } from 'class-variance-authority';
import { createElement, type ComponentPropsWithRef, type ElementType } from 'react';
import * as styles from './layout.css';

/** A value for every width, or one below the breakpoint (`mobile`) and one from it up (`desktop`). */
export type ResponsiveValue<Value extends string> = Value | { mobile?: Value; desktop?: Value };

export type Space = (typeof styles.spaceNames)[number];
export type BoxColour = (typeof styles.colourNames)[number];
export type BoxRadius = (typeof styles.radiusNames)[number];

/** The layout a `Box` takes from the theme: every value a token, every side a logical one. */
export interface BoxLayoutProps {
  /** CSS `display`. */
  display?: ResponsiveValue<(typeof styles.displayNames)[number]>;
  /** Main axis of a flex box. */
  flexDirection?: ResponsiveValue<(typeof styles.flexDirectionNames)[number]>;
  /** Whether a flex box's children wrap onto the next line. */
  flexWrap?: ResponsiveValue<(typeof styles.flexWrapNames)[number]>;
  /** Cross-axis alignment of the children. */
  alignItems?: ResponsiveValue<(typeof styles.alignItemsNames)[number]>;
  /** Main-axis distribution of the children. */
  justifyContent?: ResponsiveValue<(typeof styles.justifyContentNames)[number]>;
  /** Text alignment: `start` and `end` follow the reading direction. */
  textAlign?: ResponsiveValue<(typeof styles.textAlignNames)[number]>;
  /** Space between children (a `space` token). */
  gap?: ResponsiveValue<Space>;
  /** Padding on all four sides. */
  padding?: ResponsiveValue<Space>;
  /** Padding at the block start and end (top and bottom in horizontal writing). */
  paddingBlock?: ResponsiveValue<Space>;
  /** Padding at the inline start and end (left and right, swapped in right-to-left). */
  paddingInline?: ResponsiveValue<Space>;
  /** Background colour role. */
  background?: BoxColour;
  /** Corner radius token. */
  borderRadius?: BoxRadius;
}

export type BoxProps<Component extends ElementType = 'div'> = BoxLayoutProps & {
  /** The element to render: 'div' by default; a list, section or heading where it means one. */
  as?: Component;
} & Omit<ComponentPropsWithRef<Component>, keyof BoxLayoutProps | 'as'>;

function responsiveClass<Value extends string>(
  classes: { mobile: Record<Value, string>; desktop: Record<Value, string> },
  value: ResponsiveValue<Value> | undefined,
): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return classes.mobile[value];
  return cx(
    value.mobile !== undefined && classes.mobile[value.mobile],
    value.desktop !== undefined && classes.desktop[value.desktop],
  );
}

/**
 * The element every layout is made of (after Braid's `Box`): its props are the theme's layout tokens,
 * turned into class names computed at build time, so a screen needs no stylesheet of its own for them.
 */
export function Box<Component extends ElementType = 'div'>({
  as,
  display,
  flexDirection,
  flexWrap,
  alignItems,
  justifyContent,
  textAlign,
  gap,
  padding,
  paddingBlock,
  paddingInline,
  background,
  borderRadius,
  className,
  ...rest
}: BoxProps<Component>) {
  return createElement(as ?? 'div', {
    ...rest,
    className:
      cx(
        responsiveClass(styles.display, display),
        responsiveClass(styles.flexDirection, flexDirection),
        responsiveClass(styles.flexWrap, flexWrap),
        responsiveClass(styles.alignItems, alignItems),
        responsiveClass(styles.justifyContent, justifyContent),
        responsiveClass(styles.textAlign, textAlign),
        responsiveClass(styles.gap, gap),
        responsiveClass(styles.padding, padding),
        responsiveClass(styles.paddingBlock, paddingBlock),
        responsiveClass(styles.paddingInline, paddingInline),
        background && styles.background[background],
        borderRadius && styles.borderRadius[borderRadius],
        className as string | undefined,
      ) || undefined,
  });
}
