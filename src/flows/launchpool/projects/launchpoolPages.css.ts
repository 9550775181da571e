// The launchpool pages' own layout: a grid of project cards (one column on mobile) and the pool panels.
import { globalStyle, style } from '@vanilla-extract/css';
import { mobileQuery } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

/** The page's text colour; its parts stack with `Stack space="lg"`. */
export const screen = style({ color: vars.color.text });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

/** Cards side by side on desktop, each at least a small dialog wide; one column on mobile. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.size.dialogSm}), 1fr))`,
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mobileQuery]: { gridTemplateColumns: '1fr', gap: vars.space.md } },
});

/** A card's frame; its lines stack with `Stack space="md"`. */
export const card = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [mobileQuery]: { padding: vars.space.md } },
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

/** The project link: the coin's name, at least a touch target tall on mobile. */
export const titleLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.targetMin,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
  '@media': { [mobileQuery]: { minBlockSize: vars.size.targetTouch } },
});

/** The list's reset; its pools stack with `Stack space="md"`, each pool's lines with `Stack space="xs"`. */
export const poolList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const poolItem = style({
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
});

/** A pool's name with its tags after it (an `Inline`). */
export const poolHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

/** The user's rewards' heading over their lines. */
export const rewardsHeading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textSecondary,
});

export const countdownLine = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

/**
 * A figure's placeholder while the user's figures load: it sits in the value's line as the figure's text will, so
 * the row has the height it will have once loaded (a block placeholder would make the row taller).
 */
export const figurePlaceholder = style({
  display: 'inline-block',
  inlineSize: '6em',
  verticalAlign: 'middle',
});

globalStyle(`${figurePlaceholder} > [data-slot="skeleton"]`, { marginBlock: 0 });
