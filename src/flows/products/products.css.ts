import { style, styleVariants } from '@vanilla-extract/css';
import { mobileQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const searchBox = style({
  minBlockSize: vars.size.targetMin,
  minInlineSize: '0',
  inlineSize: '100%',
  maxInlineSize: vars.size.tooltipMobile,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textTertiary },
  },
  '@media': {
    [mobileQuery]: { minBlockSize: vars.size.targetTouch, maxInlineSize: 'none' },
  },
});

export const headerWithTip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const tipTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.size.targetMin,
  minInlineSize: vars.size.targetMin,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textSecondary,
  font: 'inherit',
  cursor: 'help',
});

export const tipIcon = style({ inlineSize: vars.size.iconSm, blockSize: vars.size.iconSm });

export const offer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const terms = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const termBase = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
});

/** A sold-out term keeps its rate on view but steps back (SE-STATUS-05); the words 'Sold out' say why. */
export const term = styleVariants({
  open: [termBase],
  soldOut: [termBase, { color: vars.color.textSecondary }],
});

export const termDays = style({
  minInlineSize: vars.size.controlLg,
  fontWeight: vars.fontWeight.medium,
});

/** The ladder badge: a small button that opens the bonus tiers (a target of at least 24 px). */
export const ladderBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.targetMin,
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  '@media': {
    [mobileQuery]: { minBlockSize: vars.size.targetTouch },
  },
});

export const vipNote = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  flexBasis: '100%',
  color: vars.color.vip,
  fontSize: vars.fontSize.sm,
});

export const inlineAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.targetMin,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
  '@media': {
    [mobileQuery]: { minBlockSize: vars.size.targetTouch },
  },
});

export const accountLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
