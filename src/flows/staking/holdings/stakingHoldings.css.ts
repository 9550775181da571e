// The staking holdings' layout: cards side by side on desktop, one column on a phone, as the other holdings pages.
import { style } from '@vanilla-extract/css';
import { mobileQuery } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const screen = style({ color: vars.color.text, minInlineSize: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const panel = style({ minInlineSize: 0 });

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
  blockSize: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [mobileQuery]: { padding: vars.space.md } },
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlockStart: 'auto' });

export const rewardList = style({ margin: 0, padding: 0, listStyle: 'none' });
