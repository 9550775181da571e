import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
});

export const times = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.sm,
  color: vars.color.textSecondary,
});
