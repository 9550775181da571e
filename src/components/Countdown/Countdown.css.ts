import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** 'inline' runs in a sentence or a notice; 'boxed' puts each unit in a tile, as on a project card. */
export const countdownVariantNames = ['inline', 'boxed'] as const;

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const label = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

export const segments = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});

export const segment = style({
  selectors: {
    '[data-variant="boxed"] &': {
      paddingBlock: vars.space.xxs,
      paddingInline: vars.space.xs,
      borderRadius: vars.radius.sm,
      background: vars.color.surfaceRaised,
    },
  },
});

export const done = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});
