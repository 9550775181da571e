'use client';
import { useState, type ReactNode } from 'react';
import { useStakingFaq } from '../../../api/hooks/staking';
import { ErrorState } from '../../../components/ErrorState';
import { Stack } from '../../../components/layout';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { Tabs } from '../../../components/Tabs';
import { RateText } from '../../../components/RateText';
import { useClock, type Translate } from '../../../context';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';
import { maxRewardFeeRate } from '../../../domain/staking/defi';
import { isExtraInterestActive, maxExtraInterestRate } from '../../../domain/staking/extraInterest';
import type { StakingProduct } from '../../../domain/staking/product.types';
import type { MessageOverrides } from '../../../i18n/resolve';
import * as layout from '../../shared/flowLayout.css';
import { part, RateSentence } from '../../shared/RateSentence';
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
  const clock = useClock();
  // Each rate in a line is a labelled RateText (P-47): the label says what 'a year' said, and more.
  const lines: { key: string; text: string; parts: Record<string, ReactNode> }[] = [];
  if (facts.kind === 'defi')
    for (const protocol of product.defi)
      lines.push({
        key: `protocol-${protocol.protocolName}`,
        text: t('stakingPages.sources.protocol', {
          protocol: protocol.protocolName,
          rate: part('rate'),
          rewards: [...new Set(protocol.reward.map((reward) => reward.rewardCoin))].join(', '),
          fee: part('fee'),
        }),
        parts: {
          rate: <RateText rate={protocol.rate} basis={RATE_BASIS.stakingDefi} size="sm" />,
          // ST-DEFI-04: the highest fee of the protocol's rewards.
          fee: <RateText rate={maxRewardFeeRate(protocol.reward)} basis={RATE_BASIS.feeRate} size="sm" />,
        },
      });
  else if (facts.kind === 'debt')
    lines.push({
      key: 'mint',
      text: t('stakingPages.sources.mint', { rate: part('rate'), coin: product.rewardCoin }),
      parts: { rate: <RateText rate={product.rate} basis={RATE_BASIS.staking} size="sm" /> },
    });
  else
    lines.push({
      key: 'base',
      text: t('stakingPages.sources.base', { rate: part('rate') }),
      parts: { rate: <RateText rate={product.baseRate} basis={RATE_BASIS.staking} size="sm" /> },
    });
  if (product.extraInterest && isExtraInterestActive(product.extraInterest, clock()))
    lines.push({
      key: 'extra',
      text: t('stakingPages.sources.extra', { rate: part('rate'), coin: product.extraInterest.rewardCoin }),
      parts: {
        rate: (
          <RateText rate={maxExtraInterestRate(product.extraInterest.interest)} basis={RATE_BASIS.staking} size="sm" />
        ),
      },
    });
  return (
    <Stack as="ul" space="sm">
      {lines.map((line) => (
        <li key={line.key} className={layout.prose}>
          <bdi>
            <RateSentence text={line.text} parts={line.parts} />
          </bdi>
        </li>
      ))}
    </Stack>
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
      <Stack space="sm">
        <p className={layout.prose}>{overview}</p>
        {product.tips ? <p className={layout.prose}>{product.tips}</p> : null}
      </Stack>
    ),
    sources: () => <Sources product={product} facts={facts} t={t} />,
    faq: () => <CoinFaq coin={coin} pid={pid} t={t} messages={messages} />,
  };
  return (
    <Stack as="section" space="sm" aria-label={t('stakingPages.intro.label', { coin })}>
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
    </Stack>
  );
}
