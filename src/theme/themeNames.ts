/**
 * The theme names a provider accepts: in a module of their own, so code that only checks a name does
 * not carry the themes' token values.
 */
export const themeNames = ['light', 'dark', 'vip'] as const;
export type ThemeName = (typeof themeNames)[number];
