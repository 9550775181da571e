import { style } from '@vanilla-extract/css';
import { mobileQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** A filter's label above its field (the stack itself is a `Stack`). */
export const field = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const select = style({
  minBlockSize: vars.size.controlMd,
  minInlineSize: '8rem',
  paddingInline: vars.space.sm,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  '@media': { [mobileQuery]: { minBlockSize: vars.size.targetTouch } },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
});

export const headerCell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  selectors: { '&[data-align="end"]': { textAlign: 'end' } },
});

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-align="end"]': { textAlign: 'end' } },
});

export const detailCell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  background: vars.color.surfaceRaised,
});

export const expandButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: vars.size.targetMin,
  minBlockSize: vars.size.targetMin,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  '@media': { [mobileQuery]: { minInlineSize: vars.size.targetTouch, minBlockSize: vars.size.targetTouch } },
});

/** The chevron turns when its row is expanded. */
export const chevron = style({
  selectors: {
    [`${expandButton}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
});

export const exportStatus = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  fontVariantNumeric: 'tabular-nums',
});
