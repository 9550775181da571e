'use client';
import { useEffect, useEffectEvent, useReducer, type ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { ModalBody, ModalContent, ModalFooter, ModalRoot, ModalTitle, ModalTrigger } from '../../../components/Modal';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { useEarn } from '../../../context';
import { useTranslate } from '../../../context/useTranslate';
import { SUBSCRIBE_CLICK_DEBOUNCE_MS } from '../../../domain/shared/constants';
import { stakeSuccessActions } from '../../../domain/staking/modal';
import { useControllableState } from '../../../headless/useControllableState';
import type { MessageOverrides } from '../../../i18n/resolve';
import { useLoginGate } from '../../shared/useLoginGate';
import {
  canStartStakingStake,
  initialStakingStakeState,
  isStakingSubmitting,
  stakingStakeReducer,
  type StakingStakeReceipt,
  type StakingStakeView,
} from './stakingStakeFlow.reducer';
import { stakeMessages } from './stakeMessages';
import { StakeMainView } from './StakeMainView';
import { BonusRulesView, ExtraBonusView, FaqView, RateView, StakeSuccessView } from './StakingStakeViews';
import { useStakingStakeData } from './useStakingStakeData';
import { useStakingStakeSteps } from './useStakingStakeSteps';

export interface StakingStakeFlowProps {
  /** The product's coin, as in `/staking/{coin}` (GUSD for the mint product). */
  coin: string;
  /** The route's pid query (ST-ROUTE-01): the product's or the DeFi protocol's id. */
  pid?: number;
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). Default false. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Called when the dialog closes (after `onOpenChange(false)`). */
  onClose?: () => void;
  /** An element that opens the dialog. */
  trigger?: ReactNode;
  /**
   * The user's VIP tier (ST-ROLE-02); the VIP discount panel shows the tier's discount (ST-VIP-01..04). Default:
   * the tier of the user-info answer.
   */
  vipTier?: number | null;
  /**
   * Whether the user is verified (ST-ROLE-02): an unverified user reads why and cannot stake. Default: the provider's
   * user.
   */
  verified?: boolean;
  /** 'View holdings' of the success view: the host goes to the staking holdings (ST-LINK-03). */
  onViewHoldings?: (receipt: StakingStakeReceipt) => void;
  /** Called after a successful stake or mint, as the success view opens. */
  onSuccess?: (receipt: StakingStakeReceipt) => void;
  /** Called on the success view's 'Continue to stake' or 'Mint more', as the main view opens again. */
  onContinue?: (receipt: StakingStakeReceipt) => void;
  /** Called with the reason of a failed stake: the server's message or the network error text. */
  onFailure?: (message: string) => void;
  /** Overrides for this flow's strings. */
  messages?: MessageOverrides;
}

const TITLE_KEYS = {
  rate: 'stakingStake.rateTitle',
  faq: 'stakingStake.faqTitle',
  extra_bonus: 'stakingStake.extraBonusTitle',
  bonus_rules: 'stakingStake.bonusRulesTitle',
} as const;

/**
 * The staking stake modal (ST-MODAL-08, ST-STATE-07): on main, the DeFi protocol (the highest rate picked,
 * ST-DEFI-01), the amount with its rules and the available balance less loans (ST-AMT, DEC-25), the personal or
 * crowd limit (ST-LIMIT), the estimate with the extra bonus, the reward dates (ST-CALC), the VIP tier, the
 * account mode's wording (ST-ROLE-02..04) and the agreement; links to the rate, FAQ, extra-bonus and bonus-rules
 * views; then the stake (or the mint of a credit-debt product) and its success view. Keep it mounted while closed
 * so a running stake can finish.
 */
