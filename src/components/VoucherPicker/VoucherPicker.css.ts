import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSecondary,
});

/** The revoke action sits at the inline end, under the list. */
export const actions = style({ display: 'flex', justifyContent: 'flex-end' });

/** The placeholder of one voucher card while the list loads. */
export const skeletonCard = style({ blockSize: `calc(${vars.size.controlLg} * 2)` });
