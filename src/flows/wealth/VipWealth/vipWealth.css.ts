// The VIP wealth page's own layout: cards side by side on desktop, one column on a phone, as the launchpool page.
import { style } from '@vanilla-extract/css';
import { mobileQuery } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, color: vars.color.text });

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

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  blockSize: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [mobileQuery]: { padding: vars.space.md } },
});

export const cardHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: 'auto' });

export const upgrade = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
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
