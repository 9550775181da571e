// What the flow dialogs share beyond the layout primitives: headings, prose, notices, inline actions. Tokens only.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mobileQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** A section heading. */
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** Running text of rules and notes. */
export const prose = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textSecondary,
});

const noticeBase = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

/** A notice by tone: info (VIP, borrowed rules), warning (sold out). Text stays the body colour for contrast. */
export const notice = styleVariants({
  info: [noticeBase, { background: vars.color.infoSoft, color: vars.color.text }],
  warning: [noticeBase, { background: vars.color.warningSoft, color: vars.color.text }],
  vip: [noticeBase, { background: vars.color.vipSoft, color: vars.color.text }],
});

// An action inside a notice sits on the notice's tint, where the brand colour can fall below 4.5:1 (the
// VIP gold tint in dark themes): it takes the notice's text colour and is underlined to stay a link.
globalStyle(`${noticeBase} [data-variant="ghost"]`, {
  color: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxs,
});

/** A coin's icon and ticker in a list cell (`CoinCell`). */
export const coinCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
});

/** Smaller, secondary text beside a figure. */
export const secondaryText = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.sm });

/** A link or button that reads as text in a row: at least the minimum target, focus visible. */
export const inlineAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minBlockSize: vars.size.targetMin,
  minInlineSize: vars.size.targetMin,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
  '@media': {
    [mobileQuery]: { minBlockSize: vars.size.targetTouch },
  },
});

/** A list's select beside its search (a sort, a filter): a control's height, a touch target's on a phone. */
export const selectControl = style({
  minBlockSize: vars.size.targetMin,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  '@media': { [mobileQuery]: { minBlockSize: vars.size.targetTouch } },
});
