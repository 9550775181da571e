/**
 * Business constants shared by every earn area (SH-CONST-*, SH-ERR-*, SH-FUNDPASS-*, DEC-02).
 * Amounts are strings, never numbers, so a cap or a minimum can be compared exactly with Decimal.
 */
import { AMOUNT_DECIMALS } from '../decimal';

/** Milliseconds in a minute, an hour and a day: every duration in epoch ms is written with these. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
/** A day of 24 hours: UTC days, which have no daylight-saving change. */
export const DAY_MS = 24 * HOUR_MS;

/** 00:00 UTC of the day holding `at` (epoch ms). */
export function startOfUtcDay(at: number): number {
  return Math.floor(at / DAY_MS) * DAY_MS;
}

/** Client request timeout (SH-CONST-01). */
export const REQUEST_TIMEOUT_MS = 20_000;
/** Request timeout when the simulated exchange or a server render calls the API (SH-CONST-02). */
export const SERVER_REQUEST_TIMEOUT_MS = 3_000;
/** Default retry count of a failed query (SH-CONST-03). */
export const DEFAULT_RETRY_COUNT = 10;

/** The outable balance is requested again every 60 s (SH-CONST-04, SH-API-08). */
export const BALANCE_POLL_INTERVAL_MS = 60_000;
/** Balance values are shown with 8 decimals, rounded down (SH-CONST-04, SH-CONST-08). */
export const BALANCE_DECIMALS = AMOUNT_DECIMALS;
/** Available-balance requests within this window share one answer (SH-CONST-05). */
export const AVAILABLE_BALANCE_DEDUPE_MS = 10_000;

/** The largest amount any amount input accepts (SH-CONST-06, LP-AMT-06). */
export const AMOUNT_INPUT_CAP = '999999999999';
/** The smallest amount worth showing; anything smaller reads as this (SH-CONST-09). */
export const MIN_DISPLAYED_AMOUNT = '0.00000001';

/** Action status as the API encodes it (SH-CONST-07). */
export const ACTION_STATUS = { enabled: 1, notEnabled: 0 } as const;
/** An action status value. */
export type ActionStatus = (typeof ACTION_STATUS)[keyof typeof ACTION_STATUS];

/** Stable coins, priced at 1 USD and left out of price look-ups (SH-CONST-10). */
export const STABLE_COINS = ['USDT', 'USDC', 'USD', 'USDD'] as const;
/** A stable coin's ticker. */
export type StableCoin = (typeof STABLE_COINS)[number];

/**
 * True when `coin` is one of the stable coins (SH-CONST-10); case-insensitive because tickers arrive in either case.
 */
export function isStableCoin(coin: string): boolean {
  return (STABLE_COINS as readonly string[]).includes(coin.trim().toUpperCase());
}

/** Trading volume counts over this many days unless the pool says otherwise (SH-CONST-11, DEC-19). */
export const DEFAULT_TRADING_VOLUME_WINDOW_DAYS = 60;

/** Submit buttons ignore repeat clicks within 200 ms (SH-CONST-12); the APR edit submit uses it too. */
export const SUBMIT_DEBOUNCE_MS = 200;
/**
 * The subscribe click is debounced longer, 500 ms (SE-SUB-21, P-08): a double tap on a slow phone still sends one
 * order.
 */
export const SUBSCRIBE_CLICK_DEBOUNCE_MS = 500;
/** The transfer shortcut click is debounced 500 ms (doc 1 §9). */
export const TRANSFER_CLICK_DEBOUNCE_MS = 500;
/** The Max fill of an amount field is debounced 200 ms (LP-REDEEM-13). */
export const MAX_FILL_DEBOUNCE_MS = 200;

/**
 * The number interpolated into the flexible APR tip: the default maximum lending APR in percent (SH-CONST-13, DEC-16).
 */
export const APR_NOTE_NUMBER = 5;
/** The default maximum flexible lending rate, percent, when the server gives none (DEC-05, DEC-16). */
export const DEFAULT_MAX_LEND_RATE_PERCENT = '5';

/** Response codes the exchange answers with (SH-ERR-01/02, SH-AUTH-02, SH-FUNDPASS-01..08). */
export const RESPONSE_CODE = {
  success: 0,
  ok: 200,
  failure: -1,
  fundingPasswordNeeded: 101,
  loginNeeded: 401,
  fundingPasswordCheckFailed: 10010106,
  fundingPasswordNotSet: 10010107,
  fingerprintNeeded: 10010108,
  fundingPasswordRequired: 10010111,
  verifyFrequency: 10010112,
} as const;

/** The default list page size (SH-API-04). */
export const DEFAULT_PAGE_SIZE = 10;
/** Page sizes by list (DEC-02); every list not named here uses DEFAULT_PAGE_SIZE. */
export const PAGE_SIZE = {
  holdings: 10,
  history: 8,
  historyDialog: 6,
  cumulativeInterestDialog: 7,
  hourlyInterestDetail: 25,
  autoEarnMarketList: 7,
  table: DEFAULT_PAGE_SIZE,
} as const;
