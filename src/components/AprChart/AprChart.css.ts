import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { mobileQuery, reducedMotionQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

/** The body under the tabs: the legend bar, then the plot or the table. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

const pulse = keyframes({ '50%': { opacity: 0.55 } });

/**
 * The plot's box. Its size comes from the layout (the container's width, a 2:1 shape; 4:3 on phones),
 * never from a pixel value, and the chart is drawn at whatever size this box measures.
 */
export const frame = style({
  position: 'relative',
  inlineSize: '100%',
  aspectRatio: '2 / 1',
  minInlineSize: 0,
  borderRadius: vars.radius.md,
  '@media': { [mobileQuery]: { aspectRatio: '4 / 3' } },
  selectors: {
    '&[data-state="loading"]': {
      background: vars.color.surfaceSunken,
      animationName: pulse,
      animationDuration: `calc(${vars.motion.durationSlow} * 5)`,
      animationIterationCount: 'infinite',
      animationTimingFunction: 'ease-in-out',
    },
    '&[data-state="empty"], &[data-state="error"]': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.md,
      padding: vars.space.lg,
      borderWidth: vars.size.hairline,
      borderStyle: 'dashed',
      borderColor: vars.color.border,
      color: vars.color.textSecondary,
      fontSize: vars.fontSize.sm,
      textAlign: 'center',
    },
  },
});
globalStyle(`${frame}[data-state="loading"]`, { '@media': { [reducedMotionQuery]: { animationName: 'none' } } });

/** The plot and, over it, the slider that reads its points by keyboard. */
export const plotArea = style({ position: 'relative', minInlineSize: 0 });

/** Covers the plot exactly, for its focus ring; the pointer goes through to the chart below. */
export const pointSlider = style({
  position: 'absolute',
  insetBlock: 0,
  insetInline: 0,
  borderRadius: vars.radius.md,
  pointerEvents: 'none',
});

/** The skeleton over the frame while the drawing code loads. */
export const skeletonFill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInline: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  animationName: pulse,
  animationDuration: `calc(${vars.motion.durationSlow} * 5)`,
  animationIterationCount: 'infinite',
  animationTimingFunction: 'ease-in-out',
  '@media': { [reducedMotionQuery]: { animationName: 'none' } },
});

export const message = style({ margin: 0 });

/** Legend and the table toggle on one line; the toggle keeps to the end edge. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: vars.size.targetMin,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** A short stroke in the line's colour and pattern, so the legend does not rely on colour alone. */
export const swatch = style({
  display: 'inline-block',
  inlineSize: vars.space.lg,
  borderBlockStartWidth: `calc(${vars.size.hairline} * 2)`,
  borderBlockStartStyle: 'solid',
  borderBlockStartColor: vars.color.brand,
  selectors: {
    '&[data-line="extra"]': { borderBlockStartStyle: 'dashed', borderBlockStartColor: vars.color.positive },
    '&[data-trend="up"]': { borderBlockStartColor: vars.color.up },
    '&[data-trend="down"]': { borderBlockStartColor: vars.color.down },
  },
});

export const toggle = style({ marginInlineStart: 'auto' });

/** The recharts surface. Its SVG text and strokes read the theme through CSS, which beats SVG attributes. */
export const plot = style({ position: 'absolute', insetBlockStart: 0, insetInlineStart: 0 });
globalStyle(`${plot} .recharts-cartesian-axis-tick-value, ${plot} .recharts-cartesian-axis-tick text`, {
  fill: vars.color.textSecondary,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${plot} .recharts-line-curve`, { strokeWidth: `calc(${vars.size.hairline} * 2)` });
globalStyle(`${plot} .recharts-cartesian-axis-line, ${plot} .recharts-cartesian-axis-tick-line`, {
  stroke: vars.color.border,
});

/** The extra (bonus) line is dashed as well as coloured (WCAG 1.4.1). */
export const extraLine = style({});
globalStyle(`${extraLine} .recharts-line-curve`, { strokeDasharray: `${vars.space.xs} ${vars.space.xxs}` });

export const tooltip = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  borderWidth: vars.size.hairline,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

export const tooltipTime = style({ color: vars.color.textSecondary });

/** The table alternative scrolls inside a box about as tall as the chart, and is a Tab stop to scroll it. */
export const tableScroll = style({
  maxBlockSize: `calc(${vars.size.controlLg} * 8)`,
  overflow: 'auto',
  borderWidth: vars.size.hairline,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.md,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const caption = style({
  padding: vars.space.sm,
  textAlign: 'start',
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.xs,
});

export const headerCell = style({
  position: 'sticky',
  insetBlockStart: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textSecondary,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  selectors: { '&[data-numeric]': { textAlign: 'end' } },
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontWeight: vars.fontWeight.regular,
  textAlign: 'start',
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
  selectors: { '&[data-numeric]': { textAlign: 'end' } },
});
