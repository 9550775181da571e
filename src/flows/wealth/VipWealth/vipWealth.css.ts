// The VIP wealth page's own layout: cards side by side on desktop, one column on a phone, as the launchpool page.
import { style } from '@vanilla-extract/css';
import { mobileQuery } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

/** The page's text colour; its sections stack with `Stack space="xl"`. */
export const screen = style({ color: vars.color.text });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const intro = style({ margin: 0, color: vars.color.textSecondary });

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
  blockSize: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [mobileQuery]: { padding: vars.space.md } },
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

/** The actions sit at the card's foot however tall its neighbour in the row is (an `Inline space="sm"`). */
export const actions = style({ marginBlockStart: 'auto' });

/** The upgrade guide's panel; its lines stack with `Stack space="xs"`. */
export const upgrade = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  marginBlockStart: 'auto',
});

export const upgradeTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const upgradeBody = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

/** A signed amount: tabular digits, coloured by the up/down roles (swapped where red means up). */
export const signed = style({
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-tone="up"]': { color: vars.color.up },
    '&[data-tone="down"]': { color: vars.color.down },
  },
});
