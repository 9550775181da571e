import { DEFAULT_REDEEM_ACCOUNT_TYPE, DEFAULT_REINVEST_STATUS, RedeemAccountType, ReinvestStatus } from './constants';
import { ReinvestMessageKey } from './orderMessageKeys';
import type { FixedHolding } from './models';

/** The locally stored reinvest and redeem-to choices of the subscribe dialog. */
export interface SubscribePreferences {
  readonly reinvestStatus: ReinvestStatus;
  readonly redeemAccountType: RedeemAccountType;
}

/** Reinvest off and redeem to Simple Earn flexible (SE-REINV-10, SE-DEST-03). */
export const DEFAULT_SUBSCRIBE_PREFERENCES: SubscribePreferences = {
  reinvestStatus: DEFAULT_REINVEST_STATUS,
  redeemAccountType: DEFAULT_REDEEM_ACCOUNT_TYPE,
};

/**
 * Turning reinvest on sets reinvest_status 1 and redeem-to spot/unified, 0 (SE-REINV-02); turning it
 * off sets reinvest_status 0 and redeem-to flexible, 1 (SE-REINV-03).
 */
export function setReinvest(_preferences: SubscribePreferences, on: boolean): SubscribePreferences {
  return on
    ? { reinvestStatus: ReinvestStatus.on, redeemAccountType: RedeemAccountType.spot }
    : { reinvestStatus: ReinvestStatus.off, redeemAccountType: RedeemAccountType.flexible };
}

/** Choosing a redeem-to account (SE-DEST-01); the reinvest choice is kept. */
export function setRedeemAccount(
  preferences: SubscribePreferences,
  redeemAccountType: RedeemAccountType,
): SubscribePreferences {
  return { ...preferences, redeemAccountType };
}

/** True when the redeem-to choice shows: it is hidden while reinvest is on (SE-REINV-04). */
export function isRedeemToChoiceVisible(preferences: SubscribePreferences): boolean {
  return preferences.reinvestStatus !== ReinvestStatus.on;
}

/** Closing the subscribe dialog with reinvest off resets redeem_account_type to 1 (SE-REINV-05). */
export function preferencesOnSubscribeDialogClose(preferences: SubscribePreferences): SubscribePreferences {
  return preferences.reinvestStatus === ReinvestStatus.on
    ? preferences
    : { ...preferences, redeemAccountType: RedeemAccountType.flexible };
}

/**
 * Disabling reinvest on a holding resets the stored redeem-account preference to 1, flexible
 * (SE-REINV-06); the stored reinvest preference is the subscribe dialog's and stays.
 */
export function preferencesAfterHoldingReinvestDisabled(preferences: SubscribePreferences): SubscribePreferences {
  return { ...preferences, redeemAccountType: RedeemAccountType.flexible };
}

/** The redeem-to account a fixed holding shows, or null for '--' while reinvest is on (HD-FIXED-13). */
export function redeemAccountShown(
  order: Pick<FixedHolding, 'reinvestStatus' | 'redeemAccountType'>,
): RedeemAccountType | null {
  return order.reinvestStatus === ReinvestStatus.on ? null : order.redeemAccountType;
}

/** The toast after a successful reinvest change: enabled or disabled (SE-REINV-09). */
export function reinvestToastKey(on: boolean): (typeof ReinvestMessageKey)[keyof typeof ReinvestMessageKey] {
  return on ? ReinvestMessageKey.enabled : ReinvestMessageKey.disabled;
}
