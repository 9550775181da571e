'use client';
import { useEffect, useEffectEvent, useReducer, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { ModalBody, ModalContent, ModalFooter, ModalTitle } from '../../../components/Modal';
import { InfoDialog } from '../../../components/ResultDialog';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { SUBSCRIBE_CLICK_DEBOUNCE_MS } from '../../../domain/shared/constants';
import { useIsMobile } from '../../../headless/useMediaQuery';
import { MY_LENDINGS_PATH } from '../../../domain/holdings/holdingDetail';
import {
  SUBSCRIBE_CLOSE_DELAY_MS,
  isSoldOut,
  subscribeInputDecimals,
  vipRangeLabel,
  type SubscribePreferences,
} from '../../../domain/simpleEarn';
import type { MessageOverrides } from '../../../i18n/resolve';
import { useEarn } from '../../../context/context';
import { useTranslate } from '../../../context/useTranslate';
import { FlowDialogRoot, useFlowDialog } from '../../shared/useFlowDialog';
import { useFlowTimer } from '../../shared/useFlowTimer';
import { useLoginGate } from '../../shared/useLoginGate';
import { SubscribeForm } from './SubscribeForm';
import { SubscribeSuccessDialog } from './SubscribeSuccessDialog';
import {
  canStartSubscribe,
  initialSubscribeFlowState,
  isSubscribeEditing,
  isSubscribeSubmitting,
  subscribeFlowReducer,
  type SubscribeReceipt,
} from './subscribeFlow.reducer';
import { useSubscribeData } from './useSubscribeData';
import { useSubscribeSteps } from './useSubscribeSteps';
import { defaultMessages } from '../defaultMessages';

/** Where the transfer shortcut goes by default: the host's transfer page, with the coin (SE-SUB-06). */
export const SUBSCRIBE_TRANSFER_PATH = '/myaccount/transfer';

export interface SubscribeFlowProps {
  /** The coin to subscribe. */
  asset: string;
  /**
   * The term selected when the dialog opens: '0' the flexible product, else a fixed product id. Default: the first
   * term.
   */
  defaultTermId?: string;
  /** Offer the flexible term beside the fixed ones. Default true. */
  includeFlexible?: boolean;
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). Default false. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog. */
  trigger?: ReactNode;
  /** Called after a successful subscription. */
  onSuccess?: (receipt: SubscribeReceipt) => void;
  /** Called with the server's message or the network error text when subscribing fails (SE-ERR-06). */
  onFailure?: (message: string) => void;
  /** Where 'view holdings' goes. Default /simple-earn/my-lendings?tab=flexible|fixed (SE-ROUTE-02/03). */
  holdingsHref?: string;
  /** Where the transfer shortcut goes; `{coin}` is replaced. Default /myaccount/transfer?coin={coin}. */
  transferHref?: string;
  /**
   * The stored reinvest and redeem-to choices the dialog starts with (SE-REINV-10: reinvest off, redeem to flexible).
   */
  defaultPreferences?: SubscribePreferences;
  /** Called whenever those choices change, closing included (SE-REINV-05), so the host can store them. */
  onPreferencesChange?: (preferences: SubscribePreferences) => void;
  /** Overrides for this flow's strings. */
  messages?: MessageOverrides;
}

/**
 * The Simple Earn subscribe dialog, flexible and fixed (SE-SUB): it loads the coin's products, the
 * balance, and for a fixed term its remaining quota and vouchers; subscribes through the special
 * check, the trade-info pre-check and the subscribe call; then shows the success dialog and closes
 * itself about 200 ms later (SE-SUB-19). Keep it mounted while closed so the success dialog can show.
 */
