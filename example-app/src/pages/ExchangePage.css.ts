import { style } from '@vanilla-extract/css';
import { vars } from 'earnkit';

/** The line above the title that says whether this is the exchange's page or one of its documents. */
export const kind = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSecondary,
});

export const params = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  minInlineSize: 0,
});

export const param = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const paramLabel = style({ color: vars.color.textSecondary });

export const paramValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
