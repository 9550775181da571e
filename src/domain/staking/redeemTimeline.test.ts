import { describe, expect, it } from 'vitest';
import { stakingRedeemTimeline } from './redeemTimeline';

const submittedAt = Date.parse('2024-03-10T15:42:00.000Z');
const day = 86_400_000;

describe('stakingRedeemTimeline', () => {
  it.each([
    [
      'ST-REDEEM-02 income_days 0: the standard redemption arrives at once',
      { incomeDays: 0, redeemMinday: 1, redeemMaxday: 3 },
      { at: submittedAt, timing: 'exact', period: { key: 'staking.redeem.period.immediately' } },
    ],
    [
      'ST-REDEEM-02 no min or max day: it arrives after income_days days',
      { incomeDays: 2, redeemMinday: 0, redeemMaxday: 0 },
      {
        at: submittedAt + 2 * day,
        timing: 'about',
        period: { key: 'staking.redeem.period.period', params: { days: 2 } },
      },
    ],
    [
      'ST-REDEEM-02 only a max day: it arrives at the latest after the max days',
      { incomeDays: 1, redeemMinday: 0, redeemMaxday: 5 },
      {
        at: submittedAt + 5 * day,
        timing: 'latest',
        period: { key: 'staking.redeem.period.onlyMax', params: { max: 5 } },
      },
    ],
    [
      'ST-REDEEM-02 min equal to max: it arrives after that many days',
      { incomeDays: 1, redeemMinday: 3, redeemMaxday: 3 },
      {
        at: submittedAt + 3 * day,
        timing: 'about',
        period: { key: 'staking.redeem.period.minEqualsMax', params: { days: 3 } },
      },
    ],
    [
      'ST-REDEEM-02 min differs from max: it arrives at the latest after the max days',
      { incomeDays: 1, redeemMinday: 1, redeemMaxday: 3 },
      {
        at: submittedAt + 3 * day,
        timing: 'latest',
        period: { key: 'staking.redeem.period.minDiffersFromMax', params: { min: 1, max: 3 } },
      },
    ],
  ])('%s', (_name, period, expected) => {
    const steps = stakingRedeemTimeline({ submittedAt, redeemType: 'standard', period, quickMinutes: 30 });
    expect(steps.map((step) => step.id)).toEqual(['redeemSubmit', 'redemptionArrival']);
    expect(steps[0]).toMatchObject({ at: submittedAt, timing: 'exact' });
    expect(steps[1]).toEqual({ id: 'redemptionArrival', minutes: null, ...expected });
  });

  it('ST-REDEEM-01 ST-DATA-12 a fast redemption arrives after redeem_quick_long minutes, whatever the period', () => {
    const steps = stakingRedeemTimeline({
      submittedAt,
      redeemType: 'fast',
      period: { incomeDays: 3, redeemMinday: 1, redeemMaxday: 3 },
      quickMinutes: 30,
    });
    expect(steps[1]).toEqual({
      id: 'redemptionArrival',
      at: submittedAt + 30 * 60_000,
      timing: 'about',
      period: null,
      minutes: 30,
    });
  });

  it('ST-DATA-09 a fast redemption without a duration arrives at once', () => {
    const steps = stakingRedeemTimeline({
      submittedAt,
      redeemType: 'fast',
      period: { incomeDays: 3, redeemMinday: 1, redeemMaxday: 3 },
    });
    expect(steps[1]).toMatchObject({ at: submittedAt, timing: 'exact', minutes: 0 });
  });
});
