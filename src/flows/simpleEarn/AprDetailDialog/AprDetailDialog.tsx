'use client';
import { useReducer, type ReactNode } from 'react';
import { rateChartParams } from '../../../api/simpleEarnHistory';
import { useFlexibleProduct, useRateChart, useSetMinimumApr } from '../../../api/hooks/simpleEarn';
import { AmountInput } from '../../../components/AmountInput';
import { AprChart, SIMPLE_EARN_APR_CHART_RANGES } from '../../../components/AprChart';
import { Button } from '../../../components/Button';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { ModalBody, ModalContent, ModalTitle } from '../../../components/Modal';
import { RateText } from '../../../components/RateText';
import { Tabs } from '../../../components/Tabs';
import { Stack } from '../../../components/layout';
import { ZERO_RATE, rateToFractionText, rateToPercentText, type Rate } from '../../../domain/shared/rate';
import {
  MINIMUM_APR_INPUT_DECIMALS,
  MinimumAprMessageKey,
  minimumAprTipParams,
  minimumAprToRateYear,
  rateTrendChartPoints,
  rateTrendQuery,
  type MinimumAprBounds,
  type RateTrendRange,
} from '../../../domain/simpleEarn';
import type { MessageKey } from '../../../i18n/catalogue/en';
import type { MessageOverrides } from '../../../i18n/resolve';
import { useTranslate } from '../../../context/useTranslate';
import { FlowDialogRoot, useFlowDialog } from '../../shared/useFlowDialog';
import { usePhaseEffect } from '../../shared/usePhaseEffect';
import {
  aprDetailReducer,
  canSaveMinimumApr,
  initialAprDetailState,
  minimumAprValidation,
  type AprDetailTab,
} from './aprDetail.reducer';
import { defaultMessages } from '../defaultMessages';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';

export interface AprDetailDialogProps {
  /** The coin. */
  asset: string;
  /** The holding's current minimum lending APR (min_lend_rate_year), shown and prefilled. */
  minLendRateYear?: Rate | null;
  /** The tab shown first. Default 'trend'. */
  defaultTab?: AprDetailTab;
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). Default false. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog. */
  trigger?: ReactNode;
  /** Called after the minimum APR was saved, with the rate sent. */
  onSuccess?: (rateYear: Rate) => void;
  /** Called with the server's message (or the network error text) when the save fails (SE-APR-11). */
  onFailure?: (message: string) => void;
  /** Overrides for this dialog's strings. */
  messages?: MessageOverrides;
}

/**
 * The APR detail dialog (SE-APR-01): the realtime APR trend over 24 hours, 7 days or 30 days
 * (SE-CHART-01..03), and the minimum lending APR edit, checked against the coin's bounds (SE-APR-02..08)
 * and sent as a fraction rounded up to 4 decimals (SE-APR-06). Saving toasts 'modified' (SE-APR-10);
 * a failure shows the server's message as an error and calls `onFailure` (SE-APR-11).
 */
