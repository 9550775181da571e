/**
 * Runs the call each phase of the stake reducer asks for and reports its answer as an event: the
 * new-user rule check (LP-API-09; a failure is a warning toast, LP-ERR-04), then create-order
 * (LP-API-10/11) with one idempotency key per stake and its retries (P-35). A failed stake is an
 * error toast with the server's message (LP-ERR-01, 'Networkerr' without an answer, LP-ERR-06) and is
 * tracked through `onFailure` (LP-STAKE-19). The funding password is the client's to ask (P-32).
 */
import type { Dispatch } from 'react';
import { useCheckPoolRule, useLaunchpoolStake } from '../../../api/hooks/launchpool';
import type { SimpleEarnStatusDto } from '../../../api/dto/launchpool';
import { simpleEarnPeriodFor, transactionLimitAlert, type RedemptionDestination } from '../../../domain/launchpool';
import type { RewardPool } from '../../../domain/launchpool/models';
import { useTranslate } from '../../../context/useTranslate';
import { flowFailureText } from '../../shared/flowFailure';
import { useActionKey } from '../../shared/useActionKey';
import { useFlowFailureToast } from '../../shared/useFlowFailureToast';
import { usePhaseEffect } from '../../shared/usePhaseEffect';
import type { StakeFlowEvent, StakeFlowState } from './stakeFlow.reducer';
import { stakeMessages } from './stakeMessages';

/** One toast per stake action: a second failure replaces the first. */
const STAKE_TOAST_ID = 'launchpool-stake';

/** simpleEarnStatus of create-order: where the coins go when the event ends (LP-DATA-08). */
function simpleEarnStatusOf(destination: RedemptionDestination): SimpleEarnStatusDto {
  if (destination === 'fixed' || destination === 'flexible') return 1;
  return destination === 'staking' ? 2 : 0;
}

export interface StakeStepsInput {
  readonly state: StakeFlowState;
  readonly dispatch: Dispatch<StakeFlowEvent>;
  readonly projectId: number | string;
  readonly pool: RewardPool | null;
  /** Tracks a failed stake with its reason: the server's message or the network error text (LP-STAKE-19). */
  readonly onFailure?: (message: string) => void;
}

export function useStakeSteps({ state, dispatch, projectId, pool, onFailure }: StakeStepsInput): void {
  const checkPoolRule = useCheckPoolRule();
  const stake = useLaunchpoolStake();
  const action = useActionKey();
  const showFailure = useFlowFailureToast(stakeMessages);
  const t = useTranslate(undefined, stakeMessages);
  const pid = Number(projectId);

  usePhaseEffect(pool ? state.phase.kind : null, state.attempt, {
    checkingRule: (step) => {
      if (!pool) return;
      const send = step.whileCurrent(dispatch);
      checkPoolRule.mutateAsync({ pid, rid: pool.rid, amount: state.amount }).then(
        () => send({ type: 'RULE.PASS' }),
        (error: unknown) => {
          showFailure(error, 'warning', STAKE_TOAST_ID); // LP-ERR-04
          send({ type: 'RULE.FAILURE' });
        },
      );
    },
    staking: (step) => {
      if (!pool || state.destination === null) return;
      const send = step.whileCurrent(dispatch);
      const destination = state.destination;
      const amount = state.amount;
      const period = simpleEarnPeriodFor(pool, destination);
      const request = action.attempt({ pid, rid: pool.rid, amount, destination }, () => ({
        pid,
        rid: pool.rid,
        amount,
        simpleEarnStatus: simpleEarnStatusOf(destination),
        ...(period === undefined ? {} : { simpleEarnPeriod: period }),
      }));
      stake.mutateAsync(request).then(
        () => {
          action.succeeded();
          send({
            type: 'SUBMIT.SUCCESS',
            receipt: {
              projectId,
              rid: pool.rid,
              coin: pool.coin,
              amount,
              destination,
              transactionLimitAlert: transactionLimitAlert(pool), // LP-STAKE-17
            },
          });
        },
        (error: unknown) => {
          action.failed(error);
          const failure = showFailure(error, 'error', STAKE_TOAST_ID); // LP-ERR-01, LP-ERR-06
          if (failure) onFailure?.(flowFailureText(error, t)); // LP-STAKE-19
          send({ type: 'SUBMIT.FAILURE' });
        },
      );
    },
  });
}
