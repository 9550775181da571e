import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Placeholder shapes: a line of text, a title, a round icon, a block (a card or a button). */
export const skeletonShapeNames = ['text', 'title', 'circle', 'block'] as const;

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0 0' },
});

export const base = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
  // A lighter band sweeps across the middle third of a triple-wide background; at rest it is out of view.
  backgroundImage: `linear-gradient(90deg, transparent 33%, ${vars.color.surfaceRaised} 50%, transparent 67%)`,
  backgroundSize: '300% 100%',
  backgroundRepeat: 'no-repeat',
  animationName: shimmer,
  animationDuration: `calc(${vars.motion.durationSlow} * 5)`,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '@media': {
    // No shimmer for users who asked for less motion: a still placeholder says "loading" as well.
    [reducedMotionQuery]: { animationName: 'none', backgroundImage: 'none' },
  },
});

export const shape = styleVariants({
  text: { inlineSize: '100%', blockSize: '1em', marginBlock: '0.25em' },
  title: { inlineSize: '60%', blockSize: '1.5em', marginBlock: '0.25em' },
  circle: {
    inlineSize: vars.size.controlSm,
    blockSize: vars.size.controlSm,
    borderRadius: vars.radius.full,
    flexShrink: 0,
  },
  block: { inlineSize: '100%', blockSize: vars.size.controlLg, borderRadius: vars.radius.md },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
