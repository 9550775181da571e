import { style, styleVariants } from '@vanilla-extract/css';
import { mobileQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Badges a term card can carry besides the VIP tag. */
export const termBadgeNames = ['ladder', 'bonus', 'soldOut'] as const;

export const grid = style({
  display: 'grid',
  // Cards at least 2.5 large controls wide, as many to a row as fit.
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.controlLg} * 2.5), 1fr))`,
  gap: vars.space.sm,
  '@media': {
    // On a phone the terms are one row that scrolls sideways: with eight terms the amount, the balance, the
    // estimate and Subscribe still show in the sheet's first screen.
    [mobileQuery]: {
      gridTemplateColumns: 'none',
      gridAutoFlow: 'column',
      gridAutoColumns: `calc(${vars.size.controlLg} * 2.5)`,
      overflowX: 'auto',
      overscrollBehaviorInline: 'contain',
      scrollSnapType: 'inline proximity',
      // Room for the focus ring, which the scrolling box would clip.
      padding: vars.space.xxs,
      margin: `calc(-1 * ${vars.space.xxs})`,
      scrollbarWidth: 'thin',
    },
  },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minBlockSize: vars.size.controlLg,
  padding: vars.space.md,
  borderWidth: vars.size.hairline,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  transitionProperty: 'border-color, background-color, box-shadow',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover:not([data-disabled]):not([data-state="checked"])': { borderColor: vars.color.borderStrong },
    // Selected: a brand outline drawn inside the border, so the layout does not move.
    '&[data-state="checked"]': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.brand}`,
    },
    // SE-STATUS-05: a sold-out term is greyed but keeps its rate and stays selectable.
    '&[data-variant="soldOut"]': { background: vars.color.surfaceRaised, color: vars.color.textSecondary },
    '&[data-variant="soldOut"][data-state="checked"]': { background: vars.color.surfaceRaised },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
      color: vars.color.textSecondary,
    },
  },
  '@media': {
    [mobileQuery]: {
      minBlockSize: vars.size.targetTouch,
      gap: vars.space.xxs,
      padding: vars.space.sm,
      scrollSnapAlign: 'start',
    },
  },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.lg,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** The rate, its label (P-47) in the rate's own line. */
export const rateLine = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  '@media': {
    // A phone's cards are a row of their own, all the same height.
    [mobileQuery]: { flexDirection: 'row', alignItems: 'baseline', gap: vars.space.xxs },
  },
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  selectors: { '&:empty': { display: 'none' } },
});

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

// Every pair keeps 4.5:1 in light and dark.
export const badge = styleVariants({
  ladder: [badgeBase, { background: vars.color.brandSoft, color: vars.color.brand }],
  bonus: [badgeBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  soldOut: [badgeBase, { background: vars.color.surfaceSunken, color: vars.color.textSecondary }],
});

/** The tick of the selected card, in its inline-end corner. */
export const check = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
  inlineSize: vars.size.iconSm,
  blockSize: vars.size.iconSm,
  color: vars.color.brand,
  selectors: { '[data-state="unchecked"] > &': { display: 'none' } },
});

export const skeletonCard = style({
  blockSize: `calc(${vars.size.controlLg} * 2)`,
  borderRadius: vars.radius.lg,
});
