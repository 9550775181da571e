/**
 * Runs the stake the reducer's phase asks for and reports its answer as an event: the shared stake action
 * (side 0, ST-API-14..16; src 1 in the VIP theme, ST-VIP-06) with one idempotency key per stake and its retries
 * (P-35). A refused stake is a warning toast with the server's message (ST-ERR-01); no answer is the error
 * 'Networkerr' (ST-ERR-02). The funding password is the client's to ask (P-32).
 */
import type { Dispatch } from 'react';
import { useStakeAction } from '../../../api/hooks/staking';
import type { CurrentStakeTerms } from '../../../domain/staking/product';
import type { StakingProduct } from '../../../domain/staking/product.types';
import { stakeActionRequest } from '../../../domain/staking/stakeAction';
import { stakingProductKind } from '../../../domain/staking/product';
import { useTranslate } from '../../../context/useTranslate';
import { flowFailureText } from '../../shared/flowFailure';
import { useActionKey } from '../../shared/useActionKey';
import { useFlowFailureToast } from '../../shared/useFlowFailureToast';
import { usePhaseEffect } from '../../shared/usePhaseEffect';
import { useVipSection } from '../../shared/useVipSection';
import type { StakingStakeEvent, StakingStakeState } from './stakingStakeFlow.reducer';
import { stakeMessages } from './stakeMessages';

/** One toast per stake action: a second failure replaces the first. */
const STAKE_TOAST_ID = 'staking-stake';

export interface StakingStakeStepsInput {
  readonly state: StakingStakeState;
  readonly dispatch: Dispatch<StakingStakeEvent>;
  /** The product's coin: the action's coin. */
  readonly coin: string;
  readonly stakeCoin: string;
  readonly product: StakingProduct | null;
  readonly terms: CurrentStakeTerms | null;
  /** Tracks a failed stake with its reason: the server's message or the network error text. */
  readonly onFailure?: (message: string) => void;
}

export function useStakingStakeSteps(input: StakingStakeStepsInput): void {
  const { state, dispatch, coin, stakeCoin, product, terms, onFailure } = input;
  const stake = useStakeAction();
  const action = useActionKey();
  const isVip = useVipSection();
  const showFailure = useFlowFailureToast(stakeMessages);
  const t = useTranslate(undefined, stakeMessages);

  usePhaseEffect(product && terms ? state.phase.kind : null, state.attempt, {
    staking: (step) => {
      if (!product || !terms) return;
      const send = step.whileCurrent(dispatch);
      const amount = state.amount.trim();
      const actionCoin = coin.toUpperCase();
      const request = action.attempt({ coin: actionCoin, pid: terms.pid, amount, isVip }, () =>
        stakeActionRequest({ action: 'stake', amount, coin: actionCoin, pid: terms.pid, isVip }),
      );
      const protocolName =
        terms.kind === 'defi' ? (product.defi.find((entry) => entry.pid === terms.pid)?.protocolName ?? null) : null;
      stake.mutateAsync(request).then(
        () => {
          action.succeeded();
          send({
            type: 'SUBMIT.SUCCESS',
            receipt: {
              coin: actionCoin,
              stakeCoin,
              amount,
              pid: terms.pid,
              protocolName,
              kind: stakingProductKind(product),
            },
          });
        },
        (error: unknown) => {
          action.failed(error);
          const failure = showFailure(error, 'warning', STAKE_TOAST_ID); // ST-ERR-01, ST-ERR-02
          if (failure) onFailure?.(flowFailureText(error, t));
          send({ type: 'SUBMIT.FAILURE' });
        },
      );
    },
  });
}
