import { globalStyle, style } from '@vanilla-extract/css';
import { desktopQuery, vars } from 'earnkit';

globalStyle('html, body', { margin: 0, minBlockSize: '100%' });
// The page column's width, one custom property for the app and the static shell in index.html.
globalStyle(':root', { vars: { '--ek-app-page-width': '1120px' } });
globalStyle('body', { background: vars.color.background });

export const shell = style({ minBlockSize: '100vh', background: vars.color.background, color: vars.color.text });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  color: vars.color.brand,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

/** A labelled demo setting: the label's text over its control (a `Stack`). */
export const setting = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textSecondary,
});

export const select = style({
  minBlockSize: vars.size.targetTouch,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.size.hairline} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  '@media': { [desktopQuery]: { minBlockSize: vars.size.controlSm } },
});

export const main = style({
  maxInlineSize: 'var(--ek-app-page-width)',
  marginInline: 'auto',
  padding: vars.space.lg,
});

export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `${vars.size.hairline} solid ${vars.color.border}`,
  padding: vars.space.xl,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const text = style({ margin: 0, color: vars.color.textSecondary });

export const status = style({ color: vars.color.textSecondary });

/** A page: a `Stack` in the main column, which it may not widen. */
export const page = style({ minInlineSize: 0 });

/** The page's placeholder while its code loads: the skeleton's own column, spaced as a page. */
export const pageLoading = style({ gap: vars.space.lg, minInlineSize: 0 });

export const backLink = style({ color: vars.color.brand, alignSelf: 'flex-start' });
