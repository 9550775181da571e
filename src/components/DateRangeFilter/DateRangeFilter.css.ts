import { style } from '@vanilla-extract/css';
import { mobileQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const label = style({
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

/** The two fields and the calendar button, framed as one control. */
export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.controlMd,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-within': { borderColor: vars.color.focus },
    '&[data-invalid]': { borderColor: vars.color.negative },
  },
  '@media': { [mobileQuery]: { minBlockSize: vars.size.targetTouch, display: 'flex' } },
});

export const input = style({
  // Wide enough for 'YYYY-MM-DD' and no wider: the two dates sit side by side.
  inlineSize: '11ch',
  minInlineSize: 0,
  flex: '1 1 auto',
  minBlockSize: vars.size.targetMin,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  selectors: {
    '&::placeholder': { color: vars.color.textTertiary },
    '&[aria-invalid="true"]': { color: vars.color.negative },
  },
  '@media': { [mobileQuery]: { minBlockSize: vars.size.targetTouch } },
});

export const separator = style({ color: vars.color.textTertiary });

export const calendarButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised, color: vars.color.text } },
  '@media': { [mobileQuery]: { inlineSize: vars.size.targetTouch, blockSize: vars.size.targetTouch } },
});

export const icon = style({ inlineSize: vars.size.iconMd, blockSize: vars.size.iconMd });

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: 'max-content',
  maxInlineSize: '100%',
  marginInline: 'auto',
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const calendarTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});

export const stepButton = style([
  calendarButton,
  { selectors: { '&:disabled': { opacity: 0.4, cursor: 'not-allowed' } } },
]);

/** Chevrons point the way time goes on the page: mirrored right to left. */
export const chevron = style({
  inlineSize: vars.size.iconSm,
  blockSize: vars.size.iconSm,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const grid = style({
  borderCollapse: 'collapse',
  borderSpacing: 0,
});

export const weekday = style({
  blockSize: vars.size.controlSm,
  color: vars.color.textTertiary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'center',
});

export const cell = style({ padding: 0, paddingBlock: vars.space.xxs });

export const day = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  color: vars.color.text,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover:not([data-disabled])': { background: vars.color.surfaceRaised },
    '&[data-today]': { fontWeight: vars.fontWeight.bold, textDecoration: 'underline' },
    '&[data-selected]': { background: vars.color.brandSoft, color: vars.color.text },
    '&[data-range-start]': {
      background: vars.color.brand,
      color: vars.color.textOnBrand,
      borderStartStartRadius: vars.radius.md,
      borderEndStartRadius: vars.radius.md,
    },
    '&[data-range-end]': {
      background: vars.color.brand,
      color: vars.color.textOnBrand,
      borderStartEndRadius: vars.radius.md,
      borderEndEndRadius: vars.radius.md,
    },
    '&[data-disabled]': { color: vars.color.textTertiary, opacity: 0.5, cursor: 'default' },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
      position: 'relative',
      zIndex: 1,
    },
  },
  '@media': { [mobileQuery]: { inlineSize: vars.size.targetTouch, blockSize: vars.size.targetTouch } },
});

export const calendarHint = style({
  margin: 0,
  minBlockSize: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
