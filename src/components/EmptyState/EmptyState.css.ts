import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** 'default' fills a list or page; 'compact' fits a table cell, a chart or a popover. */
export const emptyStateSizeNames = ['default', 'compact'] as const;

/** Shared by EmptyState and ErrorState: a centred column with an icon, text and an optional action. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  color: vars.color.textSecondary,
});

export const size = styleVariants({
  default: { paddingBlock: vars.space.xxl, paddingInline: vars.space.lg },
  compact: { paddingBlock: vars.space.lg, paddingInline: vars.space.md },
});

export const icon = style({
  inlineSize: vars.size.controlLg,
  blockSize: vars.size.controlLg,
  color: vars.color.textTertiary,
  selectors: {
    '[data-variant="compact"] > &': { inlineSize: vars.size.controlSm, blockSize: vars.size.controlSm },
  },
});

export const title = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const description = style({
  margin: 0,
  maxInlineSize: vars.size.dialogSm,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.sm,
});

export const action = style({
  marginBlockStart: vars.space.xs,
});
