import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RedeemAccountType, ReinvestStatus } from './constants';
import {
  DEFAULT_SUBSCRIBE_PREFERENCES,
  isRedeemToChoiceVisible,
  preferencesAfterHoldingReinvestDisabled,
  preferencesOnSubscribeDialogClose,
  redeemAccountShown,
  reinvestToastKey,
  setRedeemAccount,
  setReinvest,
  type SubscribePreferences,
} from './preferences';

const on: SubscribePreferences = { reinvestStatus: ReinvestStatus.on, redeemAccountType: RedeemAccountType.spot };
const offSpot: SubscribePreferences = { reinvestStatus: ReinvestStatus.off, redeemAccountType: RedeemAccountType.spot };

describe('subscribe preferences', () => {
  it('SE-REINV-10 SE-DEST-03 start with reinvest off and redeem-to flexible', () => {
    expect(DEFAULT_SUBSCRIBE_PREFERENCES).toEqual({ reinvestStatus: 0, redeemAccountType: 1 });
  });

  it.each([
    [
      'SE-REINV-02 turning reinvest on sets reinvest 1 and redeem-to spot/unified 0',
      DEFAULT_SUBSCRIBE_PREFERENCES,
      true,
      { reinvestStatus: 1, redeemAccountType: 0 },
    ],
    [
      'SE-REINV-03 turning reinvest off sets reinvest 0 and redeem-to flexible 1',
      on,
      false,
      { reinvestStatus: 0, redeemAccountType: 1 },
    ],
  ])('%s', (_name, before, turnOn, expected) => {
    expect(setReinvest(before, turnOn)).toEqual(expected);
  });

  it('SE-DEST-01 choosing redeem-to spot or flexible keeps reinvest', () => {
    expect(setRedeemAccount(DEFAULT_SUBSCRIBE_PREFERENCES, RedeemAccountType.spot)).toEqual(offSpot);
    expect(setRedeemAccount(offSpot, RedeemAccountType.flexible)).toEqual(DEFAULT_SUBSCRIBE_PREFERENCES);
  });

  it.each([
    [on, false],
    [offSpot, true],
    [DEFAULT_SUBSCRIBE_PREFERENCES, true],
  ])('SE-REINV-04 with %j the redeem-to choice shows: %s', (preferences, expected) => {
    expect(isRedeemToChoiceVisible(preferences)).toBe(expected);
  });

  it.each([
    ['SE-REINV-05 closing with reinvest off resets redeem_account_type to 1', offSpot, DEFAULT_SUBSCRIBE_PREFERENCES],
    ['SE-REINV-05 closing with reinvest on keeps the choice', on, on],
  ])('%s', (_name, before, expected) => {
    expect(preferencesOnSubscribeDialogClose(before)).toEqual(expected);
  });

  it('SE-REINV-06 disabling reinvest on a holding resets the redeem-account preference to 1', () => {
    expect(preferencesAfterHoldingReinvestDisabled(offSpot).redeemAccountType).toBe(RedeemAccountType.flexible);
    expect(preferencesAfterHoldingReinvestDisabled(on).redeemAccountType).toBe(RedeemAccountType.flexible);
  });

  it('SE-REINV-02 SE-REINV-03 property: reinvest on always pairs with spot, off with flexible, whatever came before', () => {
    const preference = fc.record({
      reinvestStatus: fc.constantFrom(ReinvestStatus.off, ReinvestStatus.on),
      redeemAccountType: fc.constantFrom(RedeemAccountType.spot, RedeemAccountType.flexible),
    });
    fc.assert(
      fc.property(preference, fc.boolean(), (before, turnOn) => {
        const after = setReinvest(before, turnOn);
        expect(after.reinvestStatus === ReinvestStatus.on).toBe(turnOn);
        expect(after.redeemAccountType).toBe(turnOn ? RedeemAccountType.spot : RedeemAccountType.flexible);
        expect(isRedeemToChoiceVisible(after)).toBe(!turnOn);
      }),
    );
  });

  it.each([
    [true, 'simpleEarn.reinvest.enabled'],
    [false, 'simpleEarn.reinvest.disabled'],
  ])('SE-REINV-09 a successful change to %s shows %s', (turnedOn, key) => {
    expect(reinvestToastKey(turnedOn)).toBe(key);
  });
});

describe('redeemAccountShown', () => {
  it.each([
    [ReinvestStatus.on, RedeemAccountType.flexible, null],
    [ReinvestStatus.off, RedeemAccountType.flexible, RedeemAccountType.flexible],
    [ReinvestStatus.off, RedeemAccountType.spot, RedeemAccountType.spot],
  ])('HD-FIXED-13 reinvest %i with redeem-to %i shows %s', (reinvestStatus, redeemAccountType, expected) => {
    expect(redeemAccountShown({ reinvestStatus, redeemAccountType })).toBe(expected);
  });
});
