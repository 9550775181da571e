import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mobileQuery } from '../../theme/breakpoints';

/** The variant names, declared once for the props type and story argTypes. */
export const tabsVariantNames = ['underline', 'segmented'] as const;
/** The size names. */
export const tabsSizeNames = ['sm', 'md'] as const;

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

export const list = style({
  display: 'flex',
  alignItems: 'stretch',
  overflowX: 'auto',
  // Scrolls sideways on a narrow phone instead of wrapping tabs onto a second row.
  scrollbarWidth: 'none',
});

export const listVariant = styleVariants({
  underline: {
    gap: vars.space.lg,
    borderBlockEnd: `${vars.size.hairline} solid ${vars.color.border}`,
  },
  segmented: {
    gap: vars.space.xxs,
    padding: vars.space.xxs,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceSunken,
    inlineSize: 'fit-content',
    maxInlineSize: '100%',
  },
});

export const fullWidth = style({ inlineSize: '100%' });
globalStyle(`${fullWidth} > *`, { flex: '1 1 0' });

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  minInlineSize: vars.size.targetMin,
  margin: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textSecondary,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.durationFast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover:not([data-disabled])': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
  '@media': { [mobileQuery]: { minBlockSize: vars.size.targetTouch } },
});

export const tabSize = styleVariants({
  sm: { minBlockSize: vars.size.controlSm, fontSize: vars.fontSize.sm },
  md: { minBlockSize: vars.size.controlMd, fontSize: vars.fontSize.md },
});

export const tabVariant = styleVariants({
  underline: {
    paddingInline: vars.space.xxs,
    selectors: {
      // The indicator sits on the list's hairline, under the selected tab only.
      '&[data-state="active"]::after': {
        content: '""',
        position: 'absolute',
        insetInline: 0,
        insetBlockEnd: `calc(-1 * ${vars.size.hairline})`,
        blockSize: vars.size.focusRing,
        borderRadius: vars.radius.full,
        background: vars.color.brand,
      },
    },
  },
  segmented: {
    paddingInline: vars.space.md,
    borderRadius: vars.radius.sm,
    selectors: {
      '&[data-state="active"]': { background: vars.color.surface, boxShadow: vars.shadow.sm },
    },
  },
});

export const panel = style({ minInlineSize: 0 });
