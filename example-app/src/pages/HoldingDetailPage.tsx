import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from '../router';
import { Stack, visuallyHidden } from 'earnkit';
import { HoldingDetail, preloadHoldingDetail, type FixedHolding } from 'earnkit/flows';
import * as css from '../App.css';
import { AppRateAlerts } from '../rateAlerts';
import { useAppMessages } from '../useAppMessages';

// Each dialog's code loads with its first opening, not with the page (as on the Simple Earn page).
const dialogs = () => import('./holdingDetailDialogs');
const FlexibleRedeemFlow = lazy(() => dialogs().then((module) => ({ default: module.FlexibleRedeemFlow })));
const AprDetailDialog = lazy(() => dialogs().then((module) => ({ default: module.AprDetailDialog })));
const EarlyRedeemFlow = lazy(() => dialogs().then((module) => ({ default: module.EarlyRedeemFlow })));
const SubscribeFlow = lazy(() => import('./subscribeFlow').then((module) => ({ default: module.SubscribeFlow })));

type OpenDialog =
  | { kind: 'none' }
  | { kind: 'redeem' }
  | { kind: 'apr' }
  | { kind: 'early'; order: FixedHolding }
  | { kind: 'subscribe'; asset: string; termId: string };

/**
 * The code of the panel the URL shows (with its rate alert setting: the app has alerts), loaded before the app's
 * first render (`loadPageOf`): that render replaces the server's paint of the panel, which must not give way to the
 * panel's loading state or grow under the visitor as the setting's code arrives.
 */
export function preload(search: URLSearchParams): Promise<unknown> {
  return preloadHoldingDetail({ orderType: search.get('orderType'), rateAlerts: true });
}

/**
 * /simple-earn/my-lendings/{id}?orderType=flexible|fixed&asset=…(&order_id=…) (DEC-10): the holding
 * detail panel, and the dialogs its buttons open.
 */
export function HoldingDetailPage() {
  const t = useAppMessages();
  const [params] = useSearchParams();
  const asset = params.get('asset') ?? '';
  const [dialog, setDialogState] = useState<OpenDialog>({ kind: 'none' });
  // The redeem and APR dialogs stay mounted once opened, as they were before their code loaded lazily.
  const [opened, setOpened] = useState<ReadonlySet<OpenDialog['kind']>>(new Set());
  const setDialog = (next: OpenDialog) => {
    setDialogState(next);
    if (!opened.has(next.kind)) setOpened(new Set(opened).add(next.kind));
  };
  const close = (open: boolean) => {
    if (!open) setDialog({ kind: 'none' });
  };
  // The subscribe dialog stays mounted after it closes, so its success dialog can show.
  const [subscribe, setSubscribe] = useState<{ asset: string; termId: string } | null>(null);
  const openSubscribe = (target: { asset: string; termId: string }) => {
    setSubscribe(target);
    setDialog({ kind: 'subscribe', ...target });
  };
  return (
    <Stack as="section" space="lg" className={css.page} aria-labelledby="detail-title">
      <h1 id="detail-title" className={visuallyHidden}>
        {t('detailTitle')}
      </h1>
      <Link to="/simple-earn/my-lendings" className={css.backLink}>
        {t('backToHoldings')}
      </Link>
      {/* The flexible panel offers the holding's rate alert under this provider (issue 17). */}
      <AppRateAlerts>
        <HoldingDetail
          orderType={params.get('orderType')}
          asset={asset}
          orderId={params.get('order_id') ?? undefined}
          onRedeem={() => setDialog({ kind: 'redeem' })}
          onCancelRedemption={() => setDialog({ kind: 'redeem' })}
          onEditMinimumApr={() => setDialog({ kind: 'apr' })}
          onSubscribeAgain={(position) => openSubscribe({ asset: position.asset, termId: '0' })}
          onRedeemEarly={(order) => setDialog({ kind: 'early', order })}
          onSubscribe={(product) => openSubscribe({ asset: product.asset ?? asset, termId: String(product.id) })}
          onSubscribeFlexible={(coin) => openSubscribe({ asset: coin, termId: '0' })}
        />
      </AppRateAlerts>
      {/* A boundary each: one dialog's code loading does not hide another that is showing. */}
      {opened.has('redeem') ? (
        <Suspense fallback={null}>
          <FlexibleRedeemFlow asset={asset} open={dialog.kind === 'redeem'} onOpenChange={close} />
        </Suspense>
      ) : null}
      {opened.has('apr') ? (
        <Suspense fallback={null}>
          <AprDetailDialog asset={asset} open={dialog.kind === 'apr'} onOpenChange={close} />
        </Suspense>
      ) : null}
      {dialog.kind === 'early' ? (
        <Suspense fallback={null}>
          <EarlyRedeemFlow order={dialog.order} open onOpenChange={close} />
        </Suspense>
      ) : null}
      {subscribe ? (
        <Suspense fallback={null}>
          <SubscribeFlow
            key={`${subscribe.asset}:${subscribe.termId}`}
            asset={subscribe.asset}
            defaultTermId={subscribe.termId}
            open={dialog.kind === 'subscribe'}
            onOpenChange={close}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
