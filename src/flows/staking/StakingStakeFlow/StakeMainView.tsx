import type { Dispatch } from 'react';
import { AmountInput } from '../../../components/AmountInput';
import { Button, buttonVariants } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { ErrorState } from '../../../components/ErrorState';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { OptionGroup } from '../../../components/OptionGroup';
import { RateText } from '../../../components/RateText';
import { Inline, Stack } from '../../../components/layout';
import { useClock, useEarn, useFormat } from '../../../context';
import { useTranslate } from '../../../context/useTranslate';
import { isUnifiedAccountMode } from '../../../domain/shared/accountMode';
import { STAKING_DECIMALS } from '../../../domain/staking/constants';
import { earliestRewardDate, firstDistribution, stakingDailyEstimate } from '../../../domain/staking/estimate';
import {
  extraInterestDailyEstimate,
  isExtraInterestActive,
  isExtraInterestShown,
  totalEstimatedApr,
} from '../../../domain/staking/extraInterest';
import { isUnlimited } from '../../../domain/staking/limits';
import { receivedOnStake, rewardCoins, type CurrentStakeTerms } from '../../../domain/staking/product';
import type { StakingProduct } from '../../../domain/staking/product.types';
import { maxStakeAmount, remainingStakeQuota } from '../../../domain/staking/stakeAmount';
import type { StakingUserInfo } from '../../../domain/staking/user.types';
import { isVipDiscountPanelShown, vipDiscountFor } from '../../../domain/staking/vip';
import type { MessageKey } from '../../../i18n/catalogue/en';
import type { MessageOverrides } from '../../../i18n/resolve';
import { focusRing } from '../../../theme';
import * as layout from '../../shared/flowLayout.css';
import {
  isStakingEditing,
  stakingStakeValidation,
  type StakingStakeContext,
  type StakingStakeEvent,
  type StakingStakeState,
} from './stakingStakeFlow.reducer';
import { RestakeClockNote } from './RestakeClockNote';
import { stakeMessages } from './stakeMessages';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';

export interface StakeMainViewProps {
  readonly product: StakingProduct;
  readonly terms: CurrentStakeTerms;
  readonly stakeCoin: string;
  readonly state: StakingStakeState;
  /** The user's figures; null for a guest or while they load. */
  readonly context: StakingStakeContext | null;
  readonly userInfo: StakingUserInfo | null;
  readonly vipTier: number | null;
  readonly verified: boolean;
  /** The loans deducted from the balance, '0' when none. */
  readonly loanAmount: string;
  readonly userError: boolean;
  readonly onRetryUser: () => void;
  readonly dispatch: Dispatch<StakingStakeEvent>;
  readonly messages?: MessageOverrides | undefined;
}

