'use client';
import { useId } from 'react';
import { CoinStack } from '../../../components/CoinStack';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { RateText } from '../../../components/RateText';
import { Tag } from '../../../components/Tag';
import { Stack } from '../../../components/layout';
import { useClock, useEarn, type Translate } from '../../../context';
import { isExtraInterestActive } from '../../../domain/staking/extraInterest';
import type { StakingProductListItem } from '../../../domain/staking/product.types';
import { focusRing } from '../../../theme';
import { CoinCell } from '../../shared/CoinCell';
import { followLink } from './followLink';
import { KIND_LABELS, productFacts } from './productFacts';
import * as styles from './stakingPages.css';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';

/** Every coin a product pays rewards in: its reward coin, or each protocol's for DeFi (ST-PROD-02). */
export function productRewardCoins(product: StakingProductListItem): string[] {
  if (!product.isDefi) return product.rewardCoin ? [product.rewardCoin] : [];
  return [...new Set(product.defi.flatMap((protocol) => protocol.reward.map((reward) => reward.rewardCoin)))];
}

export interface ProductCardProps {
  readonly product: StakingProductListItem;
  readonly href: string;
  readonly t: Translate;
}

/**
 * One product of the staking list (DEC-28): its coin (a link to the detail page), its kind (plain, DeFi or mint),
 * a VIP tag when it has VIP discounts (ST-VIP-05), the extra-bonus tag while the bonus runs (ST-EXTRA-04), the APR
 * and the minimum stake.
 */
export function ProductCard({ product, href, t }: ProductCardProps) {
  const { navigate } = useEarn();
  const clock = useClock();
  const titleId = useId();
  const facts = productFacts(product.coin, product);
  return (
    <Stack as="article" space="md" className={styles.card} aria-labelledby={titleId} data-slot="staking-product-card">
      <div className={styles.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          <a href={href} onClick={followLink(navigate, href)} className={`${styles.titleLink} ${focusRing}`}>
            <CoinCell coin={product.coin} />
          </a>
        </h3>
        <span className={styles.tags}>
          <Tag kind="info">{t(KIND_LABELS[facts.kind])}</Tag>
          {product.vipConfig ? <Tag kind="vip" /> : null}
          {isExtraInterestActive(product.extraInterest, clock()) ? (
            <Tag kind="positive">{t('stakingPages.extra.label')}</Tag>
          ) : null}
        </span>
      </div>
      <InfoList>
        <InfoRow label={t('stakingPages.figure.apr')}>
          <RateText rate={facts.apr} basis={RATE_BASIS.staking} compact upTo={facts.aprUpTo} size="sm" />
        </InfoRow>
        <InfoRow label={t('stakingPages.figure.minimum')} amount={facts.minimum} coin={facts.stakeCoin} />
        {facts.kind === 'debt' ? (
          <InfoRow label={t('stakingPages.figure.minting')}>
            <bdi>{t('stakingPages.figure.mint', { mortgage: facts.stakeCoin, coin: product.coin })}</bdi>
          </InfoRow>
        ) : (
          <InfoRow label={t('stakingPages.figure.rewardCoins')}>
            <CoinStack coins={productRewardCoins(product)} />
          </InfoRow>
        )}
      </InfoList>
    </Stack>
  );
}
