import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/* The FAQ page: disclosure questions and link groups. */

/** A `Stack` of questions: here the list's reset and the rule above the first. */
export const faqList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockStart: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const faqItem = style({
  borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
});

export const faqQuestion = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const faqToggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: vars.size.targetTouch,
  paddingBlock: vars.space.md,
  paddingInline: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
});

export const faqChevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const faqAnswer = style({
  margin: 0,
  paddingBlockEnd: vars.space.md,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
});

export const linkGroupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

/** A list's own margin, padding and markers taken off; its links stack with `Stack space="xxs"`. */
export const linkList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
