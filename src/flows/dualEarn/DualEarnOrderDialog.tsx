'use client';
/**
 * One dual-earn order's detail in a dialog (DEC-30): asked from the order-detail call (DE-API-01), or the
 * dual-sniper call for a sniper order (DE-API-02), only while open; its status as the list's tag, then what
 * was invested, at what target price and APY, when it settles, and what came back once it has.
 */
import { useDualEarnOrder } from '../../api/hooks/wealth';
import type { DualEarnOrder } from '../../api/map/wealth';
import { ErrorState } from '../../components/ErrorState';
import { InfoList, InfoRow } from '../../components/InfoRow';
import { Inline } from '../../components/layout';
import { ModalBody, ModalContent, ModalRoot, ModalTitle } from '../../components/Modal';
import { RateText } from '../../components/RateText';
import { SkeletonGroup } from '../../components/Skeleton';
import { useFormat, useTranslate, type Translate } from '../../context';
import type { EarnFormat } from '../../context/useFormat';
import { RATE_BASIS } from '../../domain/shared/rateBasis';
import type { MessageOverrides } from '../../i18n/resolve';
import { defaultMessages } from './defaultMessages';
import { DualEarnStatusTag } from './DualEarnStatusTag';
import type { OpenDualOrder } from './dualOrders.reducer';
import { kindLabel } from './orderColumns';

export interface DualEarnOrderDialogProps {
  /** The order to show; the dialog is closed while null. */
  order: OpenDualOrder | null;
  onClose: () => void;
  messages?: MessageOverrides;
}

export function DualEarnOrderDialog({ order, onClose, messages }: DualEarnOrderDialogProps) {
  const t = useTranslate(messages, defaultMessages);
  return (
    <ModalRoot open={order !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {order ? (
        <ModalContent size="md" messages={messages}>
          <ModalTitle>{t('dualEarnOrders.detail.title', { kind: kindLabel(order, t), id: order.orderId })}</ModalTitle>
          <ModalBody>
            <OrderDetail order={order} t={t} messages={messages} />
          </ModalBody>
        </ModalContent>
      ) : null}
    </ModalRoot>
  );
}

function OrderDetail({
  order,
  t,
  messages,
}: {
  order: OpenDualOrder;
  t: Translate;
  messages: MessageOverrides | undefined;
}) {
  const format = useFormat();
  const query = useDualEarnOrder({ order_id: order.orderId }, order.sniper);
  if (query.isError)
    return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} messages={messages} />;
  if (!query.data) return <SkeletonGroup count={6} label={t('dualEarnOrders.detail.loading')} messages={messages} />;
  return <OrderFields detail={{ ...query.data, sniper: order.sniper }} t={t} format={format} />;
}

function OrderFields({ detail, t, format }: { detail: DualEarnOrder; t: Translate; format: EarnFormat }) {
  const back =
    detail.settleAmount === undefined
      ? null
      : { amount: detail.settleAmount, coin: detail.settleCoin || detail.investCoin };
  return (
    <>
      <Inline space="sm">
        <span>{t('dualEarnOrders.detail.status')}</span>
        <DualEarnStatusTag status={detail.status} t={t} />
      </Inline>
      <InfoList>
        <InfoRow label={t('dualEarnOrders.detail.type')}>{kindLabel(detail, t)}</InfoRow>
        <InfoRow label={t('dualEarnOrders.detail.orderId')}>{detail.orderId || '--'}</InfoRow>
        {detail.investAmount === undefined ? (
          <InfoRow label={t('dualEarnOrders.detail.invested')}>--</InfoRow>
        ) : (
          <InfoRow label={t('dualEarnOrders.detail.invested')} amount={detail.investAmount} coin={detail.investCoin} />
        )}
        <InfoRow label={t('dualEarnOrders.detail.targetPrice')}>
          {detail.targetPrice === undefined ? '--' : format.amount(detail.targetPrice, { decimals: 2 })}
        </InfoRow>
        <InfoRow label={t('dualEarnOrders.detail.apy')}>
          {detail.apy === undefined ? '--' : <RateText rate={detail.apy} basis={RATE_BASIS.dualEarn} />}
        </InfoRow>
        <InfoRow label={t('dualEarnOrders.detail.created')}>
          {detail.createdAt === null ? '--' : format.dateTime(detail.createdAt)}
        </InfoRow>
        <InfoRow label={t('dualEarnOrders.detail.settleTime')}>
          {detail.settleAt === null ? '--' : format.dateTime(detail.settleAt)}
        </InfoRow>
        {back === null ? (
          <InfoRow label={t('dualEarnOrders.detail.paidOut')}>{t('dualEarnOrders.detail.pending')}</InfoRow>
        ) : (
          <InfoRow
            label={t(
              detail.status === 'SETTLEMENT_SUCCESS'
                ? 'dualEarnOrders.detail.paidOut'
                : 'dualEarnOrders.detail.returned',
            )}
            amount={back.amount}
            coin={back.coin}
          />
        )}
      </InfoList>
    </>
  );
}
