import type { EarnTokens } from './earnTokens';
import { sharedTokens } from './scale';

export type { EarnTokens };

// The scale every theme shares is in scale.ts: code that needs a length in pixels imports it alone.
// Each theme is a `/* @__PURE__ */ Object.assign(...)`, not an object spread: a host's bundler keeps a top-level
// spread (and `darkTokens.color` read at load) in every app that imports anything of the theme's chunk, as
// AmountInput and Modal do, though only the stylesheet uses the palettes (docs/performance.md).

/** Light theme: the default. Text colours keep at least 4.5:1 on `surface`. */
export const lightTokens: EarnTokens = /* @__PURE__ */ Object.assign({}, sharedTokens, {
  color: {
    background: '#f5f6f8',
    surface: '#ffffff',
    surfaceRaised: '#f3f4f6',
    surfaceSunken: '#eceef2',
    overlay: 'rgba(14, 17, 22, 0.56)',
    text: '#14171c',
    textSecondary: '#4f5662',
    textTertiary: '#646b78',
    textOnBrand: '#ffffff',
    border: '#e3e6eb',
    borderStrong: '#7a818e',
    brand: '#1f5ae6',
    brandHover: '#1848bd',
    brandSoft: '#e8efff',
    focus: '#1f5ae6',
    positive: '#0b7a4b',
    positiveSoft: '#e3f5ec',
    negative: '#c4283b',
    negativeSoft: '#fdebed',
    warning: '#8f5a00',
    warningSoft: '#fff4dc',
    info: '#1f5ae6',
    infoSoft: '#e8efff',
    figure: '#0b7a4b',
    up: '#0b7a4b',
    down: '#c4283b',
    vip: '#7f611a',
    vipSoft: '#f8f1df',
    textOnVip: '#ffffff',
  },
  shadow: {
    sm: '0 1px 2px rgba(14, 17, 22, 0.08)',
    md: '0 4px 16px rgba(14, 17, 22, 0.12)',
    lg: '0 12px 40px rgba(14, 17, 22, 0.18)',
  },
});

// The dark palette, which the VIP theme starts from (by name: reading `darkTokens.color` at load is kept too).
const darkColor: EarnTokens['color'] = {
  background: '#0b0d11',
  surface: '#15181e',
  surfaceRaised: '#1e222a',
  surfaceSunken: '#101317',
  overlay: 'rgba(0, 0, 0, 0.64)',
  text: '#eef0f3',
  textSecondary: '#b3b9c4',
  textTertiary: '#9aa1ad',
  // Dark text on the bright brand: white on a blue light enough to read as text on `surface` fails 4.5:1.
  textOnBrand: '#0b0d11',
  border: '#2a2f38',
  borderStrong: '#6b7280',
  brand: '#4c82ff',
  brandHover: '#6b97ff',
  brandSoft: '#161f33',
  focus: '#7ea4ff',
  positive: '#34c98a',
  positiveSoft: '#12291f',
  negative: '#ff6b7d',
  negativeSoft: '#331a1e',
  warning: '#f5b83d',
  warningSoft: '#2e2414',
  info: '#7ea4ff',
  infoSoft: '#161f33',
  figure: '#34c98a',
  up: '#34c98a',
  down: '#ff6b7d',
  vip: '#d9b46a',
  vipSoft: '#2b2416',
  textOnVip: '#15181e',
};

/** Dark theme: as finished as light, with its own contrast checks. */
export const darkTokens: EarnTokens = /* @__PURE__ */ Object.assign({}, sharedTokens, {
  color: darkColor,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 16px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 40px rgba(0, 0, 0, 0.6)',
  },
});

/**
 * VIP theme (SH-VIP-02): the dark palette with a restrained gold accent in place of the brand blue.
 * Not a costume: only the accent roles change.
 */
export const vipTokens: EarnTokens = /* @__PURE__ */ Object.assign({}, darkTokens, {
  color: /* @__PURE__ */ Object.assign({}, darkColor, {
    brand: '#d9b46a',
    brandHover: '#e6c687',
    brandSoft: '#2b2416',
    focus: '#e6c687',
    textOnBrand: '#15181e',
    info: '#d9b46a',
  }),
});

export { themeNames, type ThemeName } from './themeNames';
