import type { EarnFormat } from '../../../context/useFormat';
import type { Translate } from '../../../context/useTranslate';
import type { RateAlert, RateAlertKind } from '../../../domain/rateAlerts';

export const TEXT_KEYS = {
  floor: 'rateAlerts.alert.floor',
  drop: 'rateAlerts.alert.drop',
  notLent: 'rateAlerts.alert.notLent',
} as const satisfies Record<RateAlertKind, string>;

/** The mute and unmute buttons' names: each names its watch (coin and kind) after the visible word. */
export const MUTE_KEYS = {
  floor: { mute: 'rateAlerts.alert.muteFloor', unmute: 'rateAlerts.alert.unmuteFloor' },
  drop: { mute: 'rateAlerts.alert.muteDrop', unmute: 'rateAlerts.alert.unmuteDrop' },
  notLent: { mute: 'rateAlerts.alert.muteNotLent', unmute: 'rateAlerts.alert.unmuteNotLent' },
} as const satisfies Record<RateAlertKind, { mute: string; unmute: string }>;

/** What an alert says, as plain text (its toast and the host's `onAlert`): the coin, the rate and the line crossed. */
export function rateAlertText(alert: RateAlert, t: Translate, format: EarnFormat): string {
  return t(TEXT_KEYS[alert.kind], {
    coin: alert.coin,
    rate: format.percent(alert.rate),
    threshold: format.percent(alert.threshold),
    reference: format.percent(alert.referenceRate),
    drop: format.percent(alert.drop),
  });
}