/** The main view of the stake modal. */
export function StakeMainView(props: StakeMainViewProps) {
  const { product, terms, stakeCoin, state, context, userInfo, vipTier, verified, loanAmount, dispatch, messages } =
    props;
  const t = useTranslate(messages, stakeMessages);
  const format = useFormat();
  const clock = useClock();
  const { user, accountMode } = useEarn();
  const now = clock();
  const isUser = user.kind === 'user';
  const editing = isStakingEditing(state);
  if (props.userError) return <ErrorState onRetry={props.onRetryUser} messages={messages} />;

  const isCrowd = userInfo?.isCrowd ?? false;
  const validation = context ? stakingStakeValidation(state, context) : null;
  const error =
    validation && !validation.ok ? t(validation.error.key as MessageKey, validation.error.params) : undefined;
  const amount = validation?.ok && validation.value.hasAmount ? validation.value.amount : '0';
  const remaining = context ? remainingStakeQuota(terms, context.holdAmount, isCrowd) : null;
  const limit = isCrowd ? product.crowdMortgageLimit : terms.personalMortgageLimit;
  // ST-ROLE-03/04: the account mode names where coins come from and go to.
  const mode = accountMode && isUnifiedAccountMode(accountMode.mode) ? 'unified' : 'spot';
  const vip =
    isVipDiscountPanelShown({ vipConfig: terms.vipConfig, tier: vipTier, isCrowd }) && vipTier !== null
      ? vipDiscountFor(vipTier, terms.vipConfig)
      : null;
  // ST-DATA-10: the extra-bonus links show while the product asks for them and the bonus has not finished.
  const extraShown = isExtraInterestShown({
    extraInterestShow: product.extraInterestShow,
    extraInterest: terms.extraInterest,
  });
  const extraActive = isExtraInterestActive(terms.extraInterest, now);
  const earliest = earliestRewardDate(now, terms.rewardDelayDays);
  const distribution = firstDistribution(now, terms.rewardDelayDays);
  const agreement =
    terms.kind === 'defi'
      ? (product.defi.find((entry) => entry.pid === terms.pid)?.agreement ?? product.agreement)
      : product.agreement;
  const rewardCoin = rewardCoins(product, terms.pid)[0] ?? stakeCoin;

  return (
    <Stack space="lg">
      {isUser && !verified ? (
        <p role="note" className={layout.notice.warning}>
          {t('stakingStake.unverified')}
        </p>
      ) : null}
      {vip ? (
        // A discount is a share of the fee, not a rate (P-47).
        <p role="note" className={layout.notice.vip} data-percent="not-a-rate">
          {t('stakingStake.vipTier', { tier: vipTier ?? 0, discount: format.percent(vip.vipSale) })}
        </p>
      ) : null}
      {isCrowd ? (
        <p role="note" className={layout.notice.info}>
          {t('stakingStake.crowdNotice')}
        </p>
      ) : null}
      {product.isDefi && product.defi.length > 0 ? (
        <OptionGroup
          label={t('stakingStake.protocol')}
          options={product.defi.map((protocol) => ({
            value: protocol.pid,
            label: protocol.protocolName,
            detail: <RateText rate={protocol.rate} basis={RATE_BASIS.stakingDefi} compact size="sm" />,
          }))}
          value={state.pid}
          onValueChange={(pid) => {
            if (pid !== null) dispatch({ type: 'PROTOCOL.SELECT', pid });
          }}
        />
      ) : null}
      <Stack space="sm">
        <AmountInput
          label={terms.kind === 'debt' ? t('stakingStake.mintAmount', { coin: stakeCoin }) : t('stakingStake.amount')}
          coin={stakeCoin}
          value={state.amount}
          onValueChange={(next) => dispatch({ type: 'AMOUNT.CHANGE', amount: next })}
          decimals={STAKING_DECIMALS}
          maxAmount={context ? maxStakeAmount(context.available, remaining) : undefined}
          disabled={!editing}
          error={error}
          messages={messages}
        />
        <InfoList>
          <InfoRow
            label={t('common.available')}
            tooltip={t(`stakingStake.availableTip.${mode}`)}
            amount={context?.available ?? null}
            coin={stakeCoin}
            messages={messages}
          />
          <InfoRow
            label={t('stakingStake.minimum')}
            amount={terms.minMortgageAmount}
            coin={stakeCoin}
            messages={messages}
          />
          {isUnlimited(limit) ? (
            <InfoRow label={t(isCrowd ? 'stakingStake.crowdLimit' : 'stakingStake.limit')} messages={messages}>
              {t('stakingStake.noLimit')}
            </InfoRow>
          ) : (
            <InfoRow
              label={t(isCrowd ? 'stakingStake.crowdLimit' : 'stakingStake.limit')}
              amount={limit}
              coin={stakeCoin}
              messages={messages}
            />
          )}
          {remaining !== null ? (
            <InfoRow label={t('stakingStake.remaining')} amount={remaining} coin={stakeCoin} messages={messages} />
          ) : null}
          {userInfo ? (
            <InfoRow label={t('stakingStake.held')} amount={userInfo.holdAmount} coin={stakeCoin} messages={messages} />
          ) : null}
          <InfoRow label={t('stakingStake.apr')} messages={messages}>
            <RateText
              rate={totalEstimatedApr(terms.rate, terms.extraInterest, now)}
              basis={RATE_BASIS.staking}
              size="sm"
            />
          </InfoRow>
          {terms.kind === 'debt' ? (
            <InfoRow
              label={t('stakingStake.minted')}
              amount={receivedOnStake(amount, product)}
              coin={product.debt[0]?.coin ?? rewardCoin}
              messages={messages}
            />
          ) : null}
          <InfoRow
            label={t('stakingStake.dailyEstimate')}
            amount={stakingDailyEstimate(amount, terms.rate)}
            coin={rewardCoin}
            messages={messages}
          />
          {extraActive ? (
            <InfoRow
              label={t('stakingStake.extraEstimate')}
              amount={extraInterestDailyEstimate(amount, terms.extraInterest, now)}
              coin={stakeCoin}
              messages={messages}
            />
          ) : null}
          <InfoRow label={t('stakingStake.earliestReward')} messages={messages}>
            {earliest === null ? t('staking.reward.whenRedeemed') : format.dateTime(earliest)}
          </InfoRow>
          <InfoRow label={t('stakingStake.firstDistribution')} messages={messages}>
            {distribution.whenRedeemed ? t(distribution.text.key) : format.dateTime(distribution.time)}
          </InfoRow>
        </InfoList>
        {isUser ? <RestakeClockNote coin={stakeCoin} messages={messages} /> : null}
        {loanAmount !== '0' && isUser ? (
          <p className={layout.secondaryText}>
            {t('stakingStake.loansDeducted', { amount: format.amount(loanAmount), coin: stakeCoin })}
          </p>
        ) : null}
        <p className={layout.secondaryText}>{t(`stakingStake.destination.${mode}`)}</p>
      </Stack>
      <Inline space="sm">
        <Button variant="ghost" size="sm" onAction={() => dispatch({ type: 'VIEW.OPEN', view: 'rate' })}>
          {t('stakingStake.rateLink')}
        </Button>
        <Button variant="ghost" size="sm" onAction={() => dispatch({ type: 'VIEW.OPEN', view: 'faq' })}>
          {t('stakingStake.faqLink')}
        </Button>
        {extraShown ? (
          <>
            <Button variant="ghost" size="sm" onAction={() => dispatch({ type: 'VIEW.OPEN', view: 'extra_bonus' })}>
              {t('stakingStake.extraBonusLink')}
            </Button>
            <Button variant="ghost" size="sm" onAction={() => dispatch({ type: 'VIEW.OPEN', view: 'bonus_rules' })}>
              {t('stakingStake.bonusRulesLink')}
            </Button>
          </>
        ) : null}
      </Inline>
      <Stack space="sm">
        <Checkbox
          label={t('stakingStake.agreement')}
          checked={state.agreed}
          onCheckedChange={(agreed) => dispatch({ type: 'AGREEMENT.CHANGE', agreed })}
          disabled={!editing}
        />
        {agreement ? (
          <a
            className={`${buttonVariants({ variant: 'ghost', size: 'sm' })} ${focusRing}`}
            href={agreement}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('stakingStake.agreementLink')}
          </a>
        ) : null}
      </Stack>
    </Stack>
  );
}
