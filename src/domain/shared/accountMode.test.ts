import { describe, expect, it } from 'vitest';
import { ACCOUNT_MODES, DEFAULT_ACCOUNT_MODE, accountModeNameFrom, isUnifiedAccountMode, spotRedeemLabelKey } from './accountMode';

describe('account mode', () => {
  it('SH-MODE-01 the account modes are classic, single_currency, multi_currency and unified', () => {
    expect([...ACCOUNT_MODES]).toEqual(['classic', 'single_currency', 'multi_currency', 'unified']);
  });

  it.each([
    ['classic', 'classic'],
    ['single_currency', 'single_currency'],
    ['MULTI_CURRENCY', 'multi_currency'],
    [' unified ', 'unified'],
    ['portfolio', 'classic'],
    ['', 'classic'],
    [null, 'classic'],
  ])('SH-MODE-02 the API mode %j reads as %s', (text, expected) => {
    expect(accountModeNameFrom(text)).toBe(expected);
  });

  it('SH-MODE-02 the account mode has mode, first_open and settings.use_funding', () => {
    expect(Object.keys(DEFAULT_ACCOUNT_MODE).sort()).toEqual(['firstOpen', 'mode', 'useFunding']);
    expect(DEFAULT_ACCOUNT_MODE).toEqual({ mode: 'classic', firstOpen: false, useFunding: false });
  });

  it.each([
    ['classic', false, 'launchpool.destination.spot'],
    ['single_currency', true, 'launchpool.destination.unifiedAccount'],
    ['multi_currency', true, 'launchpool.destination.unifiedAccount'],
    ['unified', true, 'launchpool.destination.unifiedAccount'],
  ] as const)("SH-MODE-04 in mode %s (unified %s) the spot redeem label is %s", (mode, unified, key) => {
    expect(isUnifiedAccountMode(mode)).toBe(unified);
    expect(spotRedeemLabelKey(mode)).toBe(key);
  });
});
