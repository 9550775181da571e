import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mobileQuery } from '../../theme/breakpoints';

/** The variant names, declared once: the props type, the variant function and story argTypes read them. */
export const buttonVariantNames = ['primary', 'secondary', 'ghost', 'danger', 'vip'] as const;
/** The size names. */
export const buttonSizeNames = ['sm', 'md', 'lg'] as const;

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minInlineSize: vars.size.targetMin,
  borderWidth: vars.size.hairline,
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
    '&[data-disabled]': { opacity: 0.5 },
    '&[data-loading]': { cursor: 'progress' },
  },
});

// Hover only changes a button that can act, so a disabled one never looks pressable.
const active = '&:hover:not(:disabled):not([aria-disabled="true"])';

export const variant = styleVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.textOnBrand,
    selectors: { [active]: { background: vars.color.brandHover } },
  },
  secondary: {
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { [active]: { borderColor: vars.color.borderStrong } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.brand,
    selectors: { [active]: { background: vars.color.brandSoft } },
  },
  // A soft fill keeps the text at AA contrast in every theme (a solid red under white text does not in dark).
  danger: {
    background: vars.color.negativeSoft,
    color: vars.color.negative,
    borderColor: vars.color.negative,
    selectors: { [active]: { background: vars.color.surfaceRaised } },
  },
  vip: {
    background: vars.color.vip,
    color: vars.color.textOnVip,
    selectors: { [active]: { background: vars.color.vipSoft, color: vars.color.vip, borderColor: vars.color.vip } },
  },
});

export const size = styleVariants({
  sm: { minBlockSize: vars.size.controlSm, paddingInline: vars.space.md, fontSize: vars.fontSize.sm },
  md: { minBlockSize: vars.size.controlMd, paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
  lg: { minBlockSize: vars.size.controlLg, paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
});

// Touch layouts: every size is at least a thumb's target.
export const touchTarget = style({
  '@media': { [mobileQuery]: { minBlockSize: vars.size.targetTouch } },
});

export const fullWidth = style({ display: 'flex', inlineSize: '100%' });

/** The label stays in the layout while loading, so the button keeps its width and its accessible name. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: { '[data-loading] > &': { opacity: 0 } },
});

export const spinnerSlot = style({
  position: 'absolute',
  insetBlock: 0,
  insetInline: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

/** A ring with one open quarter, in the text colour; it stands still when motion is reduced. */
export const spinner = style({
  display: 'inline-block',
  inlineSize: '1em',
  blockSize: '1em',
  borderWidth: vars.size.focusRing,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderBlockStartColor: 'transparent',
  borderRadius: vars.radius.full,
  // Three slow durations per turn; the theme zeroes durations under prefers-reduced-motion.
  animationName: spin,
  animationDuration: `calc(${vars.motion.durationSlow} * 3)`,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
});
