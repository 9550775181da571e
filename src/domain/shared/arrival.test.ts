import { describe, expect, it } from 'vitest';
import { dualEarnOrderArrival, DUAL_EARN_PENDING_STATUSES } from '../dualEarn/arrival';
import { launchpoolRedemptionArrival, LAUNCHPOOL_PENDING_STATUSES } from '../launchpool/arrival';
import { fixedOrderArrival, flexibleRedemptionArrival } from '../simpleEarn/arrival';
import { stakingRedemptionArrival } from '../staking/arrival';
import { wealthRedemptionArrival, WEALTH_PENDING_STATUSES } from '../wealth/arrival';
import { settlementHourAfter, settlementHourAtOrAfter } from './arrival';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './constants';

const T = Date.UTC(2026, 10, 26, 10, 0, 0);

describe('arrival bounds', () => {
  it('the settlement run is on the hour: at or after a due time, and strictly after a request', () => {
    expect(settlementHourAtOrAfter(T)).toBe(T);
    expect(settlementHourAtOrAfter(T + 1)).toBe(T + HOUR_MS);
    expect(settlementHourAfter(T)).toBe(T + HOUR_MS);
    expect(settlementHourAfter(T + 17 * MINUTE_MS)).toBe(T + HOUR_MS);
  });

  it('a flexible redemption arrives on the first whole hour after now', () => {
    expect(flexibleRedemptionArrival(T + 17 * MINUTE_MS)).toEqual({ expected: T + HOUR_MS, latestBy: T + HOUR_MS });
  });

  it('HD-CALC-01 SE-TIMELINE-06 a fixed order pays out 30 minutes after finish_time, holding or redeeming', () => {
    const at = T + 30 * MINUTE_MS;
    expect(fixedOrderArrival({ finishTime: T, status: 1, reinvestStatus: 0 })).toEqual({ expected: at, latestBy: at });
    expect(fixedOrderArrival({ finishTime: T, status: 2, reinvestStatus: 1 })).toEqual({ expected: at, latestBy: at });
  });

  it('SE-TIMELINE-08 a holding fixed order with auto-reinvest on has no arrival: its principal is reinvested', () => {
    expect(fixedOrderArrival({ finishTime: T, status: 1, reinvestStatus: 1 })).toBeNull();
  });

  it('a staking redemption is expected at its stamp, at the latest on the settlement hour at or after it', () => {
    const stamp = T + 3 * DAY_MS + 17 * MINUTE_MS;
    expect(stakingRedemptionArrival({ arrivesAt: stamp })).toEqual({
      expected: stamp,
      latestBy: T + 3 * DAY_MS + HOUR_MS,
    });
    expect(stakingRedemptionArrival({ arrivesAt: T })).toEqual({ expected: T, latestBy: T });
  });

  it('DE-ORDER-02 a dual-earn order settles 30 minutes after its settle time in every status that is not final', () => {
    expect(DUAL_EARN_PENDING_STATUSES).toEqual(['INIT', 'PROCESSING', 'SETTLEMENT_PROCESSING', 'CANCELING']);
    for (const status of DUAL_EARN_PENDING_STATUSES)
      expect(dualEarnOrderArrival({ status, settleAt: T })).toEqual({
        expected: T + 30 * MINUTE_MS,
        latestBy: T + 30 * MINUTE_MS,
      });
    expect(dualEarnOrderArrival({ status: 'SETTLEMENT_SUCCESS', settleAt: T })).toBeNull();
    expect(dualEarnOrderArrival({ status: 'INIT', settleAt: null })).toBeNull();
  });

  it('launchpool and wealth redemptions arrive when made: they have no pending state', () => {
    expect(LAUNCHPOOL_PENDING_STATUSES).toEqual([]);
    expect(WEALTH_PENDING_STATUSES).toEqual([]);
    expect(launchpoolRedemptionArrival(T)).toEqual({ expected: T, latestBy: T });
    expect(wealthRedemptionArrival(T)).toEqual({ expected: T, latestBy: T });
  });
});
