'use client';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { RateText } from '../../../components/RateText';
import { RedeemTimeline } from '../../../components/RedeemTimeline';
import { Tabs } from '../../../components/Tabs';
import { Stack } from '../../../components/layout';
import type { MessageOverrides } from '../../../i18n/resolve';
import { useTranslate } from '../../../context/useTranslate';
import * as layout from '../../shared/flowLayout.css';
import { termEstimateRate, type SubscribeTerm } from './subscribeTerms';
import { defaultMessages } from '../defaultMessages';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';

export interface SubscribeRulesProps {
  /** The selected term. */
  term: SubscribeTerm;
  /** The coin. */
  asset: string;
  /** The subscription time the timeline previews, epoch ms. */
  now: number;
  /** Reinvest on: the fixed timeline ends with the next subscription. */
  reinvest: boolean;
  /** Where coins come from and go to, worded for the account mode (SH-MODE-05). */
  description?: string;
  /** The risk text, worded for the account mode (SH-MODE-06). */
  risk?: string;
  /** Overrides for these strings. */
  messages?: MessageOverrides;
}

/**
 * The 'trading rules' and 'product rules' tabs of the subscribe dialog (SE-SUB-03): the trading rules
 * give the figures and the timeline of this subscription, the product rules say how the product works.
 */
export function SubscribeRules({ term, asset, now, reinvest, description, risk, messages }: SubscribeRulesProps) {
  const t = useTranslate(messages, defaultMessages);
  const isFixed = term.kind === 'fixed';
  const trading = (
    <Stack space="sm">
      <InfoList>
        <InfoRow label={t('simpleEarnFlows.subscribe.apr')} messages={messages}>
          <RateText
            rate={termEstimateRate(term)}
            basis={term.kind === 'fixed' ? RATE_BASIS.fixed : RATE_BASIS.flexible}
            size="sm"
          />
        </InfoRow>
        <InfoRow
          label={t('simpleEarnFlows.subscribe.minimumAmount')}
          amount={term.product.minLendAmount}
          coin={asset}
          messages={messages}
        />
        {isFixed ? (
          <InfoRow
            label={t('simpleEarnFlows.subscribe.maximumAmount')}
            amount={term.product.userMaxLendVolume}
            coin={asset}
            messages={messages}
          />
        ) : null}
      </InfoList>
      {isFixed ? (
        <RedeemTimeline
          variant="fixed"
          subscribedAt={now}
          lockUpPeriod={term.product.lockUpPeriod}
          reinvest={reinvest}
          messages={messages}
        />
      ) : (
        <RedeemTimeline variant="flexible" subscribedAt={now} messages={messages} />
      )}
    </Stack>
  );
  const product = (
    <Stack space="sm">
      <p className={layout.prose}>
        {isFixed
          ? t('simpleEarnFlows.subscribe.fixedRules', { days: term.product.lockUpPeriod })
          : t('simpleEarnFlows.subscribe.flexibleRules')}
      </p>
      {description ? <p className={layout.prose}>{description}</p> : null}
      {risk ? <p className={layout.prose}>{risk}</p> : null}
    </Stack>
  );
  return (
    <Tabs
      aria-label={t('simpleEarnFlows.subscribe.rulesLabel')}
      size="sm"
      items={[
        { value: 'trading', label: t('simpleEarnFlows.subscribe.tradingRules'), content: trading },
        { value: 'product', label: t('simpleEarnFlows.subscribe.productRules'), content: product },
      ]}
    />
  );
}
