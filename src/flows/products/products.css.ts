import { style } from '@vanilla-extract/css';
import { mobileQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { selectControl } from '../shared/flowLayout.css';

/** The product list's and the FAQ's screen: a `Stack`, closer on a phone; here only its colour. */
export const screen = style({
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
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
  selectors: {
    '&::placeholder': { color: vars.color.textTertiary },
  },
  '@media': {
    [mobileQuery]: { minBlockSize: vars.size.targetTouch, maxInlineSize: 'none' },
  },
});

export const headerWithTip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const tipTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.size.targetMin,
  minInlineSize: vars.size.targetMin,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textSecondary,
  font: 'inherit',
  cursor: 'help',
});

export const tipIcon = style({ inlineSize: vars.size.iconSm, blockSize: vars.size.iconSm });

/** The coin's APR range (a `Box` row): both ends in the rate's own style, the dash between them. */
export const aprRange = style({
  // On a card the range sits at the end of the coin's title line.
  marginInlineStart: 'auto',
});

/**
 * The chips with the coin's Subscribe at their end, and the chosen term's rate and tags under them: one line of
 * choices and one of figures, so a coin takes two rows of controls, on a card as in the table.
 */
export const offer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"chips action" "chosen chosen"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  minInlineSize: 0,
});

/**
 * The term chips: wrapping on desktop; on a phone one row that scrolls sideways, so a coin with eight terms stays
 * short.
 */
export const chips = style({
  gridArea: 'chips',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': {
    [mobileQuery]: {
      flexWrap: 'nowrap',
      overflowX: 'auto',
      // Room for the focus ring, which the scrolling box would clip.
      padding: vars.space.xxs,
      margin: `calc(-1 * ${vars.space.xxs})`,
      scrollbarWidth: 'thin',
    },
  },
});

export const chip = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.xxs,
  minBlockSize: vars.size.targetMin,
  paddingInline: vars.space.sm,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not([data-state="checked"])': { borderColor: vars.color.borderStrong },
    // Chosen: a brand outline drawn inside the border, so the row does not move.
    '&[data-state="checked"]': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      color: vars.color.brand,
      boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.brand}`,
    },
    // SE-STATUS-05: a sold-out term steps back, and says so in words when chosen.
    '&[data-variant="soldOut"]:not([data-state="checked"])': { color: vars.color.textSecondary },
  },
  '@media': {
    [mobileQuery]: { minBlockSize: vars.size.targetTouch },
  },
});

/** The chosen term's rate, tags and the coin's Subscribe, on one line (an `Inline`) that wraps when it must. */
export const chosen = style({
  gridArea: 'chosen',
});

/** Subscribe at the chips' end, where every row's action lines up. */
export const action = style({ gridArea: 'action', justifySelf: 'end' });

/** The sort and term filter beside the search. */
export const filterSelect = style([
  selectControl,
  { '@media': { [mobileQuery]: { flex: '1 1 0', minInlineSize: 0 } } },
]);

/** The filters' row (a `Box` that stops wrapping on a phone) takes the phone's whole line. */
export const filters = style({
  '@media': {
    [mobileQuery]: { inlineSize: '100%' },
  },
});

/** The ladder badge: a small button that opens the bonus tiers (a target of at least 24 px). */
export const ladderBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.targetMin,
  paddingInline: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  '@media': {
    [mobileQuery]: { minBlockSize: vars.size.targetTouch },
  },
});

/** A line of its own under the chosen term's rate (an `Inline`). */
export const vipNote = style({
  flexBasis: '100%',
  color: vars.color.vip,
  fontSize: vars.fontSize.sm,
});

export const inlineAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.targetMin,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
  '@media': {
    [mobileQuery]: { minBlockSize: vars.size.targetTouch },
  },
});

/** An `Inline` list: here only the list's own margin, padding and markers taken off. */
export const accountLinks = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
