import { style } from '@vanilla-extract/css';
import { desktopQuery, mobileQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSecondary,
});

/** One column of rows on a phone; a row of cards from the breakpoint up. */
export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [desktopQuery]: { gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.size.dialogSm} / 2.5), 1fr))` },
  },
});

export const item = style({ display: 'flex', minInlineSize: 0 });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flex: '1 1 auto',
  minInlineSize: 0,
  minBlockSize: vars.size.controlLg,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderWidth: vars.size.hairline,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceRaised } },
  '@media': { [mobileQuery]: { minBlockSize: vars.size.targetTouch } },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const iconGlyph = style({ inlineSize: vars.size.iconMd, blockSize: vars.size.iconMd });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minInlineSize: 0,
});

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
  lineHeight: vars.lineHeight.normal,
});

/** The chevron points toward the reading end: mirrored in right-to-left text. */
export const chevron = style({
  flexShrink: 0,
  inlineSize: vars.size.iconSm,
  blockSize: vars.size.iconSm,
  color: vars.color.textSecondary,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
