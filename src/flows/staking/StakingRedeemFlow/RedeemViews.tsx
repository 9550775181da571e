'use client';
/**
 * The views the redeem modal opens over its main view (ST-MODAL-09): redeem_type_select, faq, the confirmation
 * (ST-MODAL-06) and redeem_success.
 */
import { useState } from 'react';
import { useStakingFaq } from '../../../api/hooks/staking';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import {
  ModalBody,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalRoot,
  ModalTitle,
} from '../../../components/Modal';
import { OptionGroup } from '../../../components/OptionGroup';
import { RateText } from '../../../components/RateText';
import { RedeemTimeline } from '../../../components/RedeemTimeline';
import { ResultDialog } from '../../../components/ResultDialog';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { Stack } from '../../../components/layout';
import { useFormat } from '../../../context';
import { useTranslate } from '../../../context/useTranslate';
import {
  REDEEM_TYPES,
  isUnlimited,
  redeemSuccessView,
  stakingRedeemFee,
  type RedeemType,
  type StakingRedeemReceipt,
} from '../../../domain/staking';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';
import type { MessageOverrides } from '../../../i18n/resolve';
import * as flowLayout from '../../shared/flowLayout.css';
import { defaultMessages } from './defaultMessages';
import { arrivalText, confirmationText, quickMinutesOf } from './redeemTexts';
import type { StakingRedeemRequest } from './stakingRedeem.reducer';
import type { StakingRedeemFigures } from './useStakingRedeemData';

interface TypeSelectProps {
  readonly open: boolean;
  readonly coin: string;
  readonly figures: StakingRedeemFigures;
  readonly redeemType: RedeemType;
  readonly onChoose: (redeemType: RedeemType) => void;
  readonly onBack: () => void;
  readonly messages?: MessageOverrides | undefined;
}

/**
 * redeem_type_select: standard or fast, each with its fee rate and arrival; fast with today's quota left, shared by
 * every user, and disabled with its reason when it is not offered or the quota is used up (ST-REDEEM-07..09, DEC-22).
 */
export function RedeemTypeSelectDialog({ open, onBack, messages, ...props }: TypeSelectProps) {
  const t = useTranslate(messages, defaultMessages);
  return (
    <ModalRoot
      open={open}
      onOpenChange={(next) => {
        if (!next) onBack();
      }}
    >
      <ModalContent size="sm" messages={messages} aria-describedby={undefined}>
        <ModalTitle>{t('stakingRedeem.typeSelect.title')}</ModalTitle>
        <TypeSelectBody {...props} onBack={onBack} messages={messages} />
      </ModalContent>
    </ModalRoot>
  );
}

/** The choice, kept here until Confirm: the content mounts on each opening, so it starts from the current type. */
function TypeSelectBody({ coin, figures, redeemType, onChoose, onBack, messages }: Omit<TypeSelectProps, 'open'>) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const [draft, setDraft] = useState<RedeemType>(redeemType);
  const { config, fastBlock } = figures;
  const quota = config?.redeemQuickDailyQuota ?? '0';
  const options = REDEEM_TYPES.map((type) => {
    const rate = config ? (type === 'fast' ? config.redeemQuickFee : config.redeemFee) : null;
    // The fee is a labelled rate ('0.50% fee', P-47), the other lines words.
    const fee = rate !== null ? <RateText rate={rate} basis={RATE_BASIS.feeRate} size="sm" /> : null;
    const lines = [
      arrivalText(t, type, figures),
      type === 'fast' && fastBlock !== 'notOffered'
        ? isUnlimited(quota)
          ? t('stakingRedeem.typeSelect.quotaUnlimited')
          : t('stakingRedeem.typeSelect.quota', { amount: format.amount(quota), coin: config?.redeemCoin ?? coin })
        : null,
    ].filter((line): line is string => line !== null);
    const disabled = type === 'fast' && fastBlock !== null;
    return {
      value: type,
      label: t(`staking.redeem.type.${type}`),
      description: (
        <>
          {fee}
          {fee && lines.length > 0 ? ' · ' : null}
          {lines.join(' · ')}
        </>
      ),
      disabled,
      ...(disabled
        ? {
            disabledReason:
              fastBlock === 'notOffered'
                ? t('stakingRedeem.fast.notOffered', { coin })
                : t('stakingRedeem.fast.quotaUsedUp'),
          }
        : {}),
    };
  });
  return (
    <>
      <ModalBody>
        <Stack space="lg">
          <OptionGroup
            label={t('stakingRedeem.typeSelect.title')}
            hideLabel
            options={options}
            value={draft}
            onValueChange={(next) => {
              if (next !== null) setDraft(next);
            }}
          />
          <p className={flowLayout.prose}>{t('stakingRedeem.typeSelect.quotaShared')}</p>
        </Stack>
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" fullWidth onAction={onBack}>
          {t('common.cancel')}
        </Button>
        <Button fullWidth onAction={() => onChoose(draft)}>
          {t('common.confirm')}
        </Button>
      </ModalFooter>
    </>
  );
}

interface ConfirmProps {
  readonly open: boolean;
  readonly coin: string;
  /** The amount to redeem, 8 decimals. */
  readonly amount: string;
  readonly redeemType: RedeemType;
  readonly figures: StakingRedeemFigures;
  readonly submitting: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly messages?: MessageOverrides | undefined;
}

