import { describe, expect, it } from 'vitest';
import { ZERO_RATE } from '../shared/rate';
import { redemptionPeriod, redemptionReceived, stakingPositionApr, stakingRewardTotals } from './holdings';
import { extraInterest, protocol, rate, stakingProduct } from './stakingProduct.fixture';
import type { StakingPendingRedemption } from './user.types';

const record = (rewardCoin: string, amount: string) => ({
  id: 1,
  coin: 'SOL',
  rewardCoin,
  amount,
  rate: ZERO_RATE,
  time: 0,
});
const redemption = (over: Partial<StakingPendingRedemption>): StakingPendingRedemption => ({
  id: 1,
  coin: 'ETH',
  redeemCoin: 'ETH',
  pid: 0,
  amount: '1',
  fee: '0.001',
  redeemType: 'standard',
  submittedAt: 0,
  arrivesAt: 3 * 86_400_000,
  ...over,
});

describe('staking holdings figures', () => {
  it('adds the rewards up exactly per reward coin, in order of first appearance', () => {
    expect(
      stakingRewardTotals([
        record('SOL', '0.1'),
        record('JTO', '0.012'),
        record('SOL', '0.2'),
        record('SOL', '0.00000001'),
      ]),
    ).toEqual([
      { coin: 'SOL', amount: '0.30000001' },
      { coin: 'JTO', amount: '0.012' },
    ]);
    expect(stakingRewardTotals([])).toEqual([]);
  });

  it('a redemption pays its amount less the fee, never below 0', () => {
    expect(redemptionReceived(redemption({}))).toBe('0.999');
    expect(redemptionReceived(redemption({ amount: '0.001', fee: '0.002' }))).toBe('0');
  });

  it('the timeline is read back from the redemption: whole days for standard, minutes for fast', () => {
    expect(redemptionPeriod(redemption({}))).toEqual({ variant: 'stakingStandard', days: 3 });
    expect(redemptionPeriod(redemption({ redeemType: 'fast', arrivesAt: 30 * 60_000 }))).toEqual({
      variant: 'stakingFast',
      quickMinutes: 30,
    });
    expect(redemptionPeriod(redemption({ arrivesAt: -5 }))).toEqual({ variant: 'stakingStandard', days: 0 });
  });
});

describe("a staking position's APR (issue 17, P-47: the detail page's figure)", () => {
  const during = 1_500_000;
  const after = 2_500_000;
  it.each([
    ['a plain position earns the product rate', stakingProduct(), 0, during, { rate: '0.05', defi: false }],
    [
      'with a running extra bonus, the rate plus the bonus (ST-PROD-03)',
      stakingProduct({ extraInterest: extraInterest() }),
      -1,
      during,
      { rate: '0.15', defi: false },
    ],
    [
      'once the bonus has ended, the rate alone',
      stakingProduct({ extraInterest: extraInterest() }),
      0,
      after,
      { rate: '0.05', defi: false },
    ],
    [
      "a DeFi position earns its protocol's rate, before the protocol's fee",
      stakingProduct({ isDefi: true, defi: [protocol({ pid: 11 }), protocol({ pid: 12, rate: rate('0.07') })] }),
      12,
      during,
      { rate: '0.07', defi: true },
    ],
    ['a protocol the product no longer offers has no rate', stakingProduct(), 99, during, null],
  ])('%s', (_name, product, pid, now, expected) => {
    expect(stakingPositionApr(product, pid, now)).toEqual(expected);
  });
});
