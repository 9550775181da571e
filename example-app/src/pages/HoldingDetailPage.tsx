import { useState } from 'react';
import { Link, useSearchParams } from '../router';
import { visuallyHidden } from 'earnkit';
import {
  AprDetailDialog,
  EarlyRedeemFlow,
  FlexibleRedeemFlow,
  HoldingDetail,
  SubscribeFlow,
  type FixedHolding,
} from 'earnkit/flows';
import * as css from '../App.css';
import { useAppMessages } from '../useAppMessages';

type OpenDialog =
  | { kind: 'none' }
  | { kind: 'redeem' }
  | { kind: 'apr' }
  | { kind: 'early'; order: FixedHolding }
  | { kind: 'subscribe'; asset: string; termId: string };

/**
 * /simple-earn/my-lendings/{id}?orderType=flexible|fixed&asset=…(&order_id=…) (DEC-10): the holding
 * detail panel, and the dialogs its buttons open.
 */
export function HoldingDetailPage() {
  const t = useAppMessages();
  const [params] = useSearchParams();
  const asset = params.get('asset') ?? '';
  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' });
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
    <section className={css.page} aria-labelledby="detail-title">
      <h1 id="detail-title" className={visuallyHidden}>
        {t('detailTitle')}
      </h1>
      <Link to="/simple-earn/my-lendings" className={css.backLink}>
        {t('backToHoldings')}
      </Link>
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
      <FlexibleRedeemFlow asset={asset} open={dialog.kind === 'redeem'} onOpenChange={close} />
      <AprDetailDialog asset={asset} open={dialog.kind === 'apr'} onOpenChange={close} />
      {dialog.kind === 'early' ? <EarlyRedeemFlow order={dialog.order} open onOpenChange={close} /> : null}
      {subscribe ? (
        <SubscribeFlow
          key={`${subscribe.asset}:${subscribe.termId}`}
          asset={subscribe.asset}
          defaultTermId={subscribe.termId}
          open={dialog.kind === 'subscribe'}
          onOpenChange={close}
        />
      ) : null}
    </section>
  );
}
