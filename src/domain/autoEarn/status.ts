import type { Rate } from '../shared/rate';
import type { LadderTier } from '../simpleEarn/models';
import { totalEstimatedLendingApr } from '../simpleEarn/interestEstimate';
import type { AutoEarnSetStatus } from './constants';

/** The auto-earn status (AE-DATA-01): the global switch and one switch per coin; 1 means on. */
export interface AutoEarnStatus {
  readonly globalStatus: number;
  readonly status: Readonly<Record<string, number>>;
}

/** A coin of the auto-earn market list (AE-DATA-03). */
export interface AutoEarnMarketItem {
  readonly asset: string;
  readonly icon?: string;
  readonly nextTimeRateYear: Rate;
  readonly ladderApr?: readonly LadderTier[];
  readonly autoInvestStatus: number;
}

/** A staking or auto-earn record's state (AE-DATA-02). */
export interface AutoEarnRecord {
  readonly status: number;
  readonly userPeriod?: number;
  readonly fixedPeriod?: number;
}

/** Which coins a toggle switches: one coin or all of them (AE-TOGGLE-03). */
export type AutoEarnTarget = { readonly kind: 'coin'; readonly asset: string } | { readonly kind: 'all' };

/** The set-status call's body (AE-API-02). */
export interface AutoEarnToggleRequest {
  readonly assets: string;
  readonly status: AutoEarnSetStatus;
}

/** True when auto-earn is on for a coin: its status is 1 (AE-DATA-01). */
export function isAutoEarnOn(status: AutoEarnStatus, asset: string): boolean {
  return status.status[asset] === 1;
}

/** The coins whose idle balance auto-earn subscribes automatically: those switched on (AE-TOGGLE-01). */
export function autoEarnCoins(status: AutoEarnStatus): readonly string[] {
  return Object.keys(status.status).filter((asset) => isAutoEarnOn(status, asset));
}

/** True when auto-earn is on anywhere: the global switch or any coin (AE-CARD-02, AE-CARD-03). */
export function hasAnyAutoEarnOn(status: AutoEarnStatus): boolean {
  return status.globalStatus === 1 || autoEarnCoins(status).length > 0;
}

/** The auto-earn card's button: 'set up' once any coin is on, 'enable' otherwise (AE-CARD-02, AE-CARD-03). */
export function autoEarnCardAction(status: AutoEarnStatus): 'setUp' | 'enable' {
  return hasAnyAutoEarnOn(status) ? 'setUp' : 'enable';
}

/** True when a staking or auto-earn record is active: status 1 (AE-DATA-02). */
export function isActiveRecord(record: AutoEarnRecord): boolean {
  return record.status === 1;
}

/** The est. APR column of a market item: next-time rate plus the best ladder APR (AE-DATA-03, HD-CALC-04). */
export function marketItemEstimatedApr(item: AutoEarnMarketItem): Rate {
  return totalEstimatedLendingApr(item.nextTimeRateYear, item.ladderApr);
}
