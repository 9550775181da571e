import { style } from '@vanilla-extract/css';
import { mobileQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** List looks: 'plain' rows, or 'divided' by hairlines as in a detail panel. */
export const infoListVariantNames = ['plain', 'divided'] as const;

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  selectors: {
    '&[data-variant="divided"]': { gap: 0 },
  },
});

export const row = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minBlockSize: vars.size.targetMin,
  selectors: {
    '[data-variant="divided"] > &': {
      paddingBlock: vars.space.md,
      borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
    },
    '[data-variant="divided"] > &:last-child': { borderBlockEnd: 'none' },
  },
});

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/**
 * Values sit at the inline end, so amounts in a column line up on their last digit. The value's box takes the rest
 * of the row: a figure that arrives or changes width (a placeholder replaced by an amount) then moves no box, where
 * a box as wide as its text would move its start (a layout shift).
 */
export const value = style({
  flexGrow: 1,
  margin: 0,
  minInlineSize: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'end',
  overflowWrap: 'anywhere',
});

export const coin = style({
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.regular,
});

export const infoButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: vars.size.targetMin,
  minBlockSize: vars.size.targetMin,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'help',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceRaised },
  },
  '@media': {
    [mobileQuery]: { minInlineSize: vars.size.targetTouch, minBlockSize: vars.size.targetTouch },
  },
});

export const infoIcon = style({
  inlineSize: vars.size.iconSm,
  blockSize: vars.size.iconSm,
});
