import { style } from '@vanilla-extract/css';
import { mobileQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { AUTO_EARN_LIST_HEIGHT_PX } from './constants';

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const settingsBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

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

export const mobileList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const mobileItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.sm,
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

// The coin switch's place while its code loads: the height of a medium switch's track (Switch.css.ts), so the
// switch arriving moves nothing under the card.
export const switchPlaceholder = style({
  display: 'flex',
  alignItems: 'center',
  blockSize: `calc(${vars.size.targetMin} + ${vars.space.xs})`,
});
