'use client';
import { useId } from 'react';
import { Button } from '../../../components/Button';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { Inline, Stack } from '../../../components/layout';
import { RateText } from '../../../components/RateText';
import { Tag } from '../../../components/Tag';
import type { Translate } from '../../../context';
import { wealthChartDirection, wealthProjectTypeLabel, type WealthListedProduct } from '../../../domain/wealth';
import type { MessageOverrides } from '../../../i18n/resolve';
import * as styles from './vipWealth.css';
import { WealthUpgradeGuide } from './WealthUpgradeGuide';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';

export interface WealthProductCardProps {
  readonly product: WealthListedProduct;
  /** True for a user below the product's VIP level: the upgrade guide replaces Subscribe (DEC-29). */
  readonly needsUpgrade: boolean;
  readonly onSubscribe: () => void;
  readonly t: Translate;
  readonly messages?: MessageOverrides | undefined;
}

/** One VIP product (VW-PROD-01): its type, coin, today's net value, the 30-day rate and the minimum. */
export function WealthProductCard({ product, needsUpgrade, onSubscribe, t, messages }: WealthProductCardProps) {
  const titleId = useId();
  return (
    <Stack as="article" space="md" className={styles.card} aria-labelledby={titleId} data-slot="wealth-product-card">
      <Inline space="sm">
        <h3 id={titleId} className={styles.cardTitle}>
          {product.name}
        </h3>
        <Tag kind="vip" messages={messages} />
      </Inline>
      <InfoList>
        <InfoRow label={t('wealthFlows.field.type')}>{t(wealthProjectTypeLabel(product.projectType))}</InfoRow>
        <InfoRow label={t('wealthFlows.field.netValue')} amount={product.netValueRatio} messages={messages} />
        <InfoRow label={t('wealthFlows.field.recent30DaysRate')}>
          <RateText
            rate={product.recent30DaysRate}
            basis={RATE_BASIS.wealth}
            tone={toneOf(product.recent30DaysRate)}
            messages={messages}
          />
        </InfoRow>
        <InfoRow
          label={t('wealthFlows.field.minimum')}
          amount={product.minAmount}
          coin={product.coin}
          messages={messages}
        />
      </InfoList>
      {needsUpgrade ? (
        <WealthUpgradeGuide level={product.minVipLevel} t={t} />
      ) : (
        <Inline space="sm" className={styles.actions}>
          <Button fullWidth onAction={onSubscribe} aria-describedby={titleId}>
            {t('wealthFlows.products.subscribe')}
          </Button>
        </Inline>
      )}
    </Stack>
  );
}

/** Up and down colour roles for a signed rate or income, by its sign (VW-DATA-02's direction); zero stays neutral. */
export function toneOf(value: string): 'up' | 'down' | 'neutral' {
  const direction = wealthChartDirection({ change: value });
  return direction === 'flat' ? 'neutral' : direction;
}