/** The redeem confirmation with Cancel and Confirm (ST-MODAL-06): instant, or the maximum days (ST-REDEEM-10/11). */
export function RedeemConfirmDialog(props: ConfirmProps) {
  const { open, coin, amount, redeemType, figures, submitting, onConfirm, onCancel, messages } = props;
  const t = useTranslate(messages, defaultMessages);
  return (
    <ModalRoot
      open={open}
      onOpenChange={(next) => {
        if (!next && !submitting) onCancel();
      }}
    >
      <ModalContent size="sm" messages={messages}>
        <ModalTitle>{t('stakingRedeem.confirm.title')}</ModalTitle>
        <ModalBody>
          <Stack space="lg">
            <ModalDescription className={flowLayout.prose}>{confirmationText(t, redeemType, figures)}</ModalDescription>
            <InfoList>
              <InfoRow label={t('stakingRedeem.confirm.amount')} amount={amount} coin={coin} messages={messages} />
              <InfoRow label={t('stakingRedeem.type')} messages={messages}>
                {t(`staking.redeem.type.${redeemType}`)}
              </InfoRow>
              {figures.config ? (
                <InfoRow
                  label={t('stakingRedeem.fee')}
                  amount={stakingRedeemFee(amount, redeemType, figures.config)}
                  coin={figures.context.redeemCoin}
                  messages={messages}
                />
              ) : null}
            </InfoList>
          </Stack>
        </ModalBody>
        <ModalFooter>
          <Button variant="secondary" fullWidth onAction={onCancel} disabled={submitting}>
            {t('common.cancel')}
          </Button>
          <Button fullWidth onAction={onConfirm} loading={submitting}>
            {t('common.confirm')}
          </Button>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  );
}

interface FaqProps {
  readonly open: boolean;
  readonly coin: string;
  readonly pid: number | null;
  readonly onBack: () => void;
  readonly messages?: MessageOverrides | undefined;
}

/** The faq view: the coin's staking questions (ST-API-12), loaded when it opens. */
export function RedeemFaqDialog({ open, coin, pid, onBack, messages }: FaqProps) {
  const t = useTranslate(messages, defaultMessages);
  const faq = useStakingFaq({ coin, pid: pid === null || pid < 0 ? 0 : pid }, { enabled: open });
  let body;
  if (faq.isError) body = <ErrorState onRetry={() => void faq.refetch()} messages={messages} />;
  else if (faq.isPending)
    body = (
      <SkeletonGroup messages={messages}>
        <Skeleton shape="block" />
      </SkeletonGroup>
    );
  else if (faq.data.length === 0) body = <EmptyState title={t('stakingRedeem.faq.empty')} messages={messages} />;
  else
    body = (
      <Stack space="lg">
        {faq.data.map((item) => (
          <Stack as="section" space="sm" key={item.ask}>
            <h3 className={flowLayout.heading}>{item.ask}</h3>
            <p className={flowLayout.prose}>{item.answer}</p>
          </Stack>
        ))}
      </Stack>
    );
  return (
    <ModalRoot
      open={open}
      onOpenChange={(next) => {
        if (!next) onBack();
      }}
    >
      <ModalContent size="md" messages={messages} aria-describedby={undefined}>
        <ModalTitle>{t('stakingRedeem.faq.title', { coin })}</ModalTitle>
        <ModalBody>{body}</ModalBody>
      </ModalContent>
    </ModalRoot>
  );
}

interface SuccessProps {
  readonly open: boolean;
  readonly coin: string;
  readonly request: StakingRedeemRequest;
  readonly submittedAt: number;
  readonly receipt: StakingRedeemReceipt | null;
  readonly figures: StakingRedeemFigures;
  readonly onClose: () => void;
  readonly messages?: MessageOverrides | undefined;
}

/**
 * redeem_success: 'Redeem success' when income_days is 0, else 'In process' (ST-REDEEM-03/04), with the amount, the
 * fee and the staking redemption timeline from the moment it was accepted.
 */
export function RedeemSuccessDialog(props: SuccessProps) {
  const { open, coin, request, submittedAt, receipt, figures, onClose, messages } = props;
  const t = useTranslate(messages, defaultMessages);
  const view = redeemSuccessView(figures.terms.incomeDays, receipt);
  const { extra, incomeDays } = figures.terms;
  return (
    <ResultDialog
      status="success"
      title={t(view.title.key)}
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      rows={[
        { id: 'amount', label: t('stakingRedeem.success.amount'), amount: request.amount, coin },
        { id: 'type', label: t('stakingRedeem.type'), value: t(`staking.redeem.type.${request.redeemType}`) },
        ...(figures.config
          ? [
              {
                id: 'fee',
                label: t('stakingRedeem.fee'),
                amount: stakingRedeemFee(request.amount, request.redeemType, figures.config),
                coin: request.redeemCoin,
              },
            ]
          : []),
      ]}
      primaryAction={{ label: t('stakingRedeem.success.ok') }}
      messages={messages}
    >
      {request.redeemType === 'fast' ? (
        <RedeemTimeline
          variant="stakingFast"
          submittedAt={submittedAt}
          quickMinutes={quickMinutesOf(figures)}
          messages={messages}
        />
      ) : (
        <RedeemTimeline
          variant="stakingStandard"
          submittedAt={submittedAt}
          incomeDays={incomeDays}
          redeemMinday={extra.redeemMinday}
          redeemMaxday={extra.redeemMaxday}
          messages={messages}
        />
      )}
    </ResultDialog>
  );
}
