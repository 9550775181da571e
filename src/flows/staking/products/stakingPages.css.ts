// The staking pages' own styles: the product grid (one column on mobile), cards, the search box and the sort.
import { globalStyle, style } from '@vanilla-extract/css';
import { mobileQuery } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';
import { selectControl } from '../../shared/flowLayout.css';

/** The page's text colour; its parts stack with `Stack space="lg"`. */
export const screen = style({ color: vars.color.text });

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  // The host's own title may stand in for it (`showHeading={false}`): `hidden` must win over the flex display.
  selectors: { '&[hidden]': { display: 'none' } },
});

export const searchBox = style({
  minBlockSize: vars.size.targetMin,
  minInlineSize: '0',
  inlineSize: '100%',
  maxInlineSize: vars.size.tooltipMobile,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: { '&::placeholder': { color: vars.color.textTertiary } },
  '@media': { [mobileQuery]: { minBlockSize: vars.size.targetTouch, maxInlineSize: 'none' } },
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

/** A protocol card's name (an `Inline` heading). */
export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

/** The product link: the coin's name, at least a touch target tall on mobile. */
export const titleLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.targetMin,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
  '@media': { [mobileQuery]: { minBlockSize: vars.size.targetTouch } },
});

export const tags = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs });

/** The sort beside the search: a phone gives it the width the search leaves. */
export const sortSelect = style([selectControl, { '@media': { [mobileQuery]: { inlineSize: '100%' } } }]);

/** A list row's coin with its tags after it, wrapping under it when the column is narrow. */
export const coinAndTags = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The row's APR: on a card it sits at the end of the coin's title line. */
export const apr = style({ display: 'inline-flex', marginInlineStart: 'auto' });

/** The links' list (an `Inline`): its own margin, padding and markers taken off. */
export const linkList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const faqQuestion = style({
  minBlockSize: vars.size.targetMin,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
});

export const vipTable = style({
  borderCollapse: 'collapse',
  inlineSize: '100%',
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${vipTable} th, ${vipTable} td`, { paddingBlock: vars.space.xs, textAlign: 'start' });

/** The user's own VIP range: marked by weight as well as by `aria-current`. */
export const currentTier = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
