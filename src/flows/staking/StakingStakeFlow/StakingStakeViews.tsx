import { useStakingFaq } from '../../../api/hooks/staking';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { RateText } from '../../../components/RateText';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { Stack } from '../../../components/layout';
import { useClock, useFormat } from '../../../context';
import { useTranslate } from '../../../context/useTranslate';
import { toDecimal } from '../../../domain/decimal';
import { EXTRA_INTEREST_STATUS } from '../../../domain/staking/constants';
import { maxRewardFeeRate } from '../../../domain/staking/defi';
import {
  isExtraInterestActive,
  isUnlimitedTierList,
  maxExtraInterestRate,
  totalEstimatedApr,
} from '../../../domain/staking/extraInterest';
import { isUnlimited } from '../../../domain/staking/limits';
import { rewardCoins, type CurrentStakeTerms } from '../../../domain/staking/product';
import type { StakingProduct } from '../../../domain/staking/product.types';
import type { MessageOverrides } from '../../../i18n/resolve';
import * as layout from '../../shared/flowLayout.css';
import type { StakingStakeReceipt } from './stakingStakeFlow.reducer';
import { stakeMessages } from './stakeMessages';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';

interface ViewProps {
  readonly messages?: MessageOverrides | undefined;
}

/** The rate view: the base rate, the extra bonus while it runs, the total, the reward coins and a DeFi fee. */
export function RateView({
  product,
  terms,
  messages,
}: ViewProps & { product: StakingProduct; terms: CurrentStakeTerms }) {
  const t = useTranslate(messages, stakeMessages);
  const now = useClock()();
  const protocol = terms.kind === 'defi' ? product.defi.find((entry) => entry.pid === terms.pid) : undefined;
  return (
    <InfoList>
      <InfoRow label={t('stakingStake.baseRate')} messages={messages}>
        <RateText rate={terms.baseRate} basis={RATE_BASIS.staking} size="sm" />
      </InfoRow>
      {terms.extraInterest && isExtraInterestActive(terms.extraInterest, now) ? (
        <InfoRow label={t('stakingStake.extraRate')} messages={messages}>
          <RateText rate={maxExtraInterestRate(terms.extraInterest.interest)} basis={RATE_BASIS.staking} size="sm" />
        </InfoRow>
      ) : null}
      <InfoRow label={t('stakingStake.totalRate')} messages={messages}>
        <RateText rate={totalEstimatedApr(terms.rate, terms.extraInterest, now)} basis={RATE_BASIS.staking} size="sm" />
      </InfoRow>
      <InfoRow label={t('stakingStake.rewardCoins')} messages={messages}>
        <bdi>{rewardCoins(product, terms.pid).join(', ')}</bdi>
      </InfoRow>
      {protocol ? (
        // ST-DEFI-04: the highest fee of the protocol's reward coins.
        <InfoRow label={t('stakingStake.rewardFee')} messages={messages}>
          <RateText rate={maxRewardFeeRate(protocol.reward)} basis={RATE_BASIS.feeRate} size="sm" />
        </InfoRow>
      ) : null}
    </InfoList>
  );
}

/** The FAQ view: the coin's questions (coin-ask, ST-API-12). */
export function FaqView({ coin, terms, messages }: ViewProps & { coin: string; terms: CurrentStakeTerms }) {
  const faq = useStakingFaq({ pid: terms.pid === -1 ? 0 : terms.pid, coin });
  if (faq.isPending)
    return (
      <SkeletonGroup messages={messages}>
        <Skeleton shape="block" />
      </SkeletonGroup>
    );
  if (faq.isError) return <ErrorState onRetry={() => void faq.refetch()} messages={messages} />;
  if (faq.data.length === 0) return <EmptyState messages={messages} />;
  return (
    <Stack space="lg">
      {faq.data.map((item) => (
        <Stack as="section" space="sm" key={item.ask}>
          <h3 className={layout.heading}>{item.ask}</h3>
          <p className={layout.prose}>{item.answer}</p>
        </Stack>
      ))}
    </Stack>
  );
}

/** The extra-bonus view: its window, its tiers (ST-EXTRA-01/02/06), the cap and the coin it is paid in. */
export function ExtraBonusView({
  terms,
  stakeCoin,
  messages,
}: ViewProps & { terms: CurrentStakeTerms; stakeCoin: string }) {
  const t = useTranslate(messages, stakeMessages);
  const format = useFormat();
  const extra = terms.extraInterest;
  if (!extra) return <EmptyState messages={messages} />;
  let status: string;
  if (extra.status === EXTRA_INTEREST_STATUS.notStarted)
    status = t('stakingStake.extraBonusNotStarted', { start: format.dateTime(extra.startTime) });
  else if (extra.status === EXTRA_INTEREST_STATUS.processing)
    status = t('stakingStake.extraBonusActive', { end: format.dateTime(extra.endTime) });
  else status = t('stakingStake.extraBonusFinished');
  const unlimited = isUnlimitedTierList(extra.interest);
  return (
    <Stack space="lg">
      <p role="note" className={layout.notice.info}>
        {status}
      </p>
      <InfoList>
        {extra.interest.map((tier) => {
          let label: string;
          if (unlimited) label = t('stakingStake.tierAll');
          else if (isUnlimited(tier.moneyMax))
            label = t('stakingStake.tierOpen', { min: format.amount(tier.moneyMin), coin: stakeCoin });
          else
            label = t('stakingStake.tierRange', {
              min: format.amount(tier.moneyMin),
              max: format.amount(tier.moneyMax),
              coin: stakeCoin,
            });
          return (
            <InfoRow key={`${tier.moneyMin}-${tier.moneyMax}`} label={label} messages={messages}>
              <RateText rate={tier.moneyRate} basis={RATE_BASIS.staking} signed compact size="sm" />
            </InfoRow>
          );
        })}
      </InfoList>
      {!isUnlimited(extra.maxInterest) && toDecimal(extra.maxInterest).gt(0) ? (
        <p className={layout.secondaryText}>
          {t('stakingStake.extraCap', { amount: format.amount(extra.maxInterest), coin: stakeCoin })}
        </p>
      ) : null}
      <p className={layout.secondaryText}>{t('stakingStake.extraPaidIn', { coin: extra.rewardCoin })}</p>
    </Stack>
  );
}

/** The bonus-rules view: how the extra bonus is earned and paid. */
export function BonusRulesView({ messages }: ViewProps) {
  const t = useTranslate(messages, stakeMessages);
  return (
    <ol className={layout.prose}>
      <li>{t('stakingStake.bonusRule1')}</li>
      <li>{t('stakingStake.bonusRule2')}</li>
      <li>{t('stakingStake.bonusRule3')}</li>
    </ol>
  );
}

/** The success view's figures: what was staked or minted, and the protocol. */
export function StakeSuccessView({ receipt, messages }: ViewProps & { receipt: StakingStakeReceipt }) {
  const t = useTranslate(messages, stakeMessages);
  const mint = receipt.kind === 'debt';
  return (
    <InfoList>
      <InfoRow
        label={t('stakingStake.successAmount')}
        amount={receipt.amount}
        coin={receipt.stakeCoin}
        messages={messages}
      />
      {mint ? (
        <InfoRow
          label={t('stakingStake.mintedAmount')}
          amount={receipt.amount}
          coin={receipt.coin}
          messages={messages}
        />
      ) : null}
      {receipt.protocolName ? (
        <InfoRow label={t('stakingStake.successProtocol')} messages={messages}>
          {receipt.protocolName}
        </InfoRow>
      ) : null}
    </InfoList>
  );
}