export function AprDetailDialog({
  asset,
  minLendRateYear,
  defaultTab = 'trend',
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  onSuccess,
  onFailure,
  messages,
}: AprDetailDialogProps) {
  const t = useTranslate(messages, defaultMessages);
  const save = useSetMinimumApr();
  const dialog = useFlowDialog({
    open,
    defaultOpen,
    onOpenChange,
    toastId: 'simple-earn-minimum-apr',
    defaults: defaultMessages,
    messages,
    onFailure,
  });
  const [state, dispatch] = useReducer(aprDetailReducer, undefined, () =>
    initialAprDetailState(
      defaultTab,
      minLendRateYear ? rateToPercentText(minLendRateYear, MINIMUM_APR_INPUT_DECIMALS) : '',
    ),
  );
  // The trend ends when the dialog opened, by the exchange's clock.
  const chart = useRateChart(rateChartParams(asset, rateTrendQuery(state.range, dialog.openedAt)), {
    enabled: dialog.open && state.tab === 'trend',
  });
  const product = useFlexibleProduct({ coin: asset }, { enabled: dialog.open });
  const bounds: MinimumAprBounds = {
    limitMinLendRateYear: product.data?.limitMinLendRateYear ?? ZERO_RATE,
    maxLendRateYear: product.data?.maxLendRateYear ?? null,
  };
  const validation = minimumAprValidation(state, bounds);

  // The phase starts the call; everything else is read at that moment.
  usePhaseEffect(state.phase, state.attempt, {
    saving: (step) => {
      const send = step.whileCurrent(dispatch);
      const rateYear = minimumAprToRateYear(state.aprText);
      save.mutateAsync({ asset, rateYear: rateToFractionText(rateYear) }).then(
        () => {
          dialog.succeed(t('modified'));
          send({ type: 'SUBMIT.SUCCESS' });
          onSuccess?.(rateYear);
        },
        (error: unknown) => {
          dialog.fail(error, 'error');
          send({ type: 'SUBMIT.FAILURE' });
        },
      );
    },
  });

  const trend = (
    <AprChart
      {...SIMPLE_EARN_APR_CHART_RANGES}
      range={state.range}
      onRangeChange={(range) => dispatch({ type: 'RANGE.SELECT', range: range as RateTrendRange })}
      points={chart.data ? rateTrendChartPoints(chart.data) : []}
      basis={RATE_BASIS.flexible}
      status={chart.status}
      onRetry={() => void chart.refetch()}
      messages={messages}
    />
  );
  const edit = (
    <Stack space="lg">
      {minLendRateYear ? (
        <InfoList>
          <InfoRow label={t('simpleEarnFlows.apr.current')} messages={messages}>
            <RateText rate={minLendRateYear} basis={RATE_BASIS.minimumApr} size="sm" />
          </InfoRow>
        </InfoList>
      ) : null}
      <AmountInput
        label={t('simpleEarnFlows.apr.inputLabel')}
        coin="%"
        decimals={MINIMUM_APR_INPUT_DECIMALS}
        value={state.aprText}
        onValueChange={(text) => dispatch({ type: 'APR.CHANGE', text })}
        disabled={state.phase === 'saving'}
        // The spec's sentences name the rate they bound ('The minimum lending APR cannot be higher than 5%',
        // SE-APR-02/04): their words are its label (P-47).
        error={
          validation.ok ? undefined : (
            <span data-rate-basis="minimumApr">{t(validation.error.key as MessageKey, validation.error.params)}</span>
          )
        }
        hint={<span data-rate-basis="minimumApr">{t(MinimumAprMessageKey.tip, minimumAprTipParams())}</span>}
        messages={messages}
      />
      <Button
        fullWidth
        onAction={() => dispatch({ type: 'SUBMIT.START', bounds })}
        loading={state.phase === 'saving'}
        disabled={!canSaveMinimumApr(state, bounds) || !product.data}
      >
        {t('simpleEarnFlows.apr.save')}
      </Button>
    </Stack>
  );

  return (
    <FlowDialogRoot dialog={dialog} trigger={trigger}>
      <ModalContent size="lg" messages={messages} aria-describedby={undefined}>
        <ModalTitle>{t('simpleEarnFlows.apr.title')}</ModalTitle>
        <ModalBody>
          <Tabs
            aria-label={t('simpleEarnFlows.apr.tabsLabel')}
            value={state.tab}
            onValueChange={(tab) => dispatch({ type: 'TAB.SELECT', tab: tab as AprDetailTab })}
            items={[
              { value: 'trend', label: t('simpleEarnFlows.apr.trendTab'), content: trend },
              { value: 'edit', label: t('simpleEarnFlows.apr.editTab'), content: edit },
            ]}
          />
        </ModalBody>
      </ModalContent>
    </FlowDialogRoot>
  );
}
