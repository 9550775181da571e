'use client';
import { useReducer, type MouseEvent } from 'react';
import { useOutableBalances } from '../../../api/hooks/shared';
import { useWealthHoldings, useWealthProducts } from '../../../api/hooks/wealth';
import { buttonVariants } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { lazyDialog } from '../../../components/LazyDialog';
import { ErrorState } from '../../../components/ErrorState';
import { Stack } from '../../../components/layout';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { useEarn, useTranslate, type Translate } from '../../../context';
import { needsWealthVipUpgrade, type WealthHolding, type WealthListedProduct } from '../../../domain/wealth';
import type { MessageOverrides } from '../../../i18n/resolve';
import { focusRing } from '../../../theme';
import { LOGIN_PATH, useLoginGate } from '../../shared/useLoginGate';
import { defaultMessages } from '../defaultMessages';
import { initialVipWealthState, vipWealthReducer } from './vipWealth.reducer';
import * as styles from './vipWealth.css';
import { WealthHoldingCard } from './WealthHoldingCard';
import { WealthProductCard } from './WealthProductCard';

// The dialogs (the Modal, the amount field, the trend chart) load when first opened, or on hover or focus of a card.
const WealthSubscribeFlow = /* @__PURE__ */ lazyDialog(() =>
  import('../WealthSubscribeFlow/WealthSubscribeFlow').then((module) => module.WealthSubscribeFlow),
);
const WealthRedeemFlow = /* @__PURE__ */ lazyDialog(() =>
  import('../WealthRedeemFlow/WealthRedeemFlow').then((module) => module.WealthRedeemFlow),
);
const WealthDetailDialog = /* @__PURE__ */ lazyDialog(() =>
  import('./WealthDetailDialog').then((module) => module.WealthDetailDialog),
);
const preloadHoldingDialogs = () => {
  void WealthSubscribeFlow.preload();
  void WealthRedeemFlow.preload();
  void WealthDetailDialog.preload();
};

export interface VipWealthProps {
  /** Shows the page heading. Default true. */
  showHeading?: boolean;
  /**
   * Shows the page's intro and the VIP products. Default true; false leaves the user's holdings alone, with subscribe
   * more, redeem and the detail, as My earn's VIP wealth tab shows them (DEC-31).
   */
  showProducts?: boolean;
  /** Overrides for this page's strings. */
  messages?: MessageOverrides;
}

function LoadingCards({ label }: { readonly label: string }) {
  return (
    <SkeletonGroup label={label} className={styles.cardGrid}>
      {[0, 1].map((index) => (
        <Stack key={index} space="md" className={styles.card}>
          <Skeleton shape="block" />
          <Skeleton shape="block" />
        </Stack>
      ))}
    </SkeletonGroup>
  );
}

/** A guest's holdings: a way to log in, through the host's navigation. */
function GuestHoldings({ t }: { readonly t: Translate }) {
  const { navigate } = useEarn();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(LOGIN_PATH);
  };
  return (
    <EmptyState
      title={t('wealthFlows.holdings.guest')}
      action={
        <a
          className={`${buttonVariants({ variant: 'primary', size: 'sm' })} ${focusRing}`}
          href={LOGIN_PATH}
          onClick={follow}
        >
          {t('wealthFlows.holdings.login')}
        </a>
      }
    />
  );
}

/**
 * The VIP wealth page, `/myaccount/funds/finance/vip-wealth` (DEC-29): the VIP products (private wealth 4, asset
 * management 5, VW-PROD-01) and the user's holdings with amount, units, income, net value and the 30-day rate
 * (VW-DATA-01), each with subscribe more (VW-SUB), redeem (VW-REDEEM) and the detail modal (VW-DETAIL). A user below
 * a product's VIP level sees the upgrade guide instead of Subscribe; a guest sees the products, and Subscribe asks
 * them to log in. Lists show skeletons while loading, an error with Retry, and an empty state.
 */
