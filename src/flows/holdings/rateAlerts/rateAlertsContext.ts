import { createContext, useContext } from 'react';
import type { RateAlertsEvent, RateAlertsState } from '../../../domain/rateAlerts';

/** What `RateAlertsProvider` shares: the alerts' state and its events. */
export interface RateAlertsApi {
  /** The rules, the alerts (newest first) and the muted watches. */
  readonly state: RateAlertsState;
  /** Sends one of the reducer's events (`RULE.SET`, `ALERT.MUTE`, ...). */
  readonly dispatch: (event: RateAlertsEvent) => void;
}

export const RateAlertsContext = createContext<RateAlertsApi | null>(null);
RateAlertsContext.displayName = 'RateAlertsContext';

/** The rate alerts of the `RateAlertsProvider` above; throws outside one, so a missing provider shows at once. */
export function useRateAlerts(): RateAlertsApi {
  const api = useContext(RateAlertsContext);
  if (!api) throw new Error('useRateAlerts must be used inside <RateAlertsProvider>.');
  return api;
}

/** The rate alerts when a provider is above, else null: the holding panel offers the setting only then. */
export function useOptionalRateAlerts(): RateAlertsApi | null {
  return useContext(RateAlertsContext);
}
