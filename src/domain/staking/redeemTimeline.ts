import { DAY_MS, MINUTE_MS } from '../shared/constants';
import { REDEEM_PERIOD_KIND, type RedeemType } from './constants';
import type { StakingText } from './messages';
import { redeemPeriodKind, redeemPeriodText, type RedeemPeriodInput } from './redeemPeriod';

/** The steps of a staking redemption timeline. */
export type StakingRedeemStepId = 'redeemSubmit' | 'redemptionArrival';

/**
 * How sure a step's time is: 'exact' (now, or at once), 'about' (a fixed duration the server states:
 * `income_days`, equal min and max days, or the fast redemption's minutes) or 'latest' (a range of
 * days: the time shown is the latest the funds arrive).
 */
export type StakingRedeemTiming = 'exact' | 'about' | 'latest';

/** One step of a staking redemption timeline. */
export interface StakingRedeemStep {
  readonly id: StakingRedeemStepId;
  /** Epoch ms. */
  readonly at: number;
  readonly timing: StakingRedeemTiming;
  /** The standard redemption's period wording ('1 to 3 days', 'Immediately'), null elsewhere. */
  readonly period: StakingText | null;
  /** The fast redemption's duration in minutes (`redeem_quick_long`), null elsewhere. */
  readonly minutes: number | null;
}

/** What a staking redemption timeline needs. */
export interface StakingRedeemTimelineInput {
  /** When the redemption is (or would be) submitted, epoch ms. */
  readonly submittedAt: number;
  /** 'standard' or 'fast' (ST-REDEEM-01). */
  readonly redeemType: RedeemType;
  /** `income_days`, `redeem_minday`, `redeem_maxday` (ST-REDEEM-02). */
  readonly period: RedeemPeriodInput;
  /**
   * Minutes a fast redemption takes: the selected redeem coin's `redeem_quick_long` (ST-DATA-12), else the
   * product's `extra.redeem_quick_long` (ST-DATA-09). Only read for 'fast'.
   */
  readonly quickMinutes?: number;
}

/** Days until a standard redemption arrives, at the latest, for each period kind (ST-REDEEM-02). */
function standardDays(period: RedeemPeriodInput): { days: number; timing: StakingRedeemTiming } {
  switch (redeemPeriodKind(period)) {
    case REDEEM_PERIOD_KIND.immediately:
      return { days: 0, timing: 'exact' };
    case REDEEM_PERIOD_KIND.period:
      return { days: period.incomeDays, timing: 'about' };
    case REDEEM_PERIOD_KIND.periodMinEqualsMax:
      return { days: period.redeemMaxday, timing: 'about' };
    case REDEEM_PERIOD_KIND.periodOnlyMax:
    case REDEEM_PERIOD_KIND.periodMinDiffersFromMax:
      return { days: period.redeemMaxday, timing: 'latest' };
  }
}

/**
 * The staking redemption timeline: submitted, then arrived. A standard redemption takes its redeem
 * period (ST-REDEEM-02: immediately, `income_days` days, up to `redeem_maxday` days, or min to max days;
 * the time shown is the latest); a fast one takes its `redeem_quick_long` minutes (ST-REDEEM-07,
 * ST-DATA-09, ST-DATA-12). A fast duration of 0 or less arrives at once.
 */
export function stakingRedeemTimeline(input: StakingRedeemTimelineInput): readonly StakingRedeemStep[] {
  const submit: StakingRedeemStep = {
    id: 'redeemSubmit',
    at: input.submittedAt,
    timing: 'exact',
    period: null,
    minutes: null,
  };
  if (input.redeemType === 'fast') {
    const minutes = Math.max(0, input.quickMinutes ?? 0);
    return [
      submit,
      {
        id: 'redemptionArrival',
        at: input.submittedAt + minutes * MINUTE_MS,
        timing: minutes > 0 ? 'about' : 'exact',
        period: null,
        minutes,
      },
    ];
  }
  const { days, timing } = standardDays(input.period);
  return [
    submit,
    {
      id: 'redemptionArrival',
      at: input.submittedAt + days * DAY_MS,
      timing,
      period: redeemPeriodText(input.period),
      minutes: null,
    },
  ];
}
