'use client';
import { useId } from 'react';
import { Button } from '../../../components/Button';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { Inline, Stack } from '../../../components/layout';
import { RateText } from '../../../components/RateText';
import { useFormat, type Translate } from '../../../context';
import { WEALTH_AMOUNT_DECIMALS, WEALTH_UNIT_DECIMALS, type WealthHolding } from '../../../domain/wealth';
import type { MessageOverrides } from '../../../i18n/resolve';
import * as styles from './vipWealth.css';
import { toneOf } from './WealthProductCard';
import { WealthUpgradeGuide } from './WealthUpgradeGuide';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';

export interface WealthHoldingCardProps {
  readonly holding: WealthHolding;
  /** Subscribe more is offered only while the product is listed; null hides it. */
  readonly onSubscribeMore: (() => void) | null;
  /** A level to reach before subscribing more (DEC-29), or null when the user may. */
  readonly upgradeLevel: number | null;
  readonly onRedeem: () => void;
  readonly onDetails: () => void;
  readonly t: Translate;
  readonly messages?: MessageOverrides | undefined;
}

/**
 * One of the user's holdings (VW-DATA-01): its value, units, income (only where the order shows it), net value and
 * the 30-day rate, with subscribe more, redeem and the detail.
 */
export function WealthHoldingCard({
  holding,
  onSubscribeMore,
  upgradeLevel,
  onRedeem,
  onDetails,
  t,
  messages,
}: WealthHoldingCardProps) {
  const titleId = useId();
  return (
    <Stack as="article" space="md" className={styles.card} aria-labelledby={titleId} data-slot="wealth-holding-card">
      <Inline space="sm">
        <h3 id={titleId} className={styles.cardTitle}>
          {holding.name}
        </h3>
      </Inline>
      <InfoList>
        <InfoRow
          label={t('wealthFlows.field.amount')}
          amount={holding.amount}
          coin={holding.coin}
          decimals={WEALTH_AMOUNT_DECIMALS}
          messages={messages}
        />
        <InfoRow
          label={t('wealthFlows.field.units')}
          amount={holding.unit}
          decimals={WEALTH_UNIT_DECIMALS}
          messages={messages}
        />
        {holding.showInterest ? (
          <InfoRow label={t('wealthFlows.field.income')}>
            <SignedAmount value={holding.incomeAmount} coin={holding.coin} />
          </InfoRow>
        ) : null}
        <InfoRow label={t('wealthFlows.field.netValue')} amount={holding.netValueRatio} messages={messages} />
        <InfoRow label={t('wealthFlows.field.recent30DaysRate')}>
          <RateText
            rate={holding.recent30DaysRate}
            basis={RATE_BASIS.wealth}
            tone={toneOf(holding.recent30DaysRate)}
            messages={messages}
          />
        </InfoRow>
      </InfoList>
      {upgradeLevel !== null ? <WealthUpgradeGuide level={upgradeLevel} t={t} /> : null}
      <Inline space="sm" className={styles.actions}>
        {onSubscribeMore && upgradeLevel === null ? (
          <Button size="sm" onAction={onSubscribeMore} aria-describedby={titleId}>
            {t('wealthFlows.holdings.subscribeMore')}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onAction={onRedeem} aria-describedby={titleId}>
          {t('wealthFlows.holdings.redeem')}
        </Button>
        <Button size="sm" variant="ghost" onAction={onDetails} aria-describedby={titleId}>
          {t('wealthFlows.holdings.details')}
        </Button>
      </Inline>
    </Stack>
  );
}

/** A signed income (a profit or a loss): its sign and the up/down role, rounded down to 8 decimals, with the coin. */
export function SignedAmount({ value, coin }: { readonly value: string; readonly coin: string }) {
  const format = useFormat();
  return (
    <bdi className={styles.signed} data-tone={toneOf(value)}>
      {format.amount(value, { decimals: WEALTH_AMOUNT_DECIMALS, signDisplay: 'exceptZero' })} {coin}
    </bdi>
  );
}
