import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MODES,
  DEFAULT_ACCOUNT_MODE,
  accountModeNameFrom,
  accountModeTexts,
  isUnifiedAccountMode,
  spotRedeemLabelKey,
} from './accountMode';

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
  ] as const)('SH-MODE-04 in mode %s (unified %s) the spot redeem label is %s', (mode, unified, key) => {
    expect(isUnifiedAccountMode(mode)).toBe(unified);
    expect(spotRedeemLabelKey(mode)).toBe(key);
  });

  it.each([
    [
      'classic',
      'simpleEarnFlows.mode.availableTip.spot',
      'simpleEarnFlows.mode.description.spot',
      'simpleEarnFlows.mode.risk.spot',
    ],
    [
      'single_currency',
      'simpleEarnFlows.mode.availableTip.unified',
      'simpleEarnFlows.mode.description.unified',
      'simpleEarnFlows.mode.risk.unified',
    ],
    [
      'multi_currency',
      'simpleEarnFlows.mode.availableTip.unified',
      'simpleEarnFlows.mode.description.unified',
      'simpleEarnFlows.mode.risk.unified',
    ],
    [
      'unified',
      'simpleEarnFlows.mode.availableTip.unified',
      'simpleEarnFlows.mode.description.unified',
      'simpleEarnFlows.mode.risk.unified',
    ],
  ] as const)(
    'SH-MODE-03 SH-MODE-05 SH-MODE-06 in mode %s the balance tooltip, the description and the risk text follow the mode',
    (mode, availableTip, description, risk) => {
      expect(accountModeTexts({ mode, firstOpen: false, useFunding: true })).toMatchObject({
        availableTip,
        description,
        risk,
      });
    },
  );

  it.each([
    [undefined, null],
    [{ mode: 'classic', firstOpen: false, useFunding: false }, null],
    [{ mode: 'unified', firstOpen: false, useFunding: true }, null],
    [{ mode: 'unified', firstOpen: false, useFunding: false }, 'simpleEarnFlows.mode.upgradedRiskTip'],
    [{ mode: 'multi_currency', firstOpen: true, useFunding: false }, 'simpleEarnFlows.mode.upgradedRiskTip'],
  ] as const)(
    'SH-MODE-07 the risk tip of %j is %s: only an upgraded account outside unified Simple Earn',
    (mode, tip) => {
      expect(accountModeTexts(mode).riskTip).toBe(tip);
    },
  );

  it('SH-MODE-03 before the account mode is known, the classic wording applies', () => {
    expect(accountModeTexts(undefined).availableTip).toBe('simpleEarnFlows.mode.availableTip.spot');
  });
});
