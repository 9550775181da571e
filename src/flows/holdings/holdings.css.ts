import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const screen = style({ color: vars.color.text });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const panel = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
});

// Shared with the auto-earn settings list: it lives with the other flows' shared layout.
export { inlineAction } from '../shared/flowLayout.css';
