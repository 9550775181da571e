/** DTOs of the shared calls (SH-API-07..13, SE-API-33), with the spec's field names. */
import type { DtoDecimal, DtoFlag } from './common';

/** POST outable, JSON (SH-API-07): the assets, plus any extra fields the host's exchange wants. */
export interface OutableRequestDto {
  readonly assets: readonly string[];
  readonly [extra: string]: unknown;
}

/** One item of the outable answer (LP-DATA-13). `asset` is read when the exchange sends it. */
export interface OutableItemDto {
  readonly asset?: string;
  readonly currency?: string;
  readonly outable: DtoDecimal;
  readonly lend_earn_available: DtoDecimal;
  readonly mode?: string;
  readonly available: DtoDecimal;
}

/** GET lent/available params (SH-API-09). */
export interface LentAvailableParamsDto {
  readonly asset: string;
}
/** GET lent/available answer: data.available. */
export interface LentAvailableDto {
  readonly available: DtoDecimal;
}

/** GET compliance/check answer (SH-API-10, LP-DATA-17). */
export interface ComplianceCheckDto {
  readonly business?: readonly string[] | null;
  readonly menu?: readonly string[] | null;
}

/** GET borrow-coin-settings params and answer (SH-API-11, LP-DATA-14); 1 means supported. */
export interface BorrowCoinSettingsParamsDto {
  readonly coin: string;
}
export interface BorrowCoinSettingDto {
  readonly coin: string;
  readonly is_support_launchpool: DtoFlag;
  readonly is_support_staking: DtoFlag;
}

/** GET unified/account_mode answer (SH-API-12, SH-MODE-02). */
export interface AccountModeDto {
  readonly mode: string;
  readonly first_open?: DtoFlag;
  readonly settings?: { readonly use_funding?: DtoFlag } | null;
}

/** GET market/tickers params (SH-API-13): currency_pairs as a comma list of COIN_USDT pairs (HD-API-04). */
export interface MarketTickersParamsDto {
  readonly currency_pairs: string;
}
/** One ticker (LP-DATA-15). */
export interface MarketTickerDto {
  readonly pair: string;
  readonly rate: DtoDecimal;
}
