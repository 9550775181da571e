'use client';
import { useId } from 'react';
import { Button } from '../../../components/Button';
import { Inline, Stack } from '../../../components/layout';
import { CoinStack } from '../../../components/CoinStack';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { RateText } from '../../../components/RateText';
import type { Translate } from '../../../context';
import { maxRewardFeeRate } from '../../../domain/staking/defi';
import type { StakingProtocol } from '../../../domain/staking/product.types';
import * as layout from '../../shared/flowLayout.css';
import { ExtraBonusText, RedemptionPeriod } from './ProductTerms';
import * as styles from './stakingPages.css';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';

interface ProtocolCardProps {
  readonly coin: string;
  readonly protocol: StakingProtocol;
  readonly chosen: boolean;
  readonly t: Translate;
  readonly onStake: () => void;
}

function ProtocolCard({ coin, protocol, chosen, t, onStake }: ProtocolCardProps) {
  const titleId = useId();
  return (
    <Stack
      as="article"
      space="md"
      className={styles.card}
      aria-labelledby={titleId}
      aria-current={chosen ? 'true' : undefined}
    >
      <Inline as="h4" space="sm" id={titleId} className={styles.cardTitle}>
        {protocol.protocolName}
      </Inline>
      <InfoList>
        <InfoRow label={t('stakingPages.figure.apr')}>
          <RateText rate={protocol.rate} basis={RATE_BASIS.stakingDefi} size="sm" />
        </InfoRow>
        <InfoRow label={t('stakingPages.figure.baseApr')}>
          <RateText rate={protocol.baseRate} basis={RATE_BASIS.stakingDefi} size="sm" />
        </InfoRow>
        {protocol.extraInterest ? (
          <InfoRow label={t('stakingPages.extra.label')}>
            <ExtraBonusText extra={protocol.extraInterest} t={t} />
          </InfoRow>
        ) : null}
        <InfoRow label={t('stakingPages.figure.rewardCoins')}>
          <CoinStack coins={[...new Set(protocol.reward.map((reward) => reward.rewardCoin))]} />
        </InfoRow>
        {/* ST-DEFI-04: of the protocol's rewards, the highest fee. */}
        <InfoRow label={t('stakingPages.figure.fee')}>
          <RateText rate={maxRewardFeeRate(protocol.reward)} basis={RATE_BASIS.feeRate} size="sm" />
        </InfoRow>
        <InfoRow label={t('stakingPages.figure.minimum')} amount={protocol.minMortgageAmount} coin={coin} />
        <InfoRow label={t('stakingPages.figure.redemption')}>
          <RedemptionPeriod incomeDays={protocol.incomeDays} extra={protocol.extra} t={t} />
        </InfoRow>
      </InfoList>
      <Inline space="sm" collapseOnMobile>
        <Button variant="secondary" onClick={onStake}>
          {t('stakingPages.action.stakeOn', { protocol: protocol.protocolName })}
        </Button>
      </Inline>
    </Stack>
  );
}

export interface DefiProtocolsProps {
  readonly coin: string;
  readonly protocols: readonly StakingProtocol[];
  /** The protocol the page was opened on (`?pid=`), marked as current. */
  readonly pid: number;
  readonly t: Translate;
  readonly onStake: (pid: number) => void;
}

/**
 * The DeFi protocols of a product (ST-PROD-01, ST-DATA-04): each with its rate, its extra bonus, the coins it pays
 * rewards in (one or more, ST-PROD-02) and its highest fee (ST-DEFI-04), and a Stake on that protocol.
 */
export function DefiProtocols({ coin, protocols, pid, t, onStake }: DefiProtocolsProps) {
  return (
    <Stack as="section" space="sm" aria-label={t('stakingPages.detail.protocols')}>
      <h3 className={layout.heading}>{t('stakingPages.detail.protocols')}</h3>
      <ul className={styles.cardGrid}>
        {protocols.map((protocol) => (
          <li key={protocol.pid}>
            <ProtocolCard
              coin={coin}
              protocol={protocol}
              chosen={protocol.pid === pid}
              t={t}
              onStake={() => onStake(protocol.pid)}
            />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
