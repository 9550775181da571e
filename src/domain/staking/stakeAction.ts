import { STAKE_SIDE, STAKE_TRACKING_ACTION, VIP_STAKE_SOURCE, type RedeemType, type StakeAction } from './constants';

/**
 * The body of the shared stake/redeem action (ST-API-14..18, DEC-20), sent as it is; coin-swap-verify and
 * coin-redeem (ST-API-03/11, bodies not specified) take the same fields.
 */
export interface StakeActionRequest {
  /** 0 stake, 1 redeem (DEC-20). */
  readonly side: (typeof STAKE_SIDE)[StakeAction];
  readonly amount: string;
  readonly coin: string;
  /** Only when the product has a real pid (not -1, ST-API-16). */
  readonly pid?: number;
  /** 1 fast, 0 standard; only on a redeem that chose a type, e.g. the debt redeem (ST-API-17). */
  readonly quick?: 0 | 1;
  /** 1 in the VIP theme (ST-API-18, ST-VIP-06). */
  readonly src?: typeof VIP_STAKE_SOURCE;
  /** The coin a debt redeem pays out in, when the product offers more than one (ST-DATA-12, ST-STATE-04). */
  readonly redeem_coin?: string;
}

/** What a stake or redeem carries. */
export interface StakeActionInput {
  readonly action: StakeAction;
  /** The validated amount, 8 decimals. */
  readonly amount: string;
  readonly coin: string;
  /** The product's or protocol's pid; -1 when it has none. */
  readonly pid: number;
  /** Redeem only: the chosen type, sent as `quick`. */
  readonly redeemType?: RedeemType;
  /** The VIP theme is active. */
  readonly isVip: boolean;
  /** Redeem only: the chosen redeem coin, sent only where the product offers a choice (`redeemCoins` > 1). */
  readonly redeemCoin?: string;
  /** How many redeem coins the product offers; with one there is nothing to choose and nothing is sent. */
  readonly redeemCoinCount?: number;
}

/** The API `side` of an action (ST-STATE-01, DEC-20): 0 stake, 1 redeem. */
export function stakeSideOf(action: StakeAction): 0 | 1 {
  return STAKE_SIDE[action];
}

/** The tracking string of an action (ST-STATE-01, DEC-20): '1' stake, '2' redeem; never sent as `side`. */
export function stakeTrackingActionOf(action: StakeAction): '1' | '2' {
  return STAKE_TRACKING_ACTION[action];
}

/** The shared stake/redeem request (ST-API-14..18, DEC-20). */
export function stakeActionRequest(input: StakeActionInput): StakeActionRequest {
  return {
    side: stakeSideOf(input.action),
    amount: input.amount,
    coin: input.coin,
    ...(input.pid !== -1 ? { pid: input.pid } : {}),
    ...(input.action === 'redeem' && input.redeemType ? { quick: input.redeemType === 'fast' ? 1 : 0 } : {}),
    ...(input.isVip ? { src: VIP_STAKE_SOURCE } : {}),
    ...(input.action === 'redeem' && input.redeemCoin && (input.redeemCoinCount ?? 0) > 1
      ? { redeem_coin: input.redeemCoin }
      : {}),
  };
}
