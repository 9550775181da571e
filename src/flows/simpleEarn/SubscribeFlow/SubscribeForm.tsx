'use client';
import type { Dispatch } from 'react';
import { AmountInput } from '../../../components/AmountInput';
import { Button } from '../../../components/Button';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { LadderAprTable } from '../../../components/TierLadder';
import {
  TermSelector,
  termOptionFromFixedProduct,
  termOptionFromFlexibleProduct,
} from '../../../components/TermSelector';
import { VoucherPicker } from '../../../components/VoucherPicker';
import { Inline, Stack } from '../../../components/layout';
import { accountModeTexts } from '../../../domain/shared/accountMode';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';
import { TRANSFER_CLICK_DEBOUNCE_MS } from '../../../domain/shared/constants';
import { isShownOnSite } from '../../../domain/shared/site';
import {
  estimateLadder,
  fixedInterestEstimate,
  flexibleInterestEstimate,
  isSoldOut,
  subscribeRoundingNotice,
} from '../../../domain/simpleEarn';
import type { MessageKey } from '../../../i18n/catalogue/en';
import type { MessageOverrides } from '../../../i18n/resolve';
import { useEarn } from '../../../context/context';
import { useTranslate } from '../../../context/useTranslate';
import { CoinBonusRules } from '../../shared/CoinBonusRules';
import { SubscribeOptions } from './SubscribeOptions';
import { SubscribeRules } from './SubscribeRules';
import { AccountModeRiskNotice, SoldOutNotice, VipNotice } from './SubscribeNotices';
import type { SubscribeFlowEvent, SubscribeFlowState } from './subscribeFlow.reducer';
import { subscribeValidation, termEstimateRate, type SubscribeData, type SubscribeTerm } from './subscribeTerms';
import { defaultMessages } from '../defaultMessages';

export interface SubscribeFormProps {
  state: SubscribeFlowState;
  dispatch: Dispatch<SubscribeFlowEvent>;
  data: SubscribeData;
  term: SubscribeTerm | null;
  /** Decimals the amount field accepts (DEC-03). */
  decimals: number;
  /** The vouchers' load state. */
  vouchersStatus: 'pending' | 'error' | 'success';
  /** Loads the vouchers again. */
  onRetryVouchers: () => void;
  /** Where the transfer shortcut goes. */
  transferHref: string;
  /** The preview time of the timeline, epoch ms. */
  now: number;
  /** False while a call runs. */
  editable: boolean;
  messages?: MessageOverrides;
}

/**
 * The body of the subscribe dialog: terms (SE-SUB-01) with the flexible bonus's rules (SE-BONUS-02),
 * notices (SE-SUB-04/05), the amount with its errors and estimates (SE-SUB-02, SE-AMT), balance and
 * transfer (SE-SUB-06), the fixed quota and vouchers (SE-SUB-07/08), the options (SE-SUB-09..11) and
 * the rules tabs (SE-SUB-03).
 */
