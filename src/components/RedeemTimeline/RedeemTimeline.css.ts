import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { desktopQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Layouts, declared once: the props type and story argTypes read them. */
export const redeemTimelineOrientationNames = ['vertical', 'horizontal'] as const;

const markerSize = vars.space.md;
const lineWidth = `calc(${vars.size.hairline} * 2)`;
// Centres the marker on the first line of the label, whatever the font size scale.
const markerOffset = `calc((${vars.fontSize.md} * ${vars.lineHeight.tight} - ${markerSize}) / 2)`;
// Only at and above the breakpoint: below it a horizontal timeline is drawn vertically.
const horizontal = '[data-orientation="horizontal"] > &';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const orientation = styleVariants({
  vertical: { display: 'flex', flexDirection: 'column' },
  horizontal: {
    display: 'flex',
    flexDirection: 'column',
    '@media': {
      [desktopQuery]: {
        display: 'grid',
        gridAutoFlow: 'column',
        gridAutoColumns: 'minmax(0, 1fr)',
        columnGap: vars.space.sm,
      },
    },
  },
});

/** One step: marker, label and time on a line, the note under the time; a line joins it to the next. */
export const step = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${markerSize} minmax(0, 1fr) auto`,
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'start',
  paddingBlockEnd: vars.space.lg,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&:last-child': { paddingBlockEnd: 0 },
    // The connecting line runs from under this marker to the next marker.
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(${markerSize} / 2 - ${lineWidth} / 2)`,
      insetBlockStart: `calc(${markerOffset} + ${markerSize} + ${vars.space.xxs})`,
      insetBlockEnd: `calc(${vars.space.xxs} - ${markerOffset})`,
      inlineSize: lineWidth,
      background: vars.color.border,
    },
    '&[data-state="done"]::after': { background: vars.color.brand },
  },
  '@media': {
    [desktopQuery]: {
      selectors: {
        [horizontal]: {
          display: 'flex',
          flexDirection: 'column',
          gap: vars.space.xxs,
          paddingBlockEnd: 0,
          paddingBlockStart: `calc(${markerSize} + ${vars.space.sm})`,
        },
        [`${horizontal}:not(:last-child)::after`]: {
          insetBlockStart: `calc(${markerSize} / 2 - ${lineWidth} / 2)`,
          insetBlockEnd: 'auto',
          insetInlineStart: `calc(${markerSize} + ${vars.space.xs})`,
          // Across the column gap, up to just before the next marker.
          insetInlineEnd: `calc(${vars.space.xs} - ${vars.space.sm})`,
          inlineSize: 'auto',
          blockSize: lineWidth,
        },
      },
    },
  },
});

export const marker = style({
  gridColumn: 1,
  gridRow: 1,
  boxSizing: 'border-box',
  inlineSize: markerSize,
  blockSize: markerSize,
  marginBlockStart: markerOffset,
  borderRadius: vars.radius.full,
  border: `${lineWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  selectors: {
    '[data-state="done"] > &': { borderColor: vars.color.brand, background: vars.color.brand },
    // The current step: filled, with a soft halo, so it reads as "you are here" without colour alone.
    '[data-state="current"] > &': {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      boxShadow: `0 0 0 ${vars.space.xxs} ${vars.color.brandSoft}`,
    },
  },
  '@media': {
    [desktopQuery]: {
      selectors: {
        [`[data-orientation="horizontal"] > * > &`]: {
          position: 'absolute',
          insetBlockStart: 0,
          insetInlineStart: 0,
          marginBlockStart: 0,
        },
      },
    },
  },
});

export const label = style({
  gridColumn: 2,
  gridRow: 1,
  color: vars.color.textSecondary,
  selectors: {
    '[data-state="current"] > &': { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
  },
});

export const time = style({
  gridColumn: 3,
  gridRow: 1,
  color: vars.color.text,
  textAlign: 'end',
  '@media': {
    [desktopQuery]: {
      selectors: { [`[data-orientation="horizontal"] > * > &`]: { textAlign: 'start', fontSize: vars.fontSize.sm } },
    },
  },
});

// Side by side the columns are narrow: a long time ('About 04/10/2024, 00:30 UTC') wraps instead of
// running into the next step.
globalStyle(`[data-orientation="horizontal"] > * > ${time} bdi`, {
  '@media': { [desktopQuery]: { whiteSpace: 'normal' } },
});

export const note = style({
  gridColumn: 3,
  gridRow: 2,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  textAlign: 'end',
  '@media': {
    [desktopQuery]: { selectors: { [`[data-orientation="horizontal"] > * > &`]: { textAlign: 'start' } } },
  },
});
