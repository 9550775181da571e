import { globalStyle, style } from '@vanilla-extract/css';
import { desktopQuery, mobileQuery, vars } from 'earnkit';

/**
 * One row of one height at every width and in every language (issue 16: at most 64 px): what does not fit
 * scrolls (the desktop links) or folds away (the phone menu, the Demo panel), never wraps onto a second row.
 * index.html's static shell paints the same height before the script, so nothing below moves.
 */
export const header = style({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.sm,
  blockSize: `calc(${vars.size.targetTouch} + 2 * ${vars.space.sm} + ${vars.size.hairline})`,
  paddingInline: vars.space.md,
  background: vars.color.surface,
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  '@media': { [desktopQuery]: { gap: vars.space.lg, paddingInline: vars.space.lg } },
});

export const brand = style({
  flexShrink: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

/** The links take what the row leaves; on a desktop too narrow for all of them they scroll, not wrap. */
export const nav = style({ flex: 1, minInlineSize: 0, display: 'flex', alignItems: 'center' });

const focusVisible = {
  outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
  outlineOffset: vars.size.hairline,
};

/** The header's own buttons (the phone menu, Demo): one size with the links, no library chrome. */
export const headerButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.targetTouch,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-expanded="true"]': { borderColor: vars.color.brand },
    '&:focus-visible': focusVisible,
  },
  '@media': { [desktopQuery]: { minBlockSize: vars.size.controlSm } },
});

/** Only phones fold the links into a menu. */
export const menuButton = style({ display: 'none', '@media': { [mobileQuery]: { display: 'inline-flex' } } });

/** A phone's menu and the Demo panel open below the header, over the page, without moving it. */
const dropdown = {
  position: 'absolute',
  insetBlockStart: '100%',
  // Over the page's sticky parts (an action bar, a table's head), under a dialog.
  zIndex: vars.zIndex.overlay,
  background: vars.color.surface,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: vars.space.md,
} as const;

export const navList = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.xs,
  minInlineSize: 0,
  overflowX: 'auto',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [mobileQuery]: {
      ...dropdown,
      display: 'none',
      insetInline: vars.space.sm,
      flexDirection: 'column',
      selectors: { '&[data-open="true"]': { display: 'flex' } },
    },
  },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.targetTouch,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.textSecondary,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { color: vars.color.brand },
    '&:focus-visible': focusVisible,
  },
  '@media': { [desktopQuery]: { minBlockSize: vars.size.controlSm } },
});

/** The moved clock, small: two short lines if the row is narrow. */
export const clockBadge = style({
  flexShrink: 1,
  minInlineSize: 0,
  margin: 0,
  marginInlineStart: 'auto',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});

export const demoPanel = style({
  ...dropdown,
  insetInlineEnd: vars.space.sm,
  inlineSize: vars.size.dialogSm,
  maxInlineSize: `calc(100% - 2 * ${vars.space.sm})`,
  boxSizing: 'border-box',
  '@media': { [desktopQuery]: { insetInlineEnd: vars.space.lg } },
});

export const settings = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

// Each switch fills its column, whatever the length of its longest option.
globalStyle(`${settings} select`, { inlineSize: '100%' });

export const simTimeValue = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});
