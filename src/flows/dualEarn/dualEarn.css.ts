import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
  minInlineSize: 0,
});

export const order = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const orderKind = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

export const detailHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