export function StakingStakeFlow({
  coin,
  pid,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  onClose,
  trigger,
  vipTier,
  verified: verifiedProp,
  onViewHoldings,
  onSuccess,
  onContinue,
  onFailure,
  messages,
}: StakingStakeFlowProps) {
  const t = useTranslate(messages, stakeMessages);
  const { user, navigate } = useEarn();
  const requireLogin = useLoginGate();
  const isUser = user.kind === 'user';
  const verified = verifiedProp ?? (user.kind === 'user' ? user.verified : true);
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  const [state, dispatch] = useReducer(stakingStakeReducer, initialStakingStakeState);
  const data = useStakingStakeData({ coin, pid, open, isUser, selectedPid: state.pid, verified });
  const product = data.product.data ?? null;

  useEffect(() => {
    if (open && product && product.isDefi && state.pid === null)
      dispatch({ type: 'PROTOCOLS.READY', protocols: product.defi, ...(pid === undefined ? {} : { pid }) });
  }, [open, product, state.pid, pid]);

  useStakingStakeSteps({
    state,
    dispatch,
    coin,
    stakeCoin: data.stakeCoin,
    product,
    terms: data.terms,
    ...(onFailure ? { onFailure } : {}),
  });

  const receipt = state.phase.kind === 'succeeded' ? state.phase.receipt : null;
  // Once per receipt; the host's callback is read when it arrives.
  const succeeded = useEffectEvent((arrived: StakingStakeReceipt) => onSuccess?.(arrived));
  useEffect(() => {
    if (receipt) succeeded(receipt);
  }, [receipt]);

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) {
      dispatch({ type: 'DIALOG.CLOSE' });
      onClose?.();
    }
  }

  function submit() {
    if (!requireLogin() || !data.context) return;
    dispatch({ type: 'SUBMIT.START', context: data.context });
  }

  const isMint = data.kind === 'debt';
  const view: StakingStakeView = state.view;
  let title: string;
  if (view === 'main')
    title = t(isMint ? 'stakingStake.mintTitle' : 'stakingStake.title', { coin: coin.toUpperCase() });
  else if (view === 'stake_success')
    title = t(receipt?.kind === 'debt' ? 'stakingStake.mintSuccessTitle' : 'stakingStake.successTitle');
  else title = t(TITLE_KEYS[view], { coin: coin.toUpperCase() });

  let body: ReactNode;
  let footer: ReactNode;
  if (data.product.isPending) {
    body = (
      <SkeletonGroup messages={messages}>
        <Skeleton shape="block" />
        <Skeleton shape="block" />
      </SkeletonGroup>
    );
  } else if (!product || !data.terms) {
    body = <ErrorState onRetry={() => void data.product.refetch()} messages={messages} />;
  } else if (view === 'stake_success' && receipt) {
    const actions = stakeSuccessActions(product);
    body = <StakeSuccessView receipt={receipt} messages={messages} />;
    footer = actions.map((action, index) => (
      <Button
        key={action.key}
        fullWidth
        variant={index === actions.length - 1 ? 'primary' : 'secondary'}
        onAction={() => {
          if (action.key === 'staking.success.continueStake' || action.key === 'staking.success.mintMore') {
            dispatch({ type: 'SUCCESS.CONTINUE' });
            onContinue?.(receipt);
            return;
          }
          if (action.key === 'staking.success.viewHoldings') onViewHoldings?.(receipt);
          else if (product.extraInterestTask?.jumpWeb) navigate(product.extraInterestTask.jumpWeb);
          changeOpen(false);
        }}
      >
        {t(action.key)}
      </Button>
    ));
  } else if (view === 'main') {
    body = (
      <StakeMainView
        product={product}
        terms={data.terms}
        stakeCoin={data.stakeCoin}
        state={state}
        context={data.context}
        userInfo={data.userInfo}
        vipTier={vipTier === undefined ? (data.userInfo?.tier ?? null) : vipTier}
        verified={verified}
        loanAmount={data.loanAmount}
        userError={data.userError}
        onRetryUser={data.retryUser}
        dispatch={dispatch}
        messages={messages}
      />
    );
    const canStake = data.context !== null && canStartStakingStake(state, data.context);
    footer = (
      <>
        <Button variant="secondary" fullWidth onAction={() => changeOpen(false)}>
          {t('common.cancel')}
        </Button>
        <Button
          fullWidth
          debounceMs={SUBSCRIBE_CLICK_DEBOUNCE_MS}
          onAction={submit}
          loading={isStakingSubmitting(state)}
          disabled={isUser && !canStake && !isStakingSubmitting(state)}
        >
          {isUser ? t(isMint ? 'stakingStake.mint' : 'stakingStake.stake') : t('stakingStake.login')}
        </Button>
      </>
    );
  } else {
    const back = () => dispatch({ type: 'VIEW.BACK' });
    if (view === 'rate') body = <RateView product={product} terms={data.terms} messages={messages} />;
    else if (view === 'faq') body = <FaqView coin={coin} terms={data.terms} messages={messages} />;
    else if (view === 'extra_bonus')
      body = <ExtraBonusView terms={data.terms} stakeCoin={data.stakeCoin} messages={messages} />;
    else body = <BonusRulesView messages={messages} />;
    footer = (
      <Button variant="secondary" fullWidth onAction={back}>
        {t('stakingStake.back')}
      </Button>
    );
  }

  return (
    <ModalRoot open={open} onOpenChange={changeOpen}>
      {trigger != null ? <ModalTrigger asChild>{trigger}</ModalTrigger> : null}
      <ModalContent size="md" messages={messages} aria-describedby={undefined}>
        <ModalTitle>{title}</ModalTitle>
        <ModalBody>{body}</ModalBody>
        {footer ? <ModalFooter>{footer}</ModalFooter> : null}
      </ModalContent>
    </ModalRoot>
  );
}
