/**
 * Rate alerts (issue 17, P-49): per holding, a floor ('below 5 %') and a relative drop ('20 % below the rate
 * when I subscribed'), and the minimum lending APR that kept a flexible position's coins unlent this hour.
 * A typed reducer with named events; time comes in with each update (`at`), never read here.
 *
 * Hysteresis: a watch fires when the rate goes below its threshold and then waits; it is armed again only once
 * the rate is back at or above the threshold plus the re-arm band (a tenth of the threshold). So a rate that
 * hovers around the threshold gives one alert per real crossing, not one per update.
 */
import { Decimal, toDecimal } from '../decimal';
import { rateFromFraction, type Rate } from '../shared/rate';

/** What an alert is about: the floor, the drop from the reference rate, or funds not lent for the minimum APR. */
export const RATE_ALERT_KINDS = ['floor', 'drop', 'notLent'] as const;
/** One kind of rate alert. */
export type RateAlertKind = (typeof RATE_ALERT_KINDS)[number];

/** The re-arm band as a fraction of the threshold (P-49): a floor of 5 % fires below 5 % and re-arms at 5.5 %. */
export const RATE_ALERT_REARM_BAND = '0.1';

/** The list keeps the newest alerts only (P-49): an inbox, not a log. */
export const RATE_ALERTS_KEPT = 50;

/** The alert settings of one holding (for a flexible position, its coin). */
export interface RateAlertRule {
  /** The holding: a flexible position's coin. */
  readonly holdingId: string;
  /** The coin, for the alert's text. */
  readonly coin: string;
  /** Alert when the rate goes below this; null for no floor. */
  readonly floor: Rate | null;
  /** Alert when the rate goes this fraction below `referenceRate` (0.2 is 20 % below); null for none. */
  readonly drop: Rate | null;
  /** The rate the drop is measured from: the rate when the user subscribed, or when they set the alert. */
  readonly referenceRate: Rate;
}

/** One alert in the list. */
export interface RateAlert {
  /** Unique in the state, increasing: a later alert has a larger id. */
  readonly id: number;
  readonly holdingId: string;
  readonly coin: string;
  readonly kind: RateAlertKind;
  /** The rate that crossed: the market rate for 'notLent'. */
  readonly rate: Rate;
  /** The line crossed: the floor, the reference less the drop, or the user's minimum lending APR. */
  readonly threshold: Rate;
  /** For 'drop': the reference rate and the drop the user chose. */
  readonly referenceRate?: Rate;
  readonly drop?: Rate;
  /** When the update that crossed was observed, epoch ms. */
  readonly at: number;
}

/** Everything the alerts remember. */
export interface RateAlertsState {
  /** The rules by holding. */
  readonly rules: Readonly<Record<string, RateAlertRule>>;
  /**
   * Watches that fired and wait to be re-armed, by `watchKey`, with the threshold they fired at: a new threshold
   * (the user changed the floor or the minimum APR) is a new watch, armed at once.
   */
  readonly fired: Readonly<Record<string, Rate>>;
  /** Watches the user muted, by `watchKey`: they still track crossings but add no alert. */
  readonly muted: readonly string[];
  /** The alerts, newest first, at most `RATE_ALERTS_KEPT`. */
  readonly alerts: readonly RateAlert[];
  readonly nextId: number;
}

/** The reducer's events. */
export type RateAlertsEvent =
  | { readonly type: 'RULE.SET'; readonly rule: RateAlertRule }
  | { readonly type: 'RULE.REMOVE'; readonly holdingId: string }
  /** The holding's rate as observed at `at` (the market APR of a flexible position, each refresh). */
  | { readonly type: 'RATE.UPDATE'; readonly holdingId: string; readonly rate: Rate; readonly at: number }
  /**
   * A flexible position's lending as observed at `at`: its minimum lending APR against the market rate; coins are
   * left unlent while the minimum is above the market (Simple Earn's hourly lending).
   */
  | {
      readonly type: 'LENDING.UPDATE';
      readonly holdingId: string;
      readonly coin: string;
      /** What the position holds: with nothing held, nothing is left unlent. */
      readonly principal: string;
      readonly minimumLendRate: Rate;
      readonly marketRate: Rate;
      readonly at: number;
    }
  | { readonly type: 'ALERT.MUTE'; readonly alertId: number }
  | { readonly type: 'ALERT.UNMUTE'; readonly alertId: number };

/** No rules, no alerts. */
export const initialRateAlertsState: RateAlertsState = { rules: {}, fired: {}, muted: [], alerts: [], nextId: 1 };

/** The key of one watch: a holding and a kind. */
export function watchKey(holdingId: string, kind: RateAlertKind): string {
  return `${holdingId}:${kind}`;
}

/** The reference rate less the drop: where a 'drop' rule fires. */
export function dropThreshold(referenceRate: Rate, drop: Rate): Rate {
  return asRate(toDecimal(referenceRate).times(new Decimal(1).minus(toDecimal(drop))));
}