export function SubscribeFlow({
  asset,
  defaultTermId,
  includeFlexible = true,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  onSuccess,
  onFailure,
  holdingsHref,
  transferHref,
  defaultPreferences,
  onPreferencesChange,
  messages,
}: SubscribeFlowProps) {
  const t = useTranslate(messages, defaultMessages);
  const { user, navigate } = useEarn();
  const requireLogin = useLoginGate();
  const isMobile = useIsMobile();
  const timer = useFlowTimer();
  const [state, dispatch] = useReducer(subscribeFlowReducer, undefined, () =>
    initialSubscribeFlowState(defaultTermId ?? null, defaultPreferences),
  );
  const dialog = useFlowDialog({
    open,
    defaultOpen,
    onOpenChange,
    onClose: () => dispatch({ type: 'DIALOG.CLOSE' }),
    toastId: 'simple-earn-subscribe',
    defaults: defaultMessages,
    messages,
    onFailure,
  });
  // Reported when the choices change; the callback is read at that moment.
  const reportPreferences = useEffectEvent((preferences: SubscribePreferences) => onPreferencesChange?.(preferences));
  const reportedPreferences = useRef(state.preferences);
  useEffect(() => {
    if (reportedPreferences.current === state.preferences) return;
    reportedPreferences.current = state.preferences;
    reportPreferences(state.preferences);
  }, [state.preferences]);
  const isUser = user.kind === 'user';
  const { productQuery, vouchers, terms, termId, term, data } = useSubscribeData({
    asset,
    open: dialog.open,
    includeFlexible,
    termId: state.termId,
  });
  const flowState = state.termId === termId ? state : { ...state, termId };

  useEffect(() => {
    if (termId !== null && state.termId === null) dispatch({ type: 'TERM.SELECT', termId });
  }, [termId, state.termId]);
  useEffect(() => {
    if (vouchers.data) dispatch({ type: 'VOUCHERS.LOADED', vouchers: vouchers.data });
  }, [vouchers.data]);

  useSubscribeSteps({ state: flowState, dispatch, asset, term, vouchers: data.vouchers, outcome: dialog });

  const receipt = state.phase.kind === 'succeeded' ? state.phase.receipt : null;
  // onSuccess is read when the receipt arrives; a new receipt is what starts this.
  const succeeded = useEffectEvent((arrived: SubscribeReceipt) => {
    onSuccess?.(arrived);
    timer.start(SUBSCRIBE_CLOSE_DELAY_MS, dialog.close);
  });
  useEffect(() => {
    if (receipt) succeeded(receipt);
  }, [receipt]);

  function submit() {
    if (!requireLogin()) return;
    dispatch({ type: 'SUBMIT.START', data });
  }

  const soldOut = term?.kind === 'fixed' && isSoldOut(term.product.saleStatus);
  const submitDisabled = isUser && !canStartSubscribe(flowState, data);
  const kind = receipt?.kind ?? term?.kind ?? 'flexible';

  let body: ReactNode;
  if (productQuery.isPending) {
    body = (
      <SkeletonGroup messages={messages}>
        <Skeleton shape="block" />
        <Skeleton shape="block" />
      </SkeletonGroup>
    );
  } else if (productQuery.isError) {
    body = <ErrorState onRetry={() => void productQuery.refetch()} messages={messages} />;
  } else if (terms.length === 0) {
    body = <EmptyState messages={messages} />;
  } else {
    body = (
      <SubscribeForm
        state={flowState}
        dispatch={dispatch}
        data={data}
        term={term}
        decimals={subscribeInputDecimals(isMobile)}
        vouchersStatus={vouchers.status}
        onRetryVouchers={() => void vouchers.refetch()}
        transferHref={(transferHref ?? `${SUBSCRIBE_TRANSFER_PATH}?coin={coin}`).replace(
          '{coin}',
          encodeURIComponent(asset),
        )}
        // The timeline previews a subscription made now: the moment the dialog (re)opened.
        now={dialog.openedAt}
        editable={isSubscribeEditing(state)}
        messages={messages}
      />
    );
  }

  return (
    <>
      <FlowDialogRoot dialog={dialog} trigger={trigger}>
        <ModalContent size="md" messages={messages} aria-describedby={undefined}>
          <ModalTitle>{t('simpleEarnFlows.subscribe.title', { coin: asset })}</ModalTitle>
          <ModalBody>{body}</ModalBody>
          <ModalFooter>
            <Button
              fullWidth
              debounceMs={SUBSCRIBE_CLICK_DEBOUNCE_MS}
              onAction={submit}
              loading={isSubscribeSubmitting(state)}
              disabled={soldOut || submitDisabled}
            >
              {soldOut
                ? t('simpleEarn.subscribe.soldOut')
                : isUser
                  ? t('simpleEarn.subscribe.submit')
                  : t('simpleEarnFlows.subscribe.login')}
            </Button>
          </ModalFooter>
        </ModalContent>
      </FlowDialogRoot>
      <SubscribeSuccessDialog
        receipt={receipt}
        onViewHoldings={() => navigate(holdingsHref ?? `${MY_LENDINGS_PATH}?tab=${kind}`)}
        onSubscribeMore={() => {
          timer.cancel();
          dispatch({ type: 'SUBSCRIBE.MORE' });
          dialog.show();
        }}
        onDismiss={() => dispatch({ type: 'RESULT.DISMISS' })}
        messages={messages}
      />
      <InfoDialog
        open={state.phase.kind === 'ineligible'}
        onOpenChange={(next) => {
          if (!next) dispatch({ type: 'NOTICE.DISMISS' });
        }}
        title={t('simpleEarnFlows.subscribe.ineligibleTitle')}
        subtitle={t('simple.event.ineligible')}
        primaryAction={{ label: t('simpleEarnFlows.subscribe.gotIt') }}
        messages={messages}
      />
      <InfoDialog
        open={state.phase.kind === 'vipDenied'}
        onOpenChange={(next) => {
          if (!next) dispatch({ type: 'NOTICE.DISMISS' });
        }}
        title={term?.kind === 'fixed' ? term.product.title : ''}
        subtitle={
          term?.kind === 'fixed'
            ? t('simpleEarnFlows.subscribe.vipDenied', { range: vipRangeLabel(term.product), level: data.vipLevel })
            : undefined
        }
        primaryAction={{ label: t('simpleEarnFlows.subscribe.gotIt') }}
        messages={messages}
      />
    </>
  );
}
