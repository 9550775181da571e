import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
});

/** Scrolls sideways when a narrow desktop window cannot fit every column. */
export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const headerCell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  textAlign: 'start',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end' },
    // A numeric column is as wide as its widest value, so its values fill it (see `numericValue`).
    '&[data-numeric]': { inlineSize: '1%' },
  },
});

export const row = style({
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
  },
});

export const cell = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end' },
    // Tabular numerals: every digit is as wide as every other, so end-aligned amounts line up on the decimal point.
    '&[data-numeric]': { fontFamily: vars.font.numeric, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  },
});

/** The one cell spanning the table for the empty and error states. */
export const stateCell = style({
  padding: 0,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
});

/** Placeholders are shorter than the column, as text would be, and sit where the text would. */
export const skeletonBar = style({
  inlineSize: '70%',
  selectors: { '[data-align="end"] > &': { marginInlineStart: 'auto' } },
});

/**
 * Amounts are left-to-right text in every locale, so they line up on the decimal point (same decimals,
 * tabular numerals) only when their fraction ends line up: the value is an LTR block aligned to its end.
 * In LTR that is the cell's end; in RTL the column is only as wide as its widest value, so the values
 * still fill the column's end side while their decimal points line up. A plain `text-align: end` in RTL
 * would line up their first digits instead.
 */
export const numericValue = style({
  display: 'block',
  direction: 'ltr',
  textAlign: 'end',
});
