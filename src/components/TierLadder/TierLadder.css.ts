import { style } from '@vanilla-extract/css';
import { mobileQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/**
 * A wide ladder scrolls inside this box instead of widening a dialog or sheet. The box, focusable only while it
 * overflows (LadderTable), shows the focus ring inside its edge.
 */
export const scroller = style({
  overflowX: 'auto',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.size.focusRing})`,
    },
  },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const caption = style({
  margin: 0,
  paddingBlockEnd: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
});

const cellBase = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: 'start',
  selectors: {
    '&[data-align="end"]': { textAlign: 'end' },
    '&:first-child': { paddingInlineStart: vars.space.sm },
    '&:last-child': { paddingInlineEnd: vars.space.sm },
  },
  '@media': { [mobileQuery]: { paddingInline: vars.space.sm } },
} as const;

export const headerCell = style({
  ...cellBase,
  background: vars.color.surfaceSunken,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  verticalAlign: 'bottom',
  selectors: {
    ...cellBase.selectors,
    '&:first-child': {
      paddingInlineStart: vars.space.sm,
      borderStartStartRadius: vars.radius.md,
      borderEndStartRadius: vars.radius.md,
    },
    '&:last-child': {
      paddingInlineEnd: vars.space.sm,
      borderStartEndRadius: vars.radius.md,
      borderEndEndRadius: vars.radius.md,
    },
  },
});

export const row = style({
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  selectors: {
    '&:last-child': { borderBlockEnd: 'none' },
    // The user's own row: a tint and a badge, so it does not rely on colour alone.
    '&[data-state="current"]': { background: vars.color.brandSoft },
  },
});

export const cell = style({
  ...cellBase,
  color: vars.color.text,
  fontWeight: vars.fontWeight.regular,
});

export const rowHeader = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const currentBadge = style({
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const coin = style({
  marginInlineStart: vars.space.xs,
  color: vars.color.textSecondary,
});

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** The tip under the eligibility ladder (LP-ELIG-04). */
export const tip = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const summary = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The blended rate under a ladder (P-47): what the amount typed earns, one figure. */
export const blended = style({
  marginBlockStart: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});
