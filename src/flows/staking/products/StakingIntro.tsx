'use client';
import { useState, type ReactNode } from 'react';
import { useStakingFaq } from '../../../api/hooks/staking';
import { ErrorState } from '../../../components/ErrorState';
import { Stack } from '../../../components/layout';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { Tabs } from '../../../components/Tabs';
import { useClock, useFormat, type Translate } from '../../../context';
import { maxRewardFeeRate } from '../../../domain/staking/defi';
import { isExtraInterestActive, maxExtraInterestRate } from '../../../domain/staking/extraInterest';
import type { StakingProduct } from '../../../domain/staking/product.types';
import type { MessageOverrides } from '../../../i18n/resolve';
import * as layout from '../../shared/flowLayout.css';
import { type ProductFacts } from './productFacts';
import * as styles from './stakingPages.css';

const INTRO_TABS = ['overview', 'sources', 'faq'] as const;
type IntroTab = (typeof INTRO_TABS)[number];
const TAB_LABELS = {
  overview: 'stakingPages.intro.overview',
  sources: 'stakingPages.intro.sources',
  faq: 'stakingPages.intro.faq',
} as const;

interface StakingIntroProps {
  readonly coin: string;
  readonly pid: number;
  readonly product: StakingProduct;
  readonly facts: ProductFacts;
  readonly t: Translate;
  readonly messages?: MessageOverrides | undefined;
}

/** The FAQ of this coin (ST-API-12), asked for when its tab opens; questions disclose their answers. */
function CoinFaq({ coin, pid, t, messages }: Omit<StakingIntroProps, 'product' | 'facts'>) {
  const faq = useStakingFaq({ coin, pid: Math.max(pid, 0) });
  if (faq.isPending)
    return (
      <SkeletonGroup label={t('stakingPages.faq.loading')}>
        <Skeleton shape="text" />
        <Skeleton shape="text" />
      </SkeletonGroup>
    );
  if (faq.isError)
    return <ErrorState onRetry={() => void faq.refetch()} retrying={faq.isFetching} messages={messages} />;
  if (faq.data.length === 0) return <p className={layout.prose}>{t('stakingPages.faq.empty')}</p>;
  return (
    <Stack space="sm">
      {faq.data.map((item) => (
        <details key={item.ask} open={item.unfold}>
          <summary className={styles.faqQuestion}>{item.ask}</summary>
          <p className={layout.prose}>{item.answer}</p>
        </details>
      ))}
    </Stack>
  );
}

/** Where the return comes from: the base rate or each protocol's, the extra bonus while it runs, the mint rate. */
function Sources({ product, facts, t }: Pick<StakingIntroProps, 'product' | 'facts' | 't'>) {
  const format = useFormat();
  const clock = useClock();
  const lines: string[] = [];
  if (facts.kind === 'defi')
    for (const protocol of product.defi)
      lines.push(
        t('stakingPages.sources.protocol', {
          protocol: protocol.protocolName,
          rate: format.percent(protocol.rate),
          rewards: [...new Set(protocol.reward.map((reward) => reward.rewardCoin))].join(', '),
          // ST-DEFI-04: the highest fee of the protocol's rewards.
          fee: format.percent(maxRewardFeeRate(protocol.reward)),
        }),
      );
  else if (facts.kind === 'debt')
    lines.push(t('stakingPages.sources.mint', { rate: format.percent(product.rate), coin: product.rewardCoin }));
  else lines.push(t('stakingPages.sources.base', { rate: format.percent(product.baseRate) }));
  if (product.extraInterest && isExtraInterestActive(product.extraInterest, clock()))
    lines.push(
      t('stakingPages.sources.extra', {
        rate: format.percent(maxExtraInterestRate(product.extraInterest.interest)),
        coin: product.extraInterest.rewardCoin,
      }),
    );
  return (
    <ul className={layout.section}>
      {lines.map((line) => (
        <li key={line} className={layout.prose}>
          <bdi>{line}</bdi>
        </li>
      ))}
    </ul>
  );
}

/**
 * The staking intro (ST-MODAL-03): tabs Overview, Sources of return and FAQ. The overview is the product's own
 * tips when it has them, else a description of its kind; the FAQ is the coin's (ST-API-12), loaded on first view.
 */
export function StakingIntro({ coin, pid, product, facts, t, messages }: StakingIntroProps) {
  const [tab, setTab] = useState<IntroTab>('overview');
  const rewards = [...new Set([product.rewardCoin].filter(Boolean))].join(', ');
  const overview =
    facts.kind === 'debt'
      ? t('stakingPages.intro.debt', { coin, mortgage: facts.stakeCoin })
      : facts.kind === 'defi'
        ? t('stakingPages.intro.defi', { coin })
        : t('stakingPages.intro.plain', { coin, rewards: rewards || coin });
  const content: Record<IntroTab, () => ReactNode> = {
    overview: () => (
      <div className={layout.section}>
        <p className={layout.prose}>{overview}</p>
        {product.tips ? <p className={layout.prose}>{product.tips}</p> : null}
      </div>
    ),
    sources: () => <Sources product={product} facts={facts} t={t} />,
    faq: () => <CoinFaq coin={coin} pid={pid} t={t} messages={messages} />,
  };
  return (
    <section className={layout.section} aria-label={t('stakingPages.intro.label', { coin })}>
      <Tabs
        aria-label={t('stakingPages.intro.label', { coin })}
        value={tab}
        onValueChange={(value) => setTab(value as IntroTab)}
        items={INTRO_TABS.map((value) => ({
          value,
          label: t(TAB_LABELS[value]),
          content: value === tab ? content[value]() : null,
        }))}
      />
    </section>
  );
}
