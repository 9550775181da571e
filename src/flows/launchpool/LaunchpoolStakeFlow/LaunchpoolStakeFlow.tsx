'use client';
import { useEffect, useEffectEvent, useReducer, useState, type ReactNode } from 'react';
import { useCandyDropPromotion } from '../../../api/hooks/launchpool';
import { AmountInput } from '../../../components/AmountInput';
import { Button } from '../../../components/Button';
import { DestinationSelector } from '../../../components/DestinationSelector';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { lazyDialog } from '../../../components/LazyDialog';
import { ModalBody, ModalContent, ModalFooter, ModalRoot, ModalTitle, ModalTrigger } from '../../../components/Modal';
import { RateText } from '../../../components/RateText';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { StakeSuccessDialog } from '../../../components/StakeSuccessDialog';
import { Tabs } from '../../../components/Tabs';
import { TagList } from '../../../components/Tag';
import { Stack } from '../../../components/layout';
import { useClock, useEarn, useFormat } from '../../../context';
import { useTranslate } from '../../../context/useTranslate';
import {
  destinationLabelKey,
  isUnlimitedPersonalMax,
  remainingQuota,
  rewardPoolTags,
  showsCandyDropPromotion,
  showsStartTimeNotice,
  stakeConfirmLabelKey,
  type RewardPool,
} from '../../../domain/launchpool';
import { SUBSCRIBE_CLICK_DEBOUNCE_MS } from '../../../domain/shared/constants';
import { useControllableState } from '../../../headless/useControllableState';
import type { MessageKey } from '../../../i18n/catalogue/en';
import type { MessageOverrides } from '../../../i18n/resolve';
import * as layout from '../../shared/flowLayout.css';
import { useLoginGate } from '../../shared/useLoginGate';
import {
  canStartStake,
  initialStakeFlowState,
  isStakeEditing,
  isStakeSubmitting,
  stakeFlowReducer,
  stakeValidation,
  type LaunchpoolStakeReceipt,
  type StakeContext,
} from './stakeFlow.reducer';
import { StakeAddFunds } from './StakeAddFunds';
import { stakeMessages } from './stakeMessages';
import { useStakeData } from './useStakeData';
import { useStakeSteps } from './useStakeSteps';
import { launchpoolRateBasis } from '../../../domain/shared/rateBasis';

// The notes load with their first open (P-30), preloaded when the Notes button is hovered or focused.
const StakeNotesDialog = /* @__PURE__ */ lazyDialog(() =>
  import('./StakeNotesDialog').then((module) => module.StakeNotesDialog),
);

export interface LaunchpoolStakeFlowProps {
  /**
   * The project's id (project-info's projectId, create-order's pid). The project loads through the query cache, so a
   * page that shows it already pays nothing more.
   */
  projectId: number | string;
  /** The pool whose tab is selected when the dialog opens. Default: the first pool with a tab. */
  rid?: number;
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). Default false. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** An element that opens the dialog. */
  trigger?: ReactNode;
  /** Called after a successful stake, as the success view opens. */
  onSuccess?: (receipt: LaunchpoolStakeReceipt) => void;
  /**
   * Called with the reason of a failed stake, for tracking (LP-STAKE-19): the server's message or the network error
   * text.
   */
  onFailure?: (message: string) => void;
  /** Overrides for this flow's strings. */
  messages?: MessageOverrides;
}

/**
 * The launchpool stake modal (LP-STAKE): a tab per reward pool (multi-mining pools have none), the amount
 * with its rules, the pool's figures, the redemption destination, the notes, and Cancel/Confirm; then the
 * rule check, the stake, and the success view (a page on mobile) with its volume notice and candy-drop
 * card. Keep it mounted while closed so the success view can show.
 */
