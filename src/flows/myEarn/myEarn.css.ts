import { globalStyle, style } from '@vanilla-extract/css';
import { mobileQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const panel = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  minInlineSize: 0,
  '@media': { [mobileQuery]: { padding: vars.space.md } },
});

export const muted = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({ minInlineSize: 0 });

export const figureLabel = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

export const shares = style({ listStyle: 'none', margin: 0, padding: 0 });

export const shareBar = style({
  blockSize: '0.5rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const shareFill = style({ blockSize: '100%', background: vars.color.brand });

export const calendarLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [mobileQuery]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

// The two columns of the calendar may shrink below their content's width (the grid's cells, long event lines).
export const calendarColumn = style({ minInlineSize: 0 });

export const monthTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const grid = style({ inlineSize: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

export const weekday = style({
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textSecondary,
  textAlign: 'center',
});

/** A day's cell: the grid's rows, and the loading placeholder's rows with them. */
const dayBlockSize = '2.75rem';

export const day = style({
  position: 'relative',
  blockSize: dayBlockSize,
  textAlign: 'center',
  cursor: 'pointer',
  borderRadius: vars.radius.md,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-past]': { color: vars.color.textTertiary },
    '&[data-today]': { fontWeight: vars.fontWeight.semibold, boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}` },
    '&[data-selected]': { background: vars.color.brandSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const dot = style({
  position: 'absolute',
  insetBlockEnd: '0.35rem',
  insetInlineStart: '50%',
  inlineSize: '0.375rem',
  blockSize: '0.375rem',
  marginInlineStart: '-0.1875rem',
  borderRadius: '50%',
  background: vars.color.brand,
});

export const eventList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const eventItem = style({
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

globalStyle(`${eventItem} time`, { color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

// The loading placeholder's parts, each as tall as the part it stands for: a week's row of the month grid, a small
// button (the month's arrows, Export history).
export const placeholderWeek = style({ blockSize: dayBlockSize });

export const placeholderControl = style({ blockSize: vars.size.controlSm, inlineSize: '40%' });
