import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Icon sizes: 'sm' in table rows and stacks, 'md' in cards, 'lg' in headers. */
export const coinIconSizeNames = ['sm', 'md', 'lg'] as const;
/** Tints of the letters fallback; a ticker always gets the same one. */
export const coinIconToneNames = ['brand', 'vip', 'warning', 'neutral'] as const;

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  verticalAlign: 'middle',
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  userSelect: 'none',
});

export const size = styleVariants({
  sm: { inlineSize: vars.size.iconLg, blockSize: vars.size.iconLg, fontSize: vars.fontSize.xs },
  md: { inlineSize: vars.size.controlSm, blockSize: vars.size.controlSm, fontSize: vars.fontSize.md },
  lg: { inlineSize: vars.size.controlMd, blockSize: vars.size.controlMd, fontSize: vars.fontSize.lg },
});

// Letters on a tint of their own colour: every pair keeps 4.5:1 in light and dark.
export const tone = styleVariants({
  brand: { background: vars.color.brandSoft, color: vars.color.brand },
  vip: { background: vars.color.vipSoft, color: vars.color.vip },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
  neutral: { background: vars.color.surfaceSunken, color: vars.color.textSecondary },
});

/**
 * Artwork lies over the letter, which stays in place but unseen: the box keeps the letter's baseline, so a row
 * aligned on baselines does not move when the drawing arrives (an SVG has no baseline of its own).
 */
export const artwork = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
});

export const hiddenLetter = style({ visibility: 'hidden' });

export const image = style({
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});