export function SubscribeForm(props: SubscribeFormProps) {
  const {
    state,
    dispatch,
    data,
    term,
    decimals,
    vouchersStatus,
    onRetryVouchers,
    transferHref,
    now,
    editable,
    messages,
  } = props;
  const t = useTranslate(messages, defaultMessages);
  const { navigate, site, user, accountMode } = useEarn();
  // What the account mode changes: the balance tooltip, the rules' wording and the risk tip (SH-MODE-03/05/06/07).
  const modeTexts = accountModeTexts(accountMode);
  const asset = data.asset;
  const validation = subscribeValidation(state, data);
  const soldOut = term?.kind === 'fixed' && isSoldOut(term.product.saleStatus);
  const rounding = validation.ok ? subscribeRoundingNotice(validation.value) : null;
  const sent = validation.ok && !validation.value.isEmpty ? validation.value.sentAmount : '';
  const ladder = term?.product.ladderApr ?? [];
  // The estimate is the exact per-tier sum the ladder table's blended rate is made of (P-47).
  const ladderInEstimate = estimateLadder(ladder, asset, term?.kind === 'fixed' ? term.product.bonusAsset : null);
  const estimate =
    term && sent
      ? term.kind === 'fixed'
        ? fixedInterestEstimate(sent, term.product.yearRate, term.product.lockUpPeriod, ladderInEstimate)
        : flexibleInterestEstimate(sent, termEstimateRate(term), ladderInEstimate)
      : null;
  const options = data.terms.map((item) =>
    item.kind === 'fixed' ? termOptionFromFixedProduct(item.product) : termOptionFromFlexibleProduct(item.product),
  );

  return (
    <Stack space="lg">
      <TermSelector
        options={options}
        value={state.termId}
        onValueChange={(termId) => dispatch({ type: 'TERM.SELECT', termId })}
        aria-label={t('simpleEarnFlows.subscribe.termLabel')}
        messages={messages}
      />
      {term?.kind === 'flexible' && term.product.isOpenAwardPool ? (
        // The flexible card's bonus badge names the coin's running award pool: its rules (SE-BONUS-02).
        <Inline space="sm">
          <CoinBonusRules asset={asset} messages={messages} />
        </Inline>
      ) : null}
      {soldOut ? <SoldOutNotice messages={messages} /> : null}
      {term?.kind === 'fixed' ? (
        <VipNotice product={term.product} vipLevel={data.vipLevel} messages={messages} />
      ) : null}
      {modeTexts.riskTip && user.kind === 'user' ? (
        <AccountModeRiskNotice text={t(modeTexts.riskTip as MessageKey)} />
      ) : null}
      <Stack space="sm">
        <AmountInput
          coin={asset}
          value={state.amount}
          onValueChange={(amount) => dispatch({ type: 'AMOUNT.CHANGE', amount })}
          decimals={decimals}
          maxAmount={data.availableBalance ?? undefined}
          soldOut={soldOut}
          disabled={!editable}
          error={validation.ok ? undefined : t(validation.error.key as MessageKey, validation.error.params)}
          hint={rounding ? t(rounding.key, rounding.params) : undefined}
          messages={messages}
        />
        <InfoList>
          <InfoRow
            label={t('common.available')}
            tooltip={t(modeTexts.availableTip as MessageKey)}
            amount={user.kind === 'user' ? data.availableBalance : null}
            coin={asset}
            messages={messages}
          >
            {isShownOnSite('transfer', site) ? (
              <Button
                variant="ghost"
                size="sm"
                debounceMs={TRANSFER_CLICK_DEBOUNCE_MS}
                onAction={() => navigate(transferHref)}
              >
                {t('simpleEarnFlows.subscribe.transfer')}
              </Button>
            ) : null}
          </InfoRow>
          {term?.kind === 'fixed' && user.kind === 'user' ? (
            <InfoRow
              label={t('simpleEarnFlows.subscribe.remainingQuota')}
              amount={data.remainingQuota}
              coin={asset}
              messages={messages}
            />
          ) : null}
          {term ? (
            <InfoRow
              label={
                term.kind === 'fixed'
                  ? t('simpleEarnFlows.subscribe.estimatedTerm')
                  : t('simpleEarnFlows.subscribe.estimatedDaily')
              }
              amount={estimate ?? '0'}
              coin={asset}
              messages={messages}
            />
          ) : null}
        </InfoList>
        {term && ladder.length > 0 ? (
          // 'Up to' opens onto what the amount typed earns: each tier's part and the blended rate (P-47).
          <LadderAprTable
            tiers={ladder}
            coin={asset}
            basis={term.kind === 'fixed' ? RATE_BASIS.fixed : RATE_BASIS.flexible}
            amount={sent}
            baseRate={termEstimateRate(term)}
            showDailyRate={false}
            messages={messages}
          />
        ) : null}
      </Stack>
      {term?.kind === 'fixed' && user.kind === 'user' ? (
        <VoucherPicker
          vouchers={data.vouchers}
          loading={vouchersStatus === 'pending'}
          error={vouchersStatus === 'error'}
          onRetry={onRetryVouchers}
          value={state.voucher}
          onValueChange={(voucher) => dispatch({ type: 'VOUCHER.SELECT', voucher })}
          autoSelect={false}
          amount={sent || undefined}
          messages={messages}
        />
      ) : null}
      {term?.kind === 'fixed' ? (
        <SubscribeOptions
          product={term.product}
          preferences={state.preferences}
          dispatch={dispatch}
          editable={editable}
          messages={messages}
        />
      ) : null}
      {term ? (
        <SubscribeRules
          term={term}
          asset={asset}
          now={now}
          reinvest={state.preferences.reinvestStatus === 1}
          description={t(modeTexts.description as MessageKey)}
          risk={t(modeTexts.risk as MessageKey)}
          messages={messages}
        />
      ) : null}
    </Stack>
  );
}
