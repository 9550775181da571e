// Rate alerts (issue 17, P-49): the floor, the drop and the minimum lending APR, with hysteresis.
export {
  RATE_ALERTS_KEPT,
  RATE_ALERT_KINDS,
  RATE_ALERT_REARM_BAND,
  dropThreshold,
  initialRateAlertsState,
  isAlertMuted,
  rateAlertsReducer,
  rearmLevel,
  watchKey,
} from './rateAlerts';
export type { RateAlert, RateAlertKind, RateAlertRule, RateAlertsEvent, RateAlertsState } from './rateAlerts';
