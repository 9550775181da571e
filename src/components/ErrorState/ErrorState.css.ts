import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const icon = style({
  inlineSize: vars.size.controlLg,
  blockSize: vars.size.controlLg,
  color: vars.color.negative,
  selectors: {
    '[data-variant="compact"] > &': { inlineSize: vars.size.controlSm, blockSize: vars.size.controlSm },
  },
});

export const message = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});
