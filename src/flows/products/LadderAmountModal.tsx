'use client';
/**
 * The bonus tiers an offer's 'Up to' rate opens from the product list (issue 17, P-47), with an amount field: the
 * tiers then show the amount's part in each, the blended rate it earns and the estimate, the same exact per-tier sum
 * and the same decimals as the subscribe dialog's, so the list's figure for an amount is the dialog's. Loaded when a
 * badge is first pressed (or hovered, or focused), with the amount field, not with the list.
 */
import { useState } from 'react';
import { AmountInput } from '../../components/AmountInput';
import { InfoList, InfoRow } from '../../components/InfoRow';
import { ModalBody, ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../components/Modal';
import { LadderAprTable } from '../../components/TierLadder';
import { Stack } from '../../components/layout';
import { useTranslate } from '../../context';
import type { Rate } from '../../domain/shared/rate';
import { RATE_BASIS } from '../../domain/shared/rateBasis';
import {
  estimateLadder,
  fixedInterestEstimate,
  flexibleInterestEstimate,
  subscribeAmountRounding,
  subscribeInputDecimals,
  type LadderTier,
} from '../../domain/simpleEarn';
import { useIsMobile } from '../../headless/useMediaQuery';
import { kitSchedules } from '../../i18n/catalogue/en/kitSchedules';
import { simpleEarnFlows } from '../../i18n/catalogue/en/simpleEarnFlows';
import type { MessageOverrides } from '../../i18n/resolve';

const defaultMessages = /* @__PURE__ */ Object.assign({}, kitSchedules, simpleEarnFlows);

/** The term the tiers add to: the flexible next-time rate (a day's estimate), or a fixed rate over its days. */
type LadderAmountTerm =
  | { readonly kind: 'flexible'; readonly rate: Rate }
  | { readonly kind: 'fixed'; readonly rate: Rate; readonly days: number; readonly bonusCoin?: string };

export interface LadderAmountModalProps {
  /** The offer's ladder (`ladder_apr`). */
  tiers: readonly LadderTier[];
  /** The coin of the amounts (the product's asset). */
  coin: string;
  term: LadderAmountTerm;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Overrides for this dialog's strings. */
  messages?: MessageOverrides;
}

export function LadderAmountModal({ tiers, coin, term, open, onOpenChange, messages }: LadderAmountModalProps) {
  const t = useTranslate(messages, defaultMessages);
  const isMobile = useIsMobile();
  const [amount, setAmount] = useState('');
  // What a subscription of this amount would send (6 decimals, DEC-03), as the subscribe dialog estimates it.
  const sent = subscribeAmountRounding(amount).sentAmount;
  const bonusCoin = term.kind === 'fixed' ? term.bonusCoin : undefined;
  const ladder = estimateLadder(tiers, coin, bonusCoin);
  const estimate = !sent
    ? '0'
    : term.kind === 'fixed'
      ? fixedInterestEstimate(sent, term.rate, term.days, ladder)
      : flexibleInterestEstimate(sent, term.rate, ladder);
  return (
    <ModalRoot open={open} onOpenChange={onOpenChange}>
      <ModalContent size="sm" messages={messages}>
        <ModalTitle>{t('kitSchedules.ladderModal.title')}</ModalTitle>
        {bonusCoin ? (
          <ModalDescription>{t('kitSchedules.ladderModal.description', { coin: bonusCoin })}</ModalDescription>
        ) : null}
        <Stack as={ModalBody} space="lg">
          <AmountInput
            coin={coin}
            value={amount}
            onValueChange={setAmount}
            decimals={subscribeInputDecimals(isMobile)}
            messages={messages}
          />
          <InfoList>
            <InfoRow
              label={t(
                term.kind === 'fixed'
                  ? 'simpleEarnFlows.subscribe.estimatedTerm'
                  : 'simpleEarnFlows.subscribe.estimatedDaily',
              )}
              amount={estimate}
              coin={coin}
              messages={messages}
            />
          </InfoList>
          <LadderAprTable
            tiers={tiers}
            coin={coin}
            basis={term.kind === 'fixed' ? RATE_BASIS.fixed : RATE_BASIS.flexible}
            amount={sent}
            baseRate={term.rate}
            hideCaption
            messages={messages}
          />
        </Stack>
      </ModalContent>
    </ModalRoot>
  );
}