export function VipWealth({ showHeading = true, showProducts = true, messages }: VipWealthProps) {
  const t = useTranslate(messages, defaultMessages);
  const { user } = useEarn();
  const requireLogin = useLoginGate();
  const isUser = user.kind === 'user';
  const vipLevel = isUser ? user.vipLevel : null;
  const [state, dispatch] = useReducer(vipWealthReducer, initialVipWealthState);
  const products = useWealthProducts();
  const holdings = useWealthHoldings({ enabled: isUser });

  const productOf = (pid: number) => products.data?.find((product) => product.pid === pid);
  const subscribing = state.dialog.kind === 'subscribe' ? state.dialog.product : undefined;
  const redeeming = state.dialog.kind === 'redeem' ? state.dialog.holding : undefined;
  const detailed = state.dialog.kind === 'detail' ? state.dialog.holding : undefined;
  const balances = useOutableBalances(subscribing ? [subscribing.coin] : [], { enabled: isUser && !!subscribing });
  const available = subscribing ? balances.data?.[subscribing.coin]?.available : undefined;

  const subscribe = (product: WealthListedProduct) => {
    if (requireLogin()) dispatch({ type: 'SUBSCRIBE.OPEN', product });
  };
  const close = (open: boolean) => {
    if (!open) dispatch({ type: 'DIALOG.CLOSE' });
  };

  let productList;
  if (products.isPending) productList = <LoadingCards label={t('common.loading')} />;
  else if (products.isError)
    productList = (
      <ErrorState
        message={t('wealthFlows.page.error')}
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
        messages={messages}
      />
    );
  else if (products.data.length === 0) productList = <EmptyState title={t('wealthFlows.products.empty')} />;
  else
    productList = (
      <ul className={styles.cardGrid} aria-label={t('wealthFlows.products.heading')}>
        {products.data.map((product) => (
          <li key={product.pid} onPointerEnter={WealthSubscribeFlow.preload} onFocus={WealthSubscribeFlow.preload}>
            <WealthProductCard
              product={product}
              needsUpgrade={needsWealthVipUpgrade(vipLevel, product)}
              onSubscribe={() => subscribe(product)}
              t={t}
              messages={messages}
            />
          </li>
        ))}
      </ul>
    );

  let holdingList;
  if (!isUser) holdingList = <GuestHoldings t={t} />;
  else if (holdings.isPending) holdingList = <LoadingCards label={t('common.loading')} />;
  else if (holdings.isError)
    holdingList = (
      <ErrorState
        message={t('wealthFlows.page.error')}
        onRetry={() => void holdings.refetch()}
        retrying={holdings.isFetching}
        messages={messages}
      />
    );
  else if (holdings.data.length === 0) holdingList = <EmptyState title={t('wealthFlows.holdings.empty')} />;
  else
    holdingList = (
      <ul className={styles.cardGrid} aria-label={t('wealthFlows.holdings.heading')}>
        {holdings.data.map((holding: WealthHolding) => {
          const product = productOf(holding.pid);
          return (
            <li key={holding.orderId} onPointerEnter={preloadHoldingDialogs} onFocus={preloadHoldingDialogs}>
              <WealthHoldingCard
                holding={holding}
                onSubscribeMore={product ? () => subscribe(product) : null}
                upgradeLevel={product && needsWealthVipUpgrade(vipLevel, product) ? product.minVipLevel : null}
                onRedeem={() => dispatch({ type: 'REDEEM.OPEN', holding })}
                onDetails={() => dispatch({ type: 'DETAIL.OPEN', holding })}
                t={t}
                messages={messages}
              />
            </li>
          );
        })}
      </ul>
    );

  return (
    <Stack
      as="section"
      space="xl"
      className={styles.screen}
      data-slot="vip-wealth"
      aria-label={t('wealthFlows.page.title')}
    >
      {showHeading ? <h1 className={styles.heading}>{t('wealthFlows.page.title')}</h1> : null}
      {showProducts ? <p className={styles.intro}>{t('wealthFlows.page.intro')}</p> : null}
      <Stack as="section" space="xl" aria-label={t('wealthFlows.holdings.heading')}>
        <h2 className={styles.sectionHeading}>{t('wealthFlows.holdings.heading')}</h2>
        {holdingList}
      </Stack>
      {showProducts ? (
        <Stack as="section" space="xl" aria-label={t('wealthFlows.products.heading')}>
          <h2 className={styles.sectionHeading}>{t('wealthFlows.products.heading')}</h2>
          {productList}
        </Stack>
      ) : null}
      {subscribing && available !== undefined ? (
        <WealthSubscribeFlow
          product={subscribing}
          available={available}
          open
          onOpenChange={close}
          messages={messages}
        />
      ) : null}
      {redeeming ? (
        <WealthRedeemFlow
          holding={{
            pid: redeeming.pid,
            coin: redeeming.coin,
            units: redeeming.unit,
            netValueRatio: redeeming.netValueRatio,
          }}
          open
          onOpenChange={close}
          messages={messages}
        />
      ) : null}
      {detailed ? (
        <WealthDetailDialog
          open
          holding={detailed}
          line={state.line}
          range={state.range}
          onLineChange={(line) => dispatch({ type: 'LINE.SELECT', line })}
          onRangeChange={(range) => dispatch({ type: 'RANGE.SELECT', range })}
          onClose={() => dispatch({ type: 'DIALOG.CLOSE' })}
          t={t}
          messages={messages}
        />
      ) : null}
    </Stack>
  );
}
