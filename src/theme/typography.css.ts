import { styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css';
import type { TextStyleName } from './textStyleNames';

/** The type scale as ready-made text styles, so every screen sizes text from the same seven steps. */
export const textStyles = styleVariants({
  /** Big figures: total holdings, the APR on a product card. */
  display: { fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.bold },
  /**
   * The emphasised figure: the APR a product row or card leads with. Tabular numerals in the numeric font, so
   * rates in a column align; the `figure` colour role, so a host can restyle it alone.
   */
  figure: {
    fontFamily: vars.font.numeric,
    fontVariantNumeric: 'tabular-nums',
    fontSize: vars.fontSize.xl,
    lineHeight: vars.lineHeight.tight,
    fontWeight: vars.fontWeight.bold,
    color: vars.color.figure,
  },
  /** Dialog and page titles. */
  title: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.semibold },
  /** Section headings and card titles. */
  heading: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, fontWeight: vars.fontWeight.semibold },
  /** Running text and table cells. */
  body: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal, fontWeight: vars.fontWeight.regular },
  /** Field labels and row labels: secondary colour, so values stand out. */
  label: {
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.textSecondary,
  },
  /** Hints, footnotes, timestamps. */
  caption: {
    fontSize: vars.fontSize.xs,
    lineHeight: vars.lineHeight.normal,
    fontWeight: vars.fontWeight.regular,
    color: vars.color.textSecondary,
  },
} satisfies Record<TextStyleName, unknown>);
