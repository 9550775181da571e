import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mobileQuery } from '../../theme/breakpoints';

/** The size names, declared once for the props type and story argTypes. */
export const switchSizeNames = ['sm', 'md'] as const;

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  selectors: { '&[data-disabled]': { opacity: 0.5 } },
});

const trackBlock = { sm: vars.size.targetMin, md: `calc(${vars.size.targetMin} + ${vars.space.xs})` };
const thumbSize = { sm: vars.size.iconMd, md: vars.size.iconLg };

export const track = style({
  position: 'relative',
  flexShrink: 0,
  padding: 0,
  borderWidth: 0,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.brand },
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
    '&[aria-busy="true"]': { cursor: 'progress' },
    // On touch layouts the hit area is a 44 px box centred on the drawn track, which keeps its size.
    '&::after': {
      content: '""',
      position: 'absolute',
      insetBlock: `calc((100% - ${vars.size.targetTouch}) / 2)`,
      insetInline: `calc((100% - ${vars.size.targetTouch}) / 2)`,
      display: 'none',
    },
  },
  '@media': { [mobileQuery]: { selectors: { '&::after': { display: 'block' } } } },
});

export const trackSize = styleVariants({
  sm: { blockSize: trackBlock.sm, inlineSize: `calc(${trackBlock.sm} * 1.75)` },
  md: { blockSize: trackBlock.md, inlineSize: `calc(${trackBlock.md} * 1.75)` },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineStart: vars.space.xxs,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brand,
  boxShadow: vars.shadow.sm,
  // Logical inset, not a translateX, so the thumb travels toward the end in both directions.
  transitionProperty: 'inset-inline-start',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
});

export const thumbSizes = styleVariants({
  sm: {
    inlineSize: thumbSize.sm,
    blockSize: thumbSize.sm,
    fontSize: vars.fontSize.xs,
    selectors: { '&[data-state="checked"]': { insetInlineStart: `calc(100% - ${thumbSize.sm} - ${vars.space.xxs})` } },
  },
  md: {
    inlineSize: thumbSize.md,
    blockSize: thumbSize.md,
    fontSize: vars.fontSize.sm,
    selectors: { '&[data-state="checked"]': { insetInlineStart: `calc(100% - ${thumbSize.md} - ${vars.space.xxs})` } },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  // Centres a one-line label on the track without a magic offset.
  minBlockSize: vars.size.targetMin,
  justifyContent: 'center',
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { [`${root}[data-disabled] &`]: { cursor: 'not-allowed' } },
});

export const description = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});
