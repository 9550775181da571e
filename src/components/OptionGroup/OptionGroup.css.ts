import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mobileQuery } from '../../theme/breakpoints';

/** The layout names, declared once for the props type and story argTypes. */
export const optionGroupLayoutNames = ['list', 'inline'] as const;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textSecondary,
});

export const group = style({ display: 'flex', gap: vars.space.sm, minInlineSize: 0 });

export const layout = {
  list: style({ flexDirection: 'column' }),
  inline: style({ flexDirection: 'row', flexWrap: 'wrap' }),
} as const;

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  // Stacked rows keep their content height; side by side they share the row equally.
  flex: 'none',
  minInlineSize: 0,
  minBlockSize: vars.size.controlMd,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderWidth: vars.size.hairline,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'start',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${layout.inline} > &`]: { flex: '1 1 0' },
    '&:hover:not([data-disabled]):not([data-state="checked"])': { borderColor: vars.color.borderStrong },
    '&[data-state="checked"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    // No opacity: the text of a disabled option must stay readable, it explains itself.
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.surfaceSunken,
      color: vars.color.textSecondary,
    },
  },
  '@media': { [mobileQuery]: { minBlockSize: vars.size.targetTouch } },
});

/** The drawn radio: a ring, with a dot when checked. */
export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.iconSm,
  blockSize: vars.size.iconSm,
  // Centres the ring on the first line of the label.
  marginBlockStart: `calc((1em * ${vars.lineHeight.normal} - ${vars.size.iconSm}) / 2)`,
  borderWidth: vars.size.focusRing,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  selectors: {
    [`${option}[data-state="checked"] &`]: { borderColor: vars.color.brand },
    [`${option}[data-state="checked"] &::after`]: {
      content: '""',
      inlineSize: `calc(${vars.size.iconSm} / 2 - ${vars.size.hairline})`,
      blockSize: `calc(${vars.size.iconSm} / 2 - ${vars.size.hairline})`,
      borderRadius: vars.radius.full,
      background: vars.color.brand,
    },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  minInlineSize: 0,
});

export const optionLabel = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const description = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});

export const detail = style({ flexShrink: 0, fontSize: vars.fontSize.sm, color: vars.color.text, textAlign: 'end' });
