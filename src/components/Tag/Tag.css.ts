import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * What a tag says: a launchpool pool's 'newcomer' and 'vip' (LP-STAKE-08/09), and a staking product's
 * 'new', 'hot' and 'event' flags (ST-DATA-23).
 */
export const tagKindNames = ['newcomer', 'vip', 'new', 'hot', 'event'] as const;
/**
 * Status tags, named by tone as Braid's badges are: what state a thing is in, in words the caller
 * gives. 'positive' for one that is working (a fixed order 'Holding'), 'caution' for one on its way
 * (a fixed order 'Redeeming'), 'info' for a plain fact ('System default', auto-earn 'Enabling'), 'critical' for one
 * that went wrong (a dual-earn order 'Failed'), 'neutral' for one that simply ended (a dual-earn order 'Cancelled').
 */
export const tagStatusKindNames = ['positive', 'caution', 'info', 'critical', 'neutral'] as const;
/** Tag sizes: 'sm' beside a title, 'md' alone. */
export const tagSizeNames = ['sm', 'md'] as const;

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

// Each kind is a tint with its own colour on it: every pair keeps 4.5:1 in light and dark.
export const kind = styleVariants({
  newcomer: { background: vars.color.brandSoft, color: vars.color.brand },
  vip: { background: vars.color.vipSoft, color: vars.color.vip },
  new: { background: vars.color.positiveSoft, color: vars.color.positive },
  hot: { background: vars.color.negativeSoft, color: vars.color.negative },
  event: { background: vars.color.warningSoft, color: vars.color.warning },
  positive: { background: vars.color.positiveSoft, color: vars.color.positive },
  caution: { background: vars.color.warningSoft, color: vars.color.warning },
  info: { background: vars.color.brandSoft, color: vars.color.brand },
  critical: { background: vars.color.negativeSoft, color: vars.color.negative },
  neutral: { background: vars.color.surfaceSunken, color: vars.color.textSecondary },
});

export const size = styleVariants({
  sm: { paddingInline: vars.space.xs, paddingBlock: vars.space.xxs, fontSize: vars.fontSize.xs },
  md: { paddingInline: vars.space.sm, paddingBlock: vars.space.xxs, fontSize: vars.fontSize.sm },
});

export const list = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
