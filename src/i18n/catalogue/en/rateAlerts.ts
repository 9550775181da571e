/**
 * Strings of the rate alerts (issue 17, P-49): the setting on a holding and the listed alerts' mute buttons (the
 * list's heading and empty state are in `rateAlertList.ts`).
 */
export const rateAlerts = {
  'rateAlerts.setting.floor': 'Alert when the APR is below',
  'rateAlerts.setting.drop': 'Alert when the APR falls by',
  'rateAlerts.setting.dropHint': 'Measured from {reference}, the APR when the alert was first set',
  'rateAlerts.setting.dropTooLarge': 'A fall is at most 100 %',
  'rateAlerts.setting.save': 'Save alert',
  'rateAlerts.setting.remove': 'Remove alert',
  'rateAlerts.setting.saved': 'Rate alert saved',
  'rateAlerts.setting.removed': 'Rate alert removed',
  'rateAlerts.alert.mute': 'Mute',
  'rateAlerts.alert.unmute': 'Unmute',
  'rateAlerts.alert.muted': 'Muted',
  'rateAlerts.alert.muteFloor': 'Mute {coin} floor alerts',
  'rateAlerts.alert.muteDrop': 'Mute {coin} fall alerts',
  'rateAlerts.alert.muteNotLent': 'Mute {coin} unlent alerts',
  'rateAlerts.alert.unmuteFloor': 'Unmute {coin} floor alerts',
  'rateAlerts.alert.unmuteDrop': 'Unmute {coin} fall alerts',
  'rateAlerts.alert.unmuteNotLent': 'Unmute {coin} unlent alerts',
} as const;
