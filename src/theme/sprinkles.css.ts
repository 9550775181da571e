import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { desktopQuery } from './breakpoints';
import { vars } from './contract.css';

/**
 * Layout sprinkles: logical properties only, so a right-to-left locale needs nothing extra.
 * Used inside `.css.ts` files (build time), so they add no runtime to the bundle.
 */
const layout = defineProperties({
  conditions: {
    mobile: {},
    desktop: { '@media': desktopQuery },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingBlockStart: vars.space,
    paddingBlockEnd: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    marginBlockStart: vars.space,
    marginBlockEnd: vars.space,
    marginInlineStart: vars.space,
    marginInlineEnd: vars.space,
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingBlock: ['paddingBlockStart', 'paddingBlockEnd'],
    paddingInline: ['paddingInlineStart', 'paddingInlineEnd'],
    marginBlock: ['marginBlockStart', 'marginBlockEnd'],
    marginInline: ['marginInlineStart', 'marginInlineEnd'],
  },
});

const colours = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderRadius: vars.radius,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
  },
});

export const sprinkles = createSprinkles(layout, colours);
export type Sprinkles = Parameters<typeof sprinkles>[0];