/** Where a watch that fired at `threshold` is armed again: the threshold plus the re-arm band. */
export function rearmLevel(threshold: Rate): Rate {
  return asRate(toDecimal(threshold).times(new Decimal(1).plus(RATE_ALERT_REARM_BAND)));
}

/** True when the alert's watch is muted. */
export function isAlertMuted(state: RateAlertsState, alert: Pick<RateAlert, 'holdingId' | 'kind'>): boolean {
  return state.muted.includes(watchKey(alert.holdingId, alert.kind));
}

function asRate(value: Decimal): Rate {
  // A product of rates is always plain decimal text, so the parser cannot refuse it.
  return rateFromFraction(value.toFixed()) as Rate;
}

type Crossing = Omit<RateAlert, 'id' | 'holdingId' | 'coin' | 'kind' | 'at'>;

/** One watch judged on one observation: fire once below the threshold, re-arm at the band above it. */
function observe(
  state: RateAlertsState,
  watch: { holdingId: string; coin: string; kind: RateAlertKind; at: number },
  crossing: Crossing,
): RateAlertsState {
  const key = watchKey(watch.holdingId, watch.kind);
  const firedAt = state.fired[key];
  const rate = toDecimal(crossing.rate);
  // A watch that fired at another threshold belongs to an old setting: judge this one afresh.
  const waiting = firedAt !== undefined && toDecimal(firedAt).equals(toDecimal(crossing.threshold));
  if (waiting) {
    if (rate.lessThan(toDecimal(rearmLevel(crossing.threshold)))) return state;
    const { [key]: _rearmed, ...fired } = state.fired;
    return { ...state, fired };
  }
  const cleared =
    firedAt === undefined
      ? state
      : { ...state, fired: Object.fromEntries(Object.entries(state.fired).filter(([name]) => name !== key)) };
  if (!rate.lessThan(toDecimal(crossing.threshold))) return cleared;
  const next = { ...cleared, fired: { ...cleared.fired, [key]: crossing.threshold } };
  if (state.muted.includes(key)) return next;
  const alert: RateAlert = { id: state.nextId, ...watch, ...crossing };
  return { ...next, alerts: [alert, ...state.alerts].slice(0, RATE_ALERTS_KEPT), nextId: state.nextId + 1 };
}

function withoutWatches(fired: RateAlertsState['fired'], holdingId: string, kinds: readonly RateAlertKind[]) {
  const keys = kinds.map((kind) => watchKey(holdingId, kind));
  return Object.fromEntries(Object.entries(fired).filter(([key]) => !keys.includes(key)));
}

function setMuted(state: RateAlertsState, alertId: number, muted: boolean): RateAlertsState {
  const alert = state.alerts.find((candidate) => candidate.id === alertId);
  if (!alert) return state;
  const key = watchKey(alert.holdingId, alert.kind);
  const others = state.muted.filter((name) => name !== key);
  return { ...state, muted: muted ? [...others, key] : others };
}

/** The rate alerts' reducer (P-49). */
export function rateAlertsReducer(state: RateAlertsState, event: RateAlertsEvent): RateAlertsState {
  switch (event.type) {
    case 'RULE.SET':
      return {
        ...state,
        rules: { ...state.rules, [event.rule.holdingId]: event.rule },
        // A new setting starts armed, even at the same threshold: the user asked to be told from now on.
        fired: withoutWatches(state.fired, event.rule.holdingId, ['floor', 'drop']),
      };
    case 'RULE.REMOVE': {
      const { [event.holdingId]: _removed, ...rules } = state.rules;
      return { ...state, rules, fired: withoutWatches(state.fired, event.holdingId, ['floor', 'drop']) };
    }
    case 'RATE.UPDATE': {
      const rule = state.rules[event.holdingId];
      if (!rule) return state;
      const watch = { holdingId: rule.holdingId, coin: rule.coin, at: event.at };
      let next = state;
      if (rule.floor !== null)
        next = observe(next, { ...watch, kind: 'floor' }, { rate: event.rate, threshold: rule.floor });
      if (rule.drop !== null)
        next = observe(
          next,
          { ...watch, kind: 'drop' },
          {
            rate: event.rate,
            threshold: dropThreshold(rule.referenceRate, rule.drop),
            referenceRate: rule.referenceRate,
            drop: rule.drop,
          },
        );
      return next;
    }
    case 'LENDING.UPDATE':
      // Nothing held, nothing to lend: the minimum APR keeps nothing back.
      if (!toDecimal(event.principal).greaterThan(0)) return state;
      return observe(
        state,
        { holdingId: event.holdingId, coin: event.coin, kind: 'notLent', at: event.at },
        { rate: event.marketRate, threshold: event.minimumLendRate },
      );
    case 'ALERT.MUTE':
      return setMuted(state, event.alertId, true);
    case 'ALERT.UNMUTE':
      return setMuted(state, event.alertId, false);
  }
}
