'use client';
import { useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { useFlexibleHoldings } from '../../../api';
import { useToast } from '../../../components/Toast';
import { useClock, useEarn, useFormat, useTranslate } from '../../../context';
import {
  initialRateAlertsState,
  rateAlertsReducer,
  type RateAlert,
  type RateAlertsEvent,
  type RateAlertsState,
} from '../../../domain/rateAlerts';
import type { MessageOverrides } from '../../../i18n/resolve';
import { AlertSentence } from './AlertSentence';
import { rateAlertText } from './alertText';
import { rateAlertTexts } from '../../../i18n/catalogue/en/rateAlertTexts';
import { RateAlertsContext, type RateAlertsApi } from './rateAlertsContext';

/** The English the provider tells each new alert in (the fields' and the list's strings load with them). */
const alertTextMessages = /* @__PURE__ */ Object.assign({}, rateAlertTexts);

/** The flexible positions watched: one page of the exchange's largest (P-49), more coins than a user holds. */
const WATCHED_POSITIONS = 100;

export interface RateAlertsProviderProps {
  /**
   * Called once for each new alert, oldest first, with the alert and its text in the user's language: hand it to
   * push or e-mail. Alerts of a muted watch are not made, so never reach it.
   */
  onAlert?: (alert: RateAlert, text: string) => void;
  /** The state to start from, such as one `onStateChange` kept. Default: no rules and no alerts. */
  defaultState?: RateAlertsState;
  /** Called with each new state, to keep the rules, the mutes and the list (local storage, the host's server). */
  onStateChange?: (state: RateAlertsState) => void;
  /**
   * Watch the user's flexible positions each time they load (their market APR and minimum lending APR). Default
   * true; false when the host sends the events itself through `useRateAlerts().dispatch`.
   */
  watch?: boolean;
  /** Show each new alert as a toast too. Default true. */
  toast?: boolean;
  /** Overrides for the alerts' strings. */
  messages?: MessageOverrides;
  children?: ReactNode;
}

/** Turns each load of the flexible positions into the reducer's rate and lending updates, at the exchange's time. */
function FlexiblePositionsFeed({ dispatch }: { dispatch: (event: RateAlertsEvent) => void }) {
  const { user } = useEarn();
  const clock = useClock();
  const positions = useFlexibleHoldings({ page: 1, limit: WATCHED_POSITIONS }, { enabled: user.kind === 'user' });
  useEffect(() => {
    if (!positions.data) return;
    const at = clock();
    for (const position of positions.data.list) {
      dispatch({ type: 'RATE.UPDATE', holdingId: position.asset, rate: position.nextTimeRateYear, at });
      dispatch({
        type: 'LENDING.UPDATE',
        holdingId: position.asset,
        coin: position.asset,
        principal: position.currAmount,
        minimumLendRate: position.minLendRateYear,
        marketRate: position.nextTimeRateYear,
        at,
      });
    }
    // Each load is one observation: a refetch gives new data, a re-render does not.
  }, [positions.data, clock, dispatch]);
  return null;
}

/**
 * Rate alerts (issue 17, P-49): holds the rules set on holdings and the alerts they raised, watches the user's
 * flexible positions, and tells the host of each new alert (`onAlert`) and the user (a toast, and `RateAlertList`).
 * `FlexibleHoldingDetail` offers the setting under it.
 */
export function RateAlertsProvider({
  onAlert,
  defaultState = initialRateAlertsState,
  onStateChange,
  watch = true,
  toast = true,
  messages,
  children,
}: RateAlertsProviderProps) {
  const [state, dispatch] = useReducer(rateAlertsReducer, defaultState);
  const t = useTranslate(messages, alertTextMessages);
  const format = useFormat();
  const toasts = useToast();
  // Alerts up to this id were told already: those of the state started from were told when they were made.
  const told = useRef(state.nextId - 1);
  const latest = useRef({ onAlert, onStateChange, toast, t, format, toasts });
  // Declared before the effect below, so it runs first: the host's newest callbacks hear of each state.
  useEffect(() => {
    latest.current = { onAlert, onStateChange, toast, t, format, toasts };
  });
  const started = useRef(state);

  useEffect(() => {
    const current = latest.current;
    if (state !== started.current) current.onStateChange?.(state);
    const fresh = state.alerts.filter((alert) => alert.id > told.current).reverse();
    for (const alert of fresh) {
      const text = rateAlertText(alert, current.t, current.format);
      current.onAlert?.(alert, text);
      // On screen its rates are labelled as in the list (P-47); the host's text stays plain for push or e-mail.
      if (current.toast)
        current.toasts.show({
          severity: 'warning',
          title: <AlertSentence alert={alert} t={current.t} format={current.format} />,
          id: `rate-alert-${alert.id}`,
        });
    }
    told.current = Math.max(told.current, state.nextId - 1);
  }, [state]);

  const api = useMemo<RateAlertsApi>(() => ({ state, dispatch }), [state]);
  return (
    <RateAlertsContext.Provider value={api}>
      {watch ? <FlexiblePositionsFeed dispatch={dispatch} /> : null}
      {children}
    </RateAlertsContext.Provider>
  );
}
