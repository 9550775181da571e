import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  verticalAlign: 'middle',
});

/** Each icon after the first tucks under the one before it; a ring in the surface colour parts them. */
export const item = style({
  display: 'inline-flex',
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.surface}`,
  selectors: {
    '& + &': { marginInlineStart: `calc(-1 * ${vars.space.xs})` },
  },
});

/** The '+N' chip: the coins beyond the ones shown. */
export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  paddingInline: vars.space.xxs,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.semibold,
});

/** The '+N' chip matches the icons' size. */
export const moreSize = styleVariants({
  sm: { minInlineSize: vars.size.iconLg, blockSize: vars.size.iconLg, fontSize: vars.fontSize.xs },
  md: { minInlineSize: vars.size.controlSm, blockSize: vars.size.controlSm, fontSize: vars.fontSize.sm },
  lg: { minInlineSize: vars.size.controlMd, blockSize: vars.size.controlMd, fontSize: vars.fontSize.md },
});
