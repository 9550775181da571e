import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({
  position: 'relative',
  zIndex: vars.zIndex.popover,
  boxSizing: 'border-box',
  // Never wider than a small dialog, nor than the room Radix measured beside the trigger.
  maxInlineSize: `min(${vars.size.dialogSm}, var(--radix-popover-content-available-width))`,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: `calc(${vars.size.targetMin} + ${vars.space.sm})`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const body = style({
  marginBlockStart: vars.space.xs,
  color: vars.color.textSecondary,
});

export const closeButton = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.targetMin,
  blockSize: vars.size.targetMin,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised, color: vars.color.text } },
});

export const closeIcon = style({
  inlineSize: vars.size.iconSm,
  blockSize: vars.size.iconSm,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
});
