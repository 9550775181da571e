import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** The gap lives inside each item, so an item's height is its whole stride (what windowing counts). */
export const item = style({
  paddingBlockEnd: vars.space.sm,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const cardTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

/** A full-width cell: it names itself, so it takes the card's width rather than a label/value row's end. */
export const cardFull = style({ minInlineSize: 0 });

export const skeletonTitle = style({ inlineSize: '40%' });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
});

export const end = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.textTertiary,
  fontSize: vars.fontSize.sm,
});
