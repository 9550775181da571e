import { style } from '@vanilla-extract/css';
import { mobileQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  justifyContent: 'flex-end',
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const button = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textSecondary,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceRaised, color: vars.color.text },
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      color: vars.color.brand,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.4 },
  },
  '@media': { [mobileQuery]: { minInlineSize: vars.size.targetTouch, blockSize: vars.size.targetTouch } },
});

export const gap = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: vars.size.controlSm,
  color: vars.color.textTertiary,
});

/** Chevrons point the way pages go: mirrored right to left. */
export const chevron = style({
  inlineSize: vars.size.iconSm,
  blockSize: vars.size.iconSm,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
