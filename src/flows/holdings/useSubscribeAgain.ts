'use client';
/**
 * Runs subscribe-again on a fixed order (SE-AGAIN): the reducer's steps with their effects. The refetch
 * reads the product again (a product the server no longer has counts as gone) and the coin's product
 * detail for its fixed list and business type; the answers replace what the cache held.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer } from 'react';
import { earnQueryKeys, fixedProductDetailQuery, useEarnClient } from '../../api';
import type { FixedHolding, FixedProduct } from '../../domain/simpleEarn/models';
import { useEarn } from '../../context';
import { useFlowFailureToast } from '../shared/useFlowFailureToast';
import { useLoginGate } from '../shared/useLoginGate';
import { initialSubscribeAgainState, subscribeAgainReducer } from './subscribeAgainFlow.reducer';
import { holdingPanelMessages } from './holdingPanelMessages';

export interface UseSubscribeAgainOptions {
  /** Opens the subscribe dialog of a fixed product: the order's own, or the best-rate one (SE-AGAIN-03/04). */
  readonly onSubscribe?: (product: FixedProduct) => void;
  /** Opens the flexible subscribe dialog of the coin (SE-AGAIN-05). */
  readonly onSubscribeFlexible?: (asset: string) => void;
  /** Opens the VIP upgrade guide towards `upTo` (SE-AGAIN-01); default: navigate to /vip?upTo=5. */
  readonly onUpgradeGuide?: (upTo: number) => void;
}

/** Subscribe-again: `start(order)` and whether a refetch is under way. */
export function useSubscribeAgain({ onSubscribe, onSubscribeFlexible, onUpgradeGuide }: UseSubscribeAgainOptions) {
  const [state, dispatch] = useReducer(subscribeAgainReducer, initialSubscribeAgainState);
  const client = useEarnClient();
  const queryClient = useQueryClient();
  const { user, navigate } = useEarn();
  const requireLogin = useLoginGate();
  const showFailure = useFlowFailureToast(holdingPanelMessages);

  useEffect(() => {
    if (state.step !== 'refetching') return undefined;
    let live = true;
    const { productId, asset } = state;
    const product = queryClient
      .fetchQuery({ ...fixedProductDetailQuery(client, productId), staleTime: 0 })
      .catch(() => null);
    const coin = queryClient.fetchQuery({
      queryKey: earnQueryKeys.product('coinInfo', { coin: asset }),
      queryFn: () => client.simpleEarn.coinInfo({ coin: asset }),
      staleTime: 0,
    });
    Promise.all([product, coin]).then(
      ([refetchedProduct, coinInfo]) => {
        if (!live) return;
        dispatch({
          type: 'REFETCH.SUCCESS',
          refetchedProduct,
          products: coinInfo?.fixedList ?? [],
          businessType: coinInfo?.businessType ?? 1,
        });
      },
      (error: unknown) => {
        if (!live) return;
        showFailure(error, 'warning', 'subscribe-again');
        dispatch({ type: 'REFETCH.FAILURE' });
      },
    );
    return () => {
      live = false;
    };
  }, [state, client, queryClient, showFailure]);

  useEffect(() => {
    if (state.step === 'upgradeGuide') {
      if (onUpgradeGuide) onUpgradeGuide(state.upTo);
      else navigate(state.path);
      dispatch({ type: 'RESET' });
    } else if (state.step === 'resolved') {
      const { target } = state;
      if (target.kind === 'openProduct' || target.kind === 'openBestRateProduct') onSubscribe?.(target.product);
      else if (target.kind === 'openFlexible') onSubscribeFlexible?.(state.asset);
      else navigate(target.path);
      dispatch({ type: 'RESET' });
    }
  }, [state, onSubscribe, onSubscribeFlexible, onUpgradeGuide, navigate]);

  const start = useCallback(
    (order: FixedHolding) => {
      if (!requireLogin()) return;
      dispatch({
        type: 'START',
        productType: order.productType,
        productId: order.productId,
        asset: order.asset,
        vipLevel: user.kind === 'user' ? user.vipLevel : 0,
      });
    },
    [requireLogin, user],
  );
  return { start, busy: state.step === 'refetching' };
}
