/**
 * Launchpool codes and constants (LP-EVENT-01, LP-DATA-03..08, LP-CONST-01/02, LP-DEST-10). The API sends
 * numeric codes; the domain speaks names, and these tables are the one place that maps between them.
 */

/** Event state codes (LP-EVENT-01). */
export const EVENT_STATE_CODES = { none: 0, inProgress: 1, notStarted: 2, completed: 3 } as const;
/** An event state. */
export type EventState = keyof typeof EVENT_STATE_CODES;

/** APR type codes of rate_year_type (LP-DATA-04). */
export const APR_TYPE_CODES = { real: 1, estimate: 2, none: 3 } as const;
/** An APR type: a real rate, an estimate, or no rate to show. */
export type AprType = keyof typeof APR_TYPE_CODES;

/** reward_pool_type codes (LP-DATA-05). */
export const REWARD_POOL_TYPE_CODES = { lock: 0, multiMining: 1 } as const;
/** A reward pool type. */
export type RewardPoolType = keyof typeof REWARD_POOL_TYPE_CODES;

/** redeem_type codes (LP-DATA-08). */
export const REDEEM_TYPE_CODES = { spot: 0, simpleEarn: 1, staking: 2 } as const;
/** Where a pool's committed coins return: spot, simple earn or staking. */
export type RedeemType = keyof typeof REDEEM_TYPE_CODES;

/** personal_max_amount of -1 means no personal maximum (LP-DATA-03). */
export const UNLIMITED_PERSONAL_MAX_AMOUNT = '-1';
/** isApply of 1 means the user has applied (LP-DATA-06). */
export const APPLIED_CODE = 1;

/** Coins offered auto-stake in the redeem dialog, and the staking destination (LP-CONST-02, LP-DEST-10). */
export const AUTO_STAKE_COINS = ['ETH', 'BTC', 'USDT'] as const;
/** Project info requests within this window share one answer (LP-CONST-01). */
export const PROJECT_INFO_DEDUPE_MS = 5_000;

function nameOf<Name extends string>(
  codes: Readonly<Record<Name, number>>,
  code: number | string | null | undefined,
  fallback: Name,
): Name {
  const value = typeof code === 'string' ? Number(code.trim()) : code;
  const match = (Object.keys(codes) as Name[]).find((name) => codes[name] === value);
  return match ?? fallback;
}

/** The event state for a code; an unknown code is 'none' (LP-EVENT-01). */
export function eventStateFromCode(code: number | string | null | undefined): EventState {
  return nameOf(EVENT_STATE_CODES, code, 'none');
}

/** The APR type for a code; an unknown code is 'none', so no unexplained rate shows (LP-DATA-04). */
export function aprTypeFromCode(code: number | string | null | undefined): AprType {
  return nameOf(APR_TYPE_CODES, code, 'none');
}

/** The pool type for a code; an unknown code is 'lock', the ordinary stakeable pool (LP-DATA-05). */
export function rewardPoolTypeFromCode(code: number | string | null | undefined): RewardPoolType {
  return nameOf(REWARD_POOL_TYPE_CODES, code, 'lock');
}

/** The redeem type for a code; an unknown code is 'spot', where coins always can go (LP-DATA-08). */
export function redeemTypeFromCode(code: number | string | null | undefined): RedeemType {
  return nameOf(REDEEM_TYPE_CODES, code, 'spot');
}

/** True when the event has started: in progress or completed (LP-REDEEM-04). */
export function hasEventStarted(state: EventState): boolean {
  return state === 'inProgress' || state === 'completed';
}

/** True when `coin` is offered auto-stake and the staking destination (LP-CONST-02, LP-DEST-10). */
export function isAutoStakeCoin(coin: string): boolean {
  return (AUTO_STAKE_COINS as readonly string[]).includes(coin.trim().toUpperCase());
}
