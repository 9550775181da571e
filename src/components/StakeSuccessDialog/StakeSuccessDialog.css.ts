import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The volume-requirement notice: a calm warning tint, not an error. */
export const notice = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const noticeIcon = style({
  flex: 'none',
  inlineSize: vars.size.iconSm,
  blockSize: vars.size.iconSm,
  marginBlockStart: vars.space.xxs,
  color: vars.color.warning,
});

/** The candy-drop promotion card. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const cardMessage = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});

/** A highlighted keyword: the brand colour and weight, not a yellow marker. */
export const highlight = style({
  background: 'transparent',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
});
