import { useSearchParams } from '../router';
import { Holdings, RateAlertList, holdingsTabFromQuery, preloadHoldings } from 'earnkit/flows';
import { Stack } from 'earnkit';
import * as css from '../App.css';
import { AppRateAlerts } from '../rateAlerts';
import { useAppMessages } from '../useAppMessages';

/** What the page shows first for a URL's query: the single-order section when `?asset=` names an order. */
export function preload(search: URLSearchParams): Promise<unknown> {
  return preloadHoldings({ asset: search.get('asset') });
}

/**
 * /simple-earn/my-lendings (SE-ROUTE-02): `?tab=flexible|fixed` selects the tab (SE-ROUTE-03),
 * `?show_history_modal=1` opens the history dialog (SE-ROUTE-04), `?asset=&order_id=` the single-order
 * section (SE-HOLD-05). The query follows what the user does, so a reload or a shared link keeps it. Under the
 * holdings, the rate alerts their positions raised (issue 17).
 */
export function HoldingsPage() {
  const t = useAppMessages();
  const [params, setParams] = useSearchParams();
  const update = (name: string, value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return (
    <Stack as="section" space="lg" className={css.page} aria-labelledby="holdings-title">
      <h1 id="holdings-title" className={css.title}>
        {t('holdingsTitle')}
      </h1>
      <AppRateAlerts>
        <Holdings
          showHeading={false}
          tab={holdingsTabFromQuery(params.get('tab'))}
          onTabChange={(tab) => update('tab', tab)}
          asset={params.get('asset') ?? undefined}
          orderId={params.get('order_id') ?? undefined}
          historyOpen={params.get('show_history_modal') === '1'}
          onHistoryOpenChange={(open) => update('show_history_modal', open ? '1' : null)}
        />
        <RateAlertList />
      </AppRateAlerts>
    </Stack>
  );
}
