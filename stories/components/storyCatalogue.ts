import { ar } from '../../src/i18n/catalogue/ar';
import { en, type MessageKey } from '../../src/i18n/catalogue/en';
import { usOverlay } from '../../src/i18n/catalogue/us';

/**
 * The text a story's play expects for a catalogue key under the story's globals (locale and site), so
 * one play serves the light, dark and Arabic runs.
 */
export function catalogueText(
  globals: Record<string, unknown>,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const locale = globals.locale === 'ar' ? 'ar' : 'en';
  const base = locale === 'ar' ? ar : en;
  const overlay = globals.site === 'us' ? (usOverlay[locale] ?? usOverlay.en) : undefined;
  const text = overlay?.[key] ?? base[key];
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}
