import { style } from '@vanilla-extract/css';
import { mobileQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { AUTO_EARN_LIST_HEIGHT_PX } from './constants';

export const search = style({
  flex: '1 1 12rem',
  minBlockSize: vars.size.controlMd,
  paddingInline: vars.space.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  '@media': { [mobileQuery]: { minBlockSize: vars.size.targetTouch } },
});

/** The coin list keeps the spec's height (AE-MODAL-07) and scrolls inside it. */
export const listViewport = style({
  maxBlockSize: `${AUTO_EARN_LIST_HEIGHT_PX}px`,
  overflowY: 'auto',
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
});

export const headerCell = style({
  position: 'sticky',
  insetBlockStart: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.sm,
  background: vars.color.surface,
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
  selectors: { '&[data-align="end"]': { textAlign: 'end' } },
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minBlockSize: vars.size.targetMin,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
});

/** The phone's coin list: a `Stack` of rows, each a `Box` row; here only the list's reset and the rows' rule. */
export const mobileList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const mobileItem = style({
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
});

/** The card's frame; its lines stack with `Stack space="sm"`, its header an `Inline` with the action at the end. */
export const card = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
});

export const cardTitle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const cardText = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});