export function LaunchpoolStakeFlow({
  projectId,
  rid: defaultRid,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  onSuccess,
  onFailure,
  messages,
}: LaunchpoolStakeFlowProps) {
  const t = useTranslate(messages, stakeMessages);
  const { user, site } = useEarn();
  const clock = useClock();
  const format = useFormat();
  const requireLogin = useLoginGate();
  const isUser = user.kind === 'user';
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const [state, dispatch] = useReducer(stakeFlowReducer, initialStakeFlowState);
  const [notesOpen, setNotesOpen] = useState(false);
  const data = useStakeData({ projectId, open, isUser, rid: state.rid });
  const { pools, pool, context, maximum } = data;

  useEffect(() => {
    if (!open || state.rid !== null || pools.length === 0) return;
    const first = pools.find((candidate) => candidate.rid === defaultRid) ?? pools[0];
    if (first) dispatch({ type: 'POOL.DEFAULT', pool: first });
  }, [open, state.rid, pools, defaultRid]);
  useEffect(() => {
    if (open && context) dispatch({ type: 'DATA.READY', context, maximum });
  }, [open, context, maximum]);

  useStakeSteps({ state, dispatch, projectId, pool, onFailure });

  const receipt = state.phase.kind === 'succeeded' ? state.phase.receipt : null;
  // A CandyDrop runs for the launched token: the promotion is the project's coin's, not the staked coin's.
  const projectCoin = data.project.data?.coin ?? '';
  const promotion = useCandyDropPromotion(projectCoin, {
    enabled: receipt !== null && projectCoin !== '' && site !== 'us',
  });
  // Run once per receipt; the callbacks are read when it arrives.
  const succeeded = useEffectEvent((arrived: LaunchpoolStakeReceipt) => {
    // LP-STAKE-15: the stake modal closes as the success view opens.
    setOpen(false);
    dispatch({ type: 'DIALOG.CLOSE' });
    onSuccess?.(arrived);
  });
  useEffect(() => {
    if (receipt) succeeded(receipt);
  }, [receipt]);

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) dispatch({ type: 'DIALOG.CLOSE' });
  }

  function submit() {
    if (!requireLogin() || !context) return;
    dispatch({ type: 'SUBMIT.START', context });
  }

  const quota = pool ? remainingQuota(pool, context?.stakedAmount ?? '0').toFixed() : '0';
  const confirmLabel = isUser ? t(stakeConfirmLabelKey(quota)) : t('launchpoolStake.login');
  const confirmDisabled = pool === null || (isUser && (context === null || !canStartStake(state, context)));
  const project = data.project.data;

  let body: ReactNode;
  if (data.project.isPending) {
    body = (
      <SkeletonGroup messages={messages}>
        <Skeleton shape="block" />
        <Skeleton shape="block" />
      </SkeletonGroup>
    );
  } else if (data.project.isError) {
    body = <ErrorState onRetry={() => void data.project.refetch()} messages={messages} />;
  } else if (pools.length === 0) {
    body = <EmptyState messages={messages} />;
  } else {
    const form = pool ? (
      <PoolForm
        pool={pool}
        state={state}
        context={context}
        quota={quota}
        maximum={isUser && context ? maximum : undefined}
        userError={data.userError}
        onRetryUser={data.retryUser}
        onLeaveForFunds={isUser ? () => changeOpen(false) : undefined}
        dispatch={dispatch}
        messages={messages}
      />
    ) : null;
    body = (
      <Stack space="lg">
        {project && showsStartTimeNotice(project, clock(), site) ? (
          <p role="note" className={layout.notice.info}>
            {t('launchpoolStake.startNotice', { time: format.dateTime(project.startTime) })}
          </p>
        ) : null}
        <Tabs
          aria-label={t('launchpoolStake.pools')}
          value={state.rid === null ? undefined : String(state.rid)}
          onValueChange={(value) => {
            const chosen = pools.find((candidate) => String(candidate.rid) === value);
            if (chosen) dispatch({ type: 'TAB.SELECT', pool: chosen });
          }}
          items={pools.map((candidate) => ({
            value: String(candidate.rid),
            label: <PoolTabLabel pool={candidate} messages={messages} />,
            content: candidate.rid === state.rid ? form : null,
            disabled: !isStakeEditing(state),
          }))}
        />
        <div>
          <Button
            variant="ghost"
            size="sm"
            onAction={() => setNotesOpen(true)}
            onPointerEnter={() => void StakeNotesDialog.preload()}
            onFocus={() => void StakeNotesDialog.preload()}
          >
            {t('launchpoolStake.notes')}
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <>
      <ModalRoot open={open} onOpenChange={changeOpen}>
        {trigger != null ? <ModalTrigger asChild>{trigger}</ModalTrigger> : null}
        <ModalContent size="md" messages={messages} aria-describedby={undefined}>
          <ModalTitle>{t('launchpoolStake.title', { coin: project?.coin ?? pool?.coin ?? '' })}</ModalTitle>
          <ModalBody>{body}</ModalBody>
          <ModalFooter>
            <Button variant="secondary" fullWidth onAction={() => changeOpen(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              fullWidth
              debounceMs={SUBSCRIBE_CLICK_DEBOUNCE_MS}
              onAction={submit}
              loading={isStakeSubmitting(state)}
              disabled={confirmDisabled}
            >
              {confirmLabel}
            </Button>
          </ModalFooter>
        </ModalContent>
      </ModalRoot>
      <StakeNotesDialog open={notesOpen} onOpenChange={setNotesOpen} messages={messages} />
      <StakeSuccessDialog
        open={receipt !== null}
        onOpenChange={(next) => {
          if (!next) dispatch({ type: 'RESULT.DISMISS' });
        }}
        rows={
          receipt
            ? [
                { label: t('launchpoolStake.amountRow'), value: `${format.amount(receipt.amount)} ${receipt.coin}` },
                {
                  label: t('launchpoolStake.destination'),
                  value: t(destinationLabelKey(receipt.destination, receipt.coin) as MessageKey),
                },
              ]
            : undefined
        }
        transactionLimitAlert={receipt?.transactionLimitAlert ?? false}
        promotion={promotion.data && showsCandyDropPromotion(promotion.data, site) ? promotion.data : null}
        messages={messages}
      />
    </>
  );
}

function PoolTabLabel({ pool, messages }: { pool: RewardPool; messages?: MessageOverrides }) {
  return (
    <span className={layout.inlineAction}>
      <bdi>{pool.coin}</bdi>
      <TagList kinds={rewardPoolTags(pool)} messages={messages} />
    </span>
  );
}

interface PoolFormProps {
  readonly pool: RewardPool;
  readonly state: Parameters<typeof stakeValidation>[0];
  /** The user's figures for the pool; null for a guest or while they load. */
  readonly context: StakeContext | null;
  readonly quota: string;
  /** The Max action's amount; undefined for a guest or before the user's figures load. */
  readonly maximum: string | undefined;
  readonly userError: boolean;
  readonly onRetryUser: () => void;
  /** Offers 'Add funds' beside the balance (a user only) and closes the modal when they leave for a source. */
  readonly onLeaveForFunds: (() => void) | undefined;
  readonly dispatch: Parameters<typeof useStakeSteps>[0]['dispatch'];
  readonly messages?: MessageOverrides;
}

function PoolForm(props: PoolFormProps) {
  const { pool, state, context, quota, maximum, userError, onRetryUser, onLeaveForFunds, dispatch, messages } = props;
  const t = useTranslate(messages, stakeMessages);
  if (userError) return <ErrorState onRetry={onRetryUser} messages={messages} />;
  const validation = context ? stakeValidation(state, context) : null;
  const error =
    validation && !validation.ok ? t(validation.error.key as MessageKey, validation.error.params) : undefined;
  return (
    <Stack space="lg">
      <AmountInput
        label={t('launchpoolStake.amount')}
        coin={pool.coin}
        value={state.amount}
        onValueChange={(amount) => dispatch({ type: 'AMOUNT.CHANGE', amount })}
        decimals={pool.decimalPlace}
        maxAmount={maximum}
        disabled={!isStakeEditing(state)}
        error={error}
        messages={messages}
      />
      <InfoList>
        <InfoRow label={t('common.available')} amount={context?.available ?? null} coin={pool.coin} messages={messages}>
          {onLeaveForFunds ? <StakeAddFunds coin={pool.coin} onLeave={onLeaveForFunds} messages={messages} /> : null}
        </InfoRow>
        <InfoRow label={t('launchpoolStake.remainingQuota')} amount={quota} coin={pool.coin} messages={messages} />
        <InfoRow
          label={t('launchpoolStake.staked')}
          amount={context?.stakedAmount ?? null}
          coin={pool.coin}
          messages={messages}
        />
        <InfoRow
          label={t('launchpoolStake.minimum')}
          amount={pool.personalMinAmount}
          coin={pool.coin}
          messages={messages}
        />
        {isUnlimitedPersonalMax(pool.personalMaxAmount) ? (
          <InfoRow label={t('launchpoolStake.maximum')} messages={messages}>
            {t('launchpoolStake.noLimit')}
          </InfoRow>
        ) : (
          <InfoRow
            label={t('launchpoolStake.maximum')}
            amount={pool.personalMaxAmount}
            coin={pool.coin}
            messages={messages}
          />
        )}
        <InfoRow label={t('launchpoolStake.apr')} messages={messages}>
          <RateText rate={pool.rateYear} basis={launchpoolRateBasis(pool.rateYearType)} size="sm" />
        </InfoRow>
      </InfoList>
      <DestinationSelector
        pool={pool}
        value={state.destination ?? undefined}
        onValueChange={(destination) => dispatch({ type: 'DESTINATION.SELECT', pool, destination })}
        messages={messages}
      />
    </Stack>
  );
}
