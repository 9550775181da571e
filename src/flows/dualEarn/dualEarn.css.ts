import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The orders may sit in a grid or flex column of the host's page: they shrink with it, never widen it. */
export const root = style({ minInlineSize: 0 });

export const orderKind = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});
