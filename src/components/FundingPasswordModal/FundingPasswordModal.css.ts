import { style } from '@vanilla-extract/css';
import { mobileQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSecondary,
});

/** The drawn box holds the input and the show/hide button; it shows focus and the invalid state. */
export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.controlMd,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  borderWidth: vars.size.hairline,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&:focus-within': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: vars.size.hairline,
    },
    '&[data-invalid]': { borderColor: vars.color.negative },
  },
  '@media': { [mobileQuery]: { minBlockSize: vars.size.targetTouch } },
});

export const input = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  // The box draws the ring for the input and its button together.
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textTertiary, opacity: 1 },
    '&:disabled': { color: vars.color.textTertiary, cursor: 'not-allowed' },
  },
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.controlSm,
  blockSize: vars.size.controlSm,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
  '@media': { [mobileQuery]: { inlineSize: vars.size.targetTouch, blockSize: vars.size.targetTouch } },
});

export const toggleIcon = style({ inlineSize: vars.size.iconMd, blockSize: vars.size.iconMd });

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.negative });

/** Guidance that is not about what was typed: set a password first, use a fingerprint, wait a while. */
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const noticeText = style({ margin: 0 });
