import { lazy, Suspense, useState } from 'react';
import { AutoEarnOverviewCard, SimpleEarnProducts, type SubscribeRequest } from 'earnkit/flows';
import { ByViewport, Stack } from 'earnkit';

// The subscribe dialog's code loads with the first Subscribe, not with the list.
const SubscribeFlow = lazy(() => import('./subscribeFlow').then((module) => ({ default: module.SubscribeFlow })));
import * as css from '../App.css';
import { useAppMessages } from '../useAppMessages';

/** /simple-earn (SE-ROUTE-01): flexible and fixed products; Subscribe opens the subscribe dialog. */
export function SimpleEarnPage() {
  const t = useAppMessages();
  const [request, setRequest] = useState<SubscribeRequest | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <Stack as="section" space="lg" className={css.page} aria-labelledby="simple-earn-title">
      <h1 id="simple-earn-title" className={css.title}>
        {t('navSimpleEarn')}
      </h1>
      {/* A phone's first screen shows the products: the auto-earn card follows the list there (in reading order
          too). The server, not knowing the viewport, paints it in both places, CSS showing one (P-55). */}
      <ByViewport desktop={<AutoEarnOverviewCard />} />
      <SimpleEarnProducts
        showHeading={false}
        onSubscribe={(next) => {
          setRequest(next);
          setOpen(true);
        }}
      />
      <ByViewport mobile={<AutoEarnOverviewCard />} />
      {/* Stays mounted once opened, so its success dialog can outlive the subscribe dialog. */}
      {request ? (
        <Suspense fallback={null}>
          <SubscribeFlow
            key={`${request.asset}:${request.productId ?? 0}`}
            asset={request.asset}
            defaultTermId={String(request.productId ?? 0)}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
