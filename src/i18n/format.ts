import type { MessageParams } from '../domain/result';

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; an unknown placeholder stays visible so a missing value is noticed, not hidden. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (match, name: string) => {
    const value = params[name];
    return value === undefined ? match : String(value);
  });
}

/** Locales laid out right to left (SH-LOCALE-01). */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

/** 'rtl' for Arabic (and other right-to-left scripts), 'ltr' otherwise. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  const language = locale.toLowerCase().split(/[-_]/)[0] ?? '';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
