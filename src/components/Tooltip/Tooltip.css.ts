import { style } from '@vanilla-extract/css';
import { mobileQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * The tooltip bubble. Inverted colours (text colour as background) read as "transient, above the
 * page" in both themes and keep the same contrast as body text.
 */
export const tooltip = style({
  boxSizing: 'border-box',
  // DEC-17 / SH-LAYOUT-03: 280 px at and above the breakpoint...
  maxInlineSize: vars.size.tooltipDesktop,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  // A modal dialog turns pointer events off outside itself; the tooltip must stay hoverable (WCAG 1.4.13).
  pointerEvents: 'auto',
  zIndex: vars.zIndex.tooltip,
  '@media': {
    // ...and 327 px below it, never wider than the screen minus its margins.
    [mobileQuery]: { maxInlineSize: `min(${vars.size.tooltipMobile}, calc(100vw - 2 * ${vars.space.lg}))` },
  },
});
