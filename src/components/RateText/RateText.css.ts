import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Colour roles of a rate: plain text, or the up/down roles (which a provider may swap). */
export const rateTextToneNames = ['neutral', 'up', 'down'] as const;
/** Type sizes of a rate, from a table cell to the big figure of a product card. */
export const rateTextSizeNames = ['sm', 'md', 'lg', 'display'] as const;

export const base = style({
  display: 'inline',
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    // SE-STATUS-05: a sold-out rate is greyed, in a tone that still reads at 4.5:1.
    '&[data-disabled]': { color: vars.color.textTertiary },
  },
});

export const tone = styleVariants({
  neutral: { color: 'inherit' },
  up: { color: vars.color.up },
  down: { color: vars.color.down },
});

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.md },
  lg: { fontSize: vars.fontSize.xl },
  display: { fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold },
});

/** The 'Up to' words beside a ladder rate: lighter than the figure. */
export const words = style({
  fontSize: '0.75em',
  fontWeight: vars.fontWeight.medium,
});

/** The rate's label (P-47) after the figure: quieter than the figure, never hidden. */
export const basis = style({
  fontSize: '0.75em',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textSecondary,
  whiteSpace: 'nowrap',
});

/** The dash of a range: a hair of space each side, logical so it holds in right-to-left text. */
export const dash = style({
  paddingInline: vars.space.xxs,
});
