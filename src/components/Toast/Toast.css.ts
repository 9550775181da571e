import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mobileQuery } from '../../theme/breakpoints';

/** Top centre on desktop; on mobile the full width of the top edge. */
export const viewport = style({
  position: 'fixed',
  insetBlockStart: vars.space.xl,
  insetInline: 0,
  marginInline: 'auto',
  inlineSize: 'max-content',
  maxInlineSize: `min(${vars.size.dialogSm}, calc(100% - 2 * ${vars.space.lg}))`,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [mobileQuery]: {
      insetBlockStart: vars.space.sm,
      insetInline: vars.space.sm,
      inlineSize: 'auto',
      maxInlineSize: 'none',
    },
  },
});

export const region = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Motion explains where the toast came from: it drops in from the top edge. Zero under reduced motion.
const arrive = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space.md}))` },
  to: { opacity: 1, transform: 'none' },
});

export const toast = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  minInlineSize: `min(${vars.size.tooltipDesktop}, 100%)`,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.text,
  borderWidth: vars.size.hairline,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderInlineStartWidth: vars.space.xs,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  animationName: arrive,
  animationDuration: vars.motion.durationBase,
  animationTimingFunction: vars.motion.easingEmphasised,
});

/** The role colour of each severity marks the leading edge and the icon. */
export const severity = styleVariants({
  success: { borderInlineStartColor: vars.color.positive },
  info: { borderInlineStartColor: vars.color.info },
  warning: { borderInlineStartColor: vars.color.warning },
  error: { borderInlineStartColor: vars.color.negative },
});

export const iconColour = styleVariants({
  success: { color: vars.color.positive },
  info: { color: vars.color.info },
  warning: { color: vars.color.warning },
  error: { color: vars.color.negative },
});

export const icon = style({
  flexShrink: 0,
  inlineSize: vars.size.iconMd,
  blockSize: vars.size.iconMd,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
  alignSelf: 'center',
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.targetMin,
  blockSize: vars.size.targetMin,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised, color: vars.color.text } },
  '@media': { [mobileQuery]: { inlineSize: vars.size.targetTouch, blockSize: vars.size.targetTouch } },
});

export const closeIcon = style({ inlineSize: vars.size.iconSm, blockSize: vars.size.iconSm });

export const queued = style({
  margin: 0,
  alignSelf: 'center',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xs,
  boxShadow: vars.shadow.sm,
});
