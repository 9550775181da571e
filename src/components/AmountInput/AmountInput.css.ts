import { style, styleVariants } from '@vanilla-extract/css';
import { mobileQuery, reducedMotionQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The size names, declared once: the props type, the variant function and story argTypes read them. */
export const amountInputSizeNames = ['sm', 'md', 'lg'] as const;
/** The states `data-state` takes. */
export const amountInputStateNames = ['idle', 'disabled', 'soldOut'] as const;

/**
 * One grid holds every part, with no wrapper around the input: on each keystroke React re-renders
 * the root and the input only (each extra wrapper element cost about 0.1x of a plain input's
 * keystroke in bench/amount-input-keystroke.mjs). The visible box is a decorative sibling drawn behind
 * the input row; the gutter columns are the box's inline padding.
 */
export const root = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.md} minmax(0, 1fr) auto auto ${vars.space.md}`,
  alignItems: 'center',
  rowGap: vars.space.xs,
  inlineSize: '100%',
  minInlineSize: 0,
  isolation: 'isolate',
});

export const size = styleVariants({ sm: {}, md: {}, lg: {} });

export const label = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSecondary,
});

export const input = style({
  gridColumn: '1 / 3',
  gridRow: 2,
  zIndex: 1,
  alignSelf: 'stretch',
  minInlineSize: 0,
  minBlockSize: vars.size.controlMd,
  margin: 0,
  paddingBlock: 0,
  // Both sides: the input is dir="ltr" even in a right-to-left page, so its own start and end are
  // not the page's; equal padding keeps the gutter on the outer side and a gap before the coin in both.
  paddingInline: vars.space.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'start',
  // The box behind draws the focus ring for the whole field (input, coin and Max together).
  outline: 'none',
  selectors: {
    [`${size.sm} &`]: { minBlockSize: vars.size.controlSm, fontSize: vars.fontSize.md },
    [`${size.lg} &`]: { minBlockSize: vars.size.controlLg, fontSize: vars.fontSize.xl },
    // The input is dir="ltr" so a number always reads left to right. In a right-to-left page the
    // amount should still sit on the reading-start side (the right), away from the coin and Max on
    // the left; in the input's own left-to-right terms that side is its end.
    '[dir="rtl"] &': { textAlign: 'end' },
    '&::placeholder': { color: vars.color.textTertiary, opacity: 1 },
    '&:disabled': { color: vars.color.textTertiary, cursor: 'not-allowed' },
  },
  // Touch layouts: the whole row is a 44px target.
  '@media': { [mobileQuery]: { minBlockSize: vars.size.targetTouch } },
});

export const coin = style({
  gridColumn: 3,
  gridRow: 2,
  zIndex: 1,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSecondary,
  pointerEvents: 'none',
});

export const maxButton = style({
  gridColumn: 4,
  gridRow: 2,
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.size.targetMin,
  minInlineSize: vars.size.targetMin,
  marginInlineStart: vars.space.xs,
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brand,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.brandSoft },
    '&:disabled': { color: vars.color.textTertiary, cursor: 'not-allowed' },
  },
  '@media': { [mobileQuery]: { minBlockSize: vars.size.targetTouch, minInlineSize: vars.size.targetTouch } },
});

/** The visible box, behind the input row. It follows the input in the DOM so `input ~ box` can style it. */
export const box = style({
  gridColumn: '1 / -1',
  gridRow: 2,
  zIndex: 0,
  alignSelf: 'stretch',
  background: vars.color.surfaceRaised,
  borderWidth: vars.size.hairline,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.md,
  transitionProperty: 'border-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${input}:focus ~ &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRing,
      borderColor: vars.color.brand,
    },
    [`${input}[aria-invalid="true"] ~ &`]: { borderColor: vars.color.negative },
    [`${input}:disabled ~ &`]: { background: vars.color.surfaceSunken, borderColor: vars.color.border },
  },
  '@media': { [reducedMotionQuery]: { transitionDuration: '0s' } },
});

export const footer = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  selectors: { '&:empty': { display: 'none' } },
});

export const hint = style({ color: vars.color.textSecondary });

/** The live region: an outside error and the reason a keystroke was refused. */
export const messages = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  selectors: { '&:empty': { display: 'none' } },
});

/** A check outside the field failed (minimum, balance). */
export const error = style({ color: vars.color.negative });

/** The last keystroke was refused: a notice, not an error, since the value shown is still valid. */
export const rejection = style({ color: vars.color.warning });

/** How a paste was read ("Read as 1,000"): information, so the colour of a hint. */
export const readAs = style({ color: vars.color.textSecondary });

export const soldOut = style({
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
});
