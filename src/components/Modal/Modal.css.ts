import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The custom property ModalContent sets to the on-screen keyboard's height (see SheetKeyboard). */
export const keyboardInsetProperty = '--ek-keyboard-inset';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
// The sheet rises from the bottom edge and sinks back: the motion says where it came from.
const rise = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const sink = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.zIndex.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.durationFast} ${vars.motion.easing}` },
  },
  '@media': { [reducedMotionQuery]: { animation: 'none' } },
});

export const content = style({
  position: 'fixed',
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  // A fallback only: content outside ModalBody still scrolls rather than being cut off.
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  outline: 'none',
});

/** Centred dialog. `inset: 0` with auto margins centres it in both axes without a transform, in LTR and RTL alike. */
export const dialog = style({
  inset: 0,
  margin: 'auto',
  blockSize: 'fit-content',
  maxBlockSize: `calc(100dvh - 2 * ${vars.space.xxl})`,
  borderRadius: vars.radius.xl,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.durationFast} ${vars.motion.easing}` },
  },
  '@media': { [reducedMotionQuery]: { animation: 'none' } },
});

// Padding by the keyboard height (set inline by SheetKeyboard) keeps the footer and the focused
// field above an on-screen keyboard; otherwise the home-indicator safe area.
const keyboardAwarePadding = `max(var(${keyboardInsetProperty}), env(safe-area-inset-bottom))`;

/** Bottom sheet: full width, anchored to the bottom edge, never taller than the screen minus a peek. */
export const sheet = style({
  insetInline: 0,
  insetBlockEnd: 0,
  inlineSize: '100%',
  maxBlockSize: `calc(100dvh - ${vars.space.xxl})`,
  borderStartStartRadius: vars.radius.xl,
  borderStartEndRadius: vars.radius.xl,
  paddingBlockEnd: keyboardAwarePadding,
  selectors: {
    '&[data-state="open"]': { animation: `${rise} ${vars.motion.durationSlow} ${vars.motion.easingEmphasised}` },
    '&[data-state="closed"]': { animation: `${sink} ${vars.motion.durationBase} ${vars.motion.easing}` },
  },
  '@media': { [reducedMotionQuery]: { animation: 'none' } },
});

/** Full screen (SH-DIALOG-02 on mobile): the whole viewport, no radius. */
export const fullscreen = style({
  inset: 0,
  inlineSize: '100%',
  blockSize: '100dvh',
  paddingBlockEnd: keyboardAwarePadding,
  selectors: {
    '&[data-state="open"]': { animation: `${rise} ${vars.motion.durationSlow} ${vars.motion.easingEmphasised}` },
    '&[data-state="closed"]': { animation: `${sink} ${vars.motion.durationBase} ${vars.motion.easing}` },
  },
  '@media': { [reducedMotionQuery]: { animation: 'none' } },
});

// The gap kept at the sides of a centred dialog on narrow desktop windows.
const dialogWidth = (size: string) => `min(${size}, calc(100vw - 2 * ${vars.space.lg}))`;
export const sizeSm = style({ inlineSize: dialogWidth(vars.size.dialogSm) });
export const sizeMd = style({ inlineSize: dialogWidth(vars.size.dialogMd) });
export const sizeLg = style({ inlineSize: dialogWidth(vars.size.dialogLg) });

const edge = vars.space.xl;
// Room at the end of the first line for the close button, so a long title never runs under it.
const closeRoom = `calc(${vars.size.targetTouch} + ${vars.space.sm})`;

export const title = style({
  margin: 0,
  paddingBlockStart: edge,
  paddingInlineStart: edge,
  paddingInlineEnd: closeRoom,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  flex: 'none',
});

export const description = style({
  margin: 0,
  paddingBlockStart: vars.space.xs,
  paddingInline: edge,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  flex: 'none',
});

/** The scrolling region: it shrinks, never the title or the footer. */
export const body = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  paddingBlock: vars.space.lg,
  paddingInline: edge,
});

/**
 * The action bar: outside the scrolling body, so it stays at the bottom of the sheet and never
 * covers the field being edited; the body scrolls under it instead.
 */
export const footer = style({
  flex: 'none',
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  paddingBlock: vars.space.lg,
  paddingInline: edge,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
});
// On phones the actions share the full width, the usual thumb-reachable bar.
globalStyle(`[data-presentation="sheet"] ${footer} > *, [data-presentation="fullscreen"] ${footer} > *`, {
  flex: '1 1 0',
});

export const closeButton = style({
  position: 'absolute',
  insetBlockStart: vars.space.md,
  insetInlineEnd: vars.space.md,
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised, color: vars.color.text },
    // Touch layouts get the 44 px target.
    '[data-presentation="sheet"] &, [data-presentation="fullscreen"] &': {
      inlineSize: vars.size.targetTouch,
      blockSize: vars.size.targetTouch,
      insetBlockStart: vars.space.xs,
      insetInlineEnd: vars.space.xs,
    },
  },
});

// The cross's strokes are styled here rather than as svg attributes: the Modal's JS is what its size budget counts.
export const closeIcon = style({
  inlineSize: vars.size.iconMd,
  blockSize: vars.size.iconMd,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
});
