import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The kinds of result a dialog reports (SH-DIALOG-01). */
export const resultStatusNames = ['success', 'failure', 'info'] as const;

/** Icon, title and subtitle, centred: a result is read top-down, like a receipt. */
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.xl,
  textAlign: 'center',
  flex: 'none',
});

// The modal's title keeps room for the close button on one side only; a centred title needs it on both.
globalStyle(`${header} [data-slot="modal-title"], ${header} [data-slot="modal-description"]`, {
  paddingInline: `calc(${vars.size.targetTouch} + ${vars.space.sm})`,
  paddingBlockStart: 0,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.size.controlLg,
  blockSize: vars.size.controlLg,
  borderRadius: vars.radius.full,
});

export const iconTone = styleVariants({
  success: { background: vars.color.positiveSoft, color: vars.color.positive },
  failure: { background: vars.color.negativeSoft, color: vars.color.negative },
  info: { background: vars.color.infoSoft, color: vars.color.info },
});

export const iconGlyph = style({ inlineSize: vars.size.iconLg, blockSize: vars.size.iconLg });

/** The body below the rows: notices, cards. */
export const extra = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  selectors: {
    '&:not(:first-child)': { marginBlockStart: vars.space.lg },
  },
});

/**
 * On the full-screen page the buttons stack at full width, in reading order, the main one last and
 * nearest the thumb: two long labels (Arabic ones are) never squeeze into half a phone's width.
 */
export const footer = style({
  selectors: {
    '[data-presentation="fullscreen"] &': { flexDirection: 'column' },
  },
});
