import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mobileQuery } from '../../theme/breakpoints';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  selectors: { '&[data-disabled]': { opacity: 0.5 } },
});

// The native input covers the whole control, so every click is a real click on a real checkbox.
export const control = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.targetMin,
  blockSize: vars.size.targetMin,
  '@media': {
    // A 44 px target on touch layouts; negative margins keep the 24 px footprint, so text does not move.
    [mobileQuery]: {
      inlineSize: vars.size.targetTouch,
      blockSize: vars.size.targetTouch,
      marginBlock: `calc((${vars.size.targetMin} - ${vars.size.targetTouch}) / 2)`,
      marginInline: `calc((${vars.size.targetMin} - ${vars.size.targetTouch}) / 2)`,
    },
  },
});

export const input = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.iconMd,
  blockSize: vars.size.iconMd,
  borderWidth: vars.size.focusRing,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textOnBrand,
  pointerEvents: 'none',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    [`${input}:focus-visible + &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.focusRing,
    },
    [`${input}:hover:not(:disabled) + &[data-state="unchecked"]`]: { borderColor: vars.color.text },
  },
});

export const mark = style({ inlineSize: vars.size.iconSm, blockSize: vars.size.iconSm });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
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
