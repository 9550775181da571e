import { describe, expect, it } from 'vitest';
import { loadCatalogue, loadedCatalogue, messagesLoaded, resolveMessages } from './resolve';

describe('loading translations', () => {
  it('SH-LOCALE-01 English needs no catalogue: its text is what the components carry', () => {
    expect(loadedCatalogue('en')).toEqual({});
    expect(messagesLoaded('en-GB')).toBe(true);
  });

  it('SH-LOCALE-01 a locale the library has no catalogue for reads English, even one named like an object property', () => {
    expect(loadedCatalogue('xx')).toEqual({});
    expect(loadedCatalogue('constructor')).toEqual({});
    expect(resolveMessages('toString', 'global')).toEqual({});
  });

  it('SH-LOCALE-01 SH-US-01 Arabic and the US wording are ready once loaded, and layer in that order', async () => {
    await loadCatalogue('ar-AE', 'us');
    expect(messagesLoaded('ar', 'us')).toBe(true);
    const messages = resolveMessages('ar', 'us', { 'common.confirm': 'OK' });
    expect(messages['common.cancel']).toBe('إلغاء');
    expect(messages['launchpool.action.stake']).toBe(resolveMessages('ar', 'us')['launchpool.action.stake']);
    expect(messages['launchpool.action.stake']).not.toBe(resolveMessages('ar', 'global')['launchpool.action.stake']);
    expect(messages['common.confirm']).toBe('OK');
  });
});
