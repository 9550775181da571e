/** DTOs of the auto-earn calls (AE-API-01..04, AE-DATA-01). */
import type { DtoInteger } from './common';

/** GET autoivest params (AE-API-01): a comma list of coins; none asks only for the global status (AE-API-03). */
export interface AutoEarnStatusParamsDto {
  readonly assets?: string;
}
/** Its answer: the global switch and one switch per coin, 1 on. */
export interface AutoEarnStatusDto {
  readonly global_status?: DtoInteger;
  readonly status?: Readonly<Record<string, DtoInteger>> | null;
}
/** POST autoivest, JSON (AE-API-02): a coin or ALL_ASSET, '1' on or '0' off. */
export interface AutoEarnSetStatusDto {
  readonly assets: string;
  readonly status: '1' | '0';
}
