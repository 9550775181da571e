/**
 * 'Subscribe' on a fixed order, i.e. subscribing again (SE-AGAIN): the VIP gate first (SE-AGAIN-01,
 * DEC-21), then a refetch of the product (SE-AGAIN-02), then where to go (SE-AGAIN-03..06). The
 * decisions are the domain's (`subscribeAgainGate`, `resolveSubscribeAgain`); this reducer orders them.
 */
import {
  resolveSubscribeAgain,
  subscribeAgainGate,
  type SubscribeAgainInput,
  type SubscribeAgainTarget,
} from '../../domain/simpleEarn/subscribeAgain';
import type { FixedProductType } from '../../domain/simpleEarn/constants';

/** Where subscribe-again is. */
export type SubscribeAgainState =
  | { readonly step: 'idle' }
  /** The product and the coin's products are being fetched again. */
  | { readonly step: 'refetching'; readonly productId: number; readonly asset: string }
  /** Below VIP 5 on a VIP product: the upgrade guide towards `upTo`. */
  | { readonly step: 'upgradeGuide'; readonly upTo: number; readonly path: string }
  /** Resolved: open a subscribe dialog, the flexible one, or go home. */
  | { readonly step: 'resolved'; readonly target: SubscribeAgainTarget; readonly asset: string };

/** What can happen. */
export type SubscribeAgainEvent =
  | {
      readonly type: 'START';
      readonly productType: FixedProductType;
      readonly productId: number;
      readonly asset: string;
      readonly vipLevel: number;
    }
  | ({ readonly type: 'REFETCH.SUCCESS' } & SubscribeAgainInput)
  /** The coin's products could not be fetched: nothing opens (the hook shows the failure). */
  | { readonly type: 'REFETCH.FAILURE' }
  | { readonly type: 'RESET' };

export const initialSubscribeAgainState: SubscribeAgainState = { step: 'idle' };

/** The subscribe-again reducer. */
export function subscribeAgainReducer(state: SubscribeAgainState, event: SubscribeAgainEvent): SubscribeAgainState {
  switch (event.type) {
    case 'START': {
      if (state.step === 'refetching') return state; // one refetch at a time
      const gate = subscribeAgainGate(event.productType, event.vipLevel);
      return gate.kind === 'upgradeGuide'
        ? { step: 'upgradeGuide', upTo: gate.upTo, path: gate.path }
        : { step: 'refetching', productId: event.productId, asset: event.asset };
    }
    case 'REFETCH.SUCCESS':
      if (state.step !== 'refetching') return state;
      return { step: 'resolved', target: resolveSubscribeAgain(event), asset: state.asset };
    case 'REFETCH.FAILURE':
      return state.step === 'refetching' ? initialSubscribeAgainState : state;
    case 'RESET':
      return initialSubscribeAgainState;
    default:
      return state;
  }
}
