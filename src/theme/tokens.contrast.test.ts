import { MIN_TEXT_CONTRAST, contrastRatio } from './contrast';
import { darkTokens, lightTokens, vipTokens, type EarnTokens } from './tokens';

type ColourRole = keyof EarnTokens['color'];

const themes = { light: lightTokens, dark: darkTokens, vip: vipTokens } as const;

// Every role drawn as text (labels, amounts, links, up/down figures, status words) ...
const textRoles: readonly ColourRole[] = [
  'text',
  'textSecondary',
  'textTertiary',
  'brand',
  'positive',
  'negative',
  'warning',
  'info',
  'figure',
  'up',
  'down',
  'vip',
];
// ... on every surface it can sit on.
const surfaces: readonly ColourRole[] = ['background', 'surface', 'surfaceRaised', 'surfaceSunken'];
// Text on a filled or tinted background: buttons, badges, selected items, notices.
const filledPairs: ReadonlyArray<readonly [ColourRole, ColourRole]> = [
  ['textOnBrand', 'brand'],
  ['textOnBrand', 'brandHover'],
  ['textOnVip', 'vip'],
  ['brand', 'brandSoft'],
  ['text', 'brandSoft'],
  ['positive', 'positiveSoft'],
  ['negative', 'negativeSoft'],
  ['warning', 'warningSoft'],
  ['info', 'infoSoft'],
  ['vip', 'vipSoft'],
  ['text', 'positiveSoft'],
  ['text', 'negativeSoft'],
  ['text', 'warningSoft'],
  ['text', 'infoSoft'],
];

const cases = Object.entries(themes).flatMap(([theme, tokens]) => [
  ...textRoles.flatMap((text) => surfaces.map((surface) => [theme, text, surface, tokens] as const)),
  ...filledPairs.map(([text, surface]) => [theme, text, surface, tokens] as const),
]);

// Non-text contrast (WCAG 1.4.11): the focus ring and input borders must be seen on every surface.
const MIN_NON_TEXT_CONTRAST = 3;
const outlineCases = Object.entries(themes).flatMap(([theme, tokens]) =>
  (['focus', 'borderStrong'] as const).flatMap((outline) =>
    surfaces.map((surface) => [theme, outline, surface, tokens] as const),
  ),
);

describe('theme tokens contrast', () => {
  it.each(cases)('WCAG-1.4.3 %s theme: %s on %s has at least 4.5:1', (_theme, text, surface, tokens) => {
    expect(contrastRatio(tokens.color[text], tokens.color[surface])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it.each(outlineCases)('WCAG-1.4.11 %s theme: %s on %s has at least 3:1', (_theme, outline, surface, tokens) => {
    expect(contrastRatio(tokens.color[outline], tokens.color[surface])).toBeGreaterThanOrEqual(MIN_NON_TEXT_CONTRAST);
  });

  it('WCAG-1.4.3 the contrast helper matches the reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // #767676 on white is the well-known lightest grey that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('WCAG-1.4.3 the contrast helper refuses colours it cannot read', () => {
    expect(() => contrastRatio('rgba(0,0,0,0.5)', '#ffffff')).toThrow(/hex colour/);
  });

  it('the VIP theme changes only accent roles: a restrained gold, not a costume', () => {
    const changed = (Object.keys(darkTokens.color) as ColourRole[]).filter(
      (role) => darkTokens.color[role] !== vipTokens.color[role],
    );
    expect(changed.sort()).toEqual(['brand', 'brandHover', 'brandSoft', 'focus', 'info', 'textOnBrand']);
  });
});
