import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * Six rules and two examples are taller than the room under a trigger near the bottom of a window: on
 * desktop the popover never outgrows the height Radix measured and scrolls instead (its close button
 * keeps a keyboard user inside it, so arrow keys scroll it). The bottom sheet scrolls its own body.
 */
export const content = style({
  selectors: {
    '&[data-slot="popover-content"]': {
      maxBlockSize: 'var(--radix-popover-content-available-height)',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.sm,
  color: vars.color.text,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** The ticker beside the limit, in the secondary colour as every amount's ticker. */
export const coin = style({
  marginInlineStart: vars.space.xxs,
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.regular,
});
