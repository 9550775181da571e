import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { scaledDecimalText } from '../shared/arbitraries.testing';
import { rate, rateArbitrary } from '../simpleEarn/rates.testing';
import { DAY_MS } from '../shared/constants';
import { EXTRA_INTEREST_STATUS } from './constants';
import { earliestRewardDate, firstDistribution, firstDistributionDate, stakingDailyEstimate } from './estimate';
import { isExtraInterestActive } from './extraInterest';
import { exceedsDecimals, isUnlimited, limitValue } from './limits';
import { receivedOnRedeem, receivedOnStake } from './product';
import { isStakingRedeemConfirmEnabled, validateStakingRedeemAmount } from './redeemAmount';
import { redeemSuccessView } from './redeemPeriod';
import { isStakeConfirmEnabled, maxStakeAmount, remainingStakeQuota, validateStakeAmount } from './stakeAmount';
import { sortTrendPoints } from './trend';
import type { StakingTrendPoint } from './user.types';
import { vipDiscountFor } from './vip';
import { autoPickedRedeemProtocol, heldAmountOf } from './defi';

const small = scaledDecimalText(8, 10n ** 11n);
const typed = fc.oneof(
  { weight: 6, arbitrary: scaledDecimalText(10, 10n ** 12n) },
  fc.constantFrom('', ' ', '0', '-1', 'x', '.'),
);
const limit = fc.oneof(fc.constant('-1'), small);
const time = fc.integer({ min: 0, max: 4_102_444_800_000 });

describe('stake amount properties', () => {
  it('ST-AMT-01 ST-AMT-02 ST-AMT-03 ST-AMT-04 ST-LIMIT-01 ST-LIMIT-02 ST-LIMIT-03 a stake fails with the first failing check: decimals, minimum, balance, then the limit that applies', () => {
    fc.assert(
      fc.property(
        typed,
        small,
        small,
        limit,
        limit,
        small,
        fc.boolean(),
        (amount, min, available, personal, crowd, held, isCrowd) => {
          const terms = { minMortgageAmount: min, personalMortgageLimit: personal, crowdMortgageLimit: crowd };
          const result = validateStakeAmount({ amount, coin: 'ETH', available, terms, holdAmount: held, isCrowd });
          const text = amount.trim();
          let expected: string | null = null;
          if (/^\d+(\.\d+)?$/.test(text) && new Decimal(text).gt(0)) {
            const value = new Decimal(text);
            const applying = isCrowd ? crowd : personal;
            if (value.decimalPlaces() > 8) expected = 'staking.amount.precision';
            else if (value.lt(min)) expected = 'staking.stake.minLimit';
            else if (value.gt(available)) expected = 'staking.stake.insufficientBalance';
            else if (applying !== '-1' && value.plus(held).gt(applying))
              expected = isCrowd ? 'staking.stake.crowdLimit' : 'staking.stake.personalLimit';
          }
          expect(result.ok ? null : result.error.key).toBe(expected);
          if (result.ok && result.value.hasAmount) expect(new Decimal(result.value.amount).eq(text)).toBe(true);
        },
      ),
    );
  });

  it('ST-LIMIT-01 ST-AMT-03 what Max fills never fails the balance or limit check, and is never negative', () => {
    fc.assert(
      fc.property(small, small, limit, limit, small, fc.boolean(), (min, available, personal, crowd, held, isCrowd) => {
        const terms = { minMortgageAmount: min, personalMortgageLimit: personal, crowdMortgageLimit: crowd };
        const fill = maxStakeAmount(available, remainingStakeQuota(terms, held, isCrowd));
        expect(new Decimal(fill).gte(0)).toBe(true);
        const result = validateStakeAmount({ amount: fill, coin: 'ETH', available, terms, holdAmount: held, isCrowd });
        if (!result.ok) expect(result.error.key).toBe('staking.stake.minLimit');
      }),
    );
  });

  it('ST-AMT-06 ST-AMT-07 ST-AMT-08 ST-AMT-09 Stake confirm is enabled exactly for an amount above 0 that validates, with the agreement ticked', () => {
    fc.assert(
      fc.property(typed, small, small, fc.boolean(), (amount, min, available, agreed) => {
        const result = validateStakeAmount({
          amount,
          coin: 'ETH',
          available,
          terms: { minMortgageAmount: min, personalMortgageLimit: '-1', crowdMortgageLimit: '-1' },
          holdAmount: '0',
          isCrowd: false,
        });
        const enabled = isStakeConfirmEnabled(result, agreed);
        expect(enabled).toBe(result.ok && result.value.hasAmount && agreed);
        if (enabled) expect(new Decimal(amount.trim()).gt(0)).toBe(true);
      }),
    );
  });

  it('ST-LIMIT-03 ST-EXTRA-02 a limit is unlimited exactly when it is -1, however written', () => {
    fc.assert(
      fc.property(fc.oneof(small, fc.constantFrom('-1', '-1.0', ' -1 ', '-1.00000000', '-2', '-0.1')), (text) => {
        const unlimited = new Decimal(text.trim()).eq(-1);
        expect(isUnlimited(text)).toBe(unlimited);
        expect(limitValue(text) === null).toBe(unlimited);
        if (!unlimited) expect(limitValue(text)!.eq(text.trim())).toBe(true);
      }),
    );
  });

  it('ST-AMT-04 only significant decimals count: trailing zeros never make an amount too precise', () => {
    fc.assert(
      fc.property(
        scaledDecimalText(12, 10n ** 14n),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 12 }),
        (amount, zeros, decimals) => {
          const padded = amount.includes('.') ? amount + '0'.repeat(zeros) : amount;
          expect(exceedsDecimals(padded, decimals)).toBe(new Decimal(amount).decimalPlaces() > decimals);
        },
      ),
    );
  });
});

describe('staking redeem amount properties', () => {
  it('ST-REDEEM-05 ST-REDEEM-06 ST-AMT-04 a redeem fails with the first failing check: decimals, min_redeem_amount, then the redeemable amount', () => {
    fc.assert(
      fc.property(typed, small, small, (amount, redeemable, minimum) => {
        const result = validateStakingRedeemAmount({ amount, coin: 'ETH', redeemable, minRedeemAmount: minimum });
        const text = amount.trim();
        let expected: string | null = null;
        if (/^\d+(\.\d+)?$/.test(text) && new Decimal(text).gt(0)) {
          const value = new Decimal(text);
          if (value.decimalPlaces() > 8) expected = 'staking.amount.precision';
          else if (value.lt(minimum)) expected = 'staking.redeem.minLimit';
          else if (value.gt(redeemable)) expected = 'staking.redeem.insufficientBalance';
        }
        expect(result.ok ? null : result.error.key).toBe(expected);
        expect(isStakingRedeemConfirmEnabled(result)).toBe(result.ok && result.value.hasAmount);
      }),
    );
  });
});

describe('exchange properties', () => {
  const exchangeRate = scaledDecimalText(8, 10n ** 9n);

  it('ST-DATA-11 staking then redeeming at rates whose product is at most 1 never gives back more than was staked', () => {
    fc.assert(
      fc.property(
        small,
        exchangeRate,
        fc.constantFrom('default' as const, 'asset' as const),
        (amount, exchange, exchangeType) => {
          fc.pre(new Decimal(exchange).gt(0));
          const reverse = new Decimal(1).dividedBy(exchange).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed();
          const minted = receivedOnStake(amount, { exchangeType, exchangeRate: exchange });
          const back = receivedOnRedeem(minted, { exchangeType, exchangeRateReverse: reverse });
          expect(new Decimal(back).lte(amount)).toBe(true);
          if (exchangeType === 'default') expect(back).toBe(new Decimal(amount).toFixed());
        },
      ),
    );
  });

  it('ST-DATA-11 what a redemption pays is amount × exchange_rate_reverse floored to 8 decimals, exactly', () => {
    fc.assert(
      fc.property(scaledDecimalText(10, 10n ** 14n), exchangeRate, (amount, reverse) => {
        const paid = receivedOnRedeem(amount, { exchangeType: 'asset', exchangeRateReverse: reverse });
        expect(paid).toBe(new Decimal(amount).times(reverse).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed());
      }),
    );
  });
});

describe('estimate and reward date properties', () => {
  it('ST-CALC-01 the daily estimate never decreases with the amount or the rate and is never negative', () => {
    fc.assert(
      fc.property(small, small, rateArbitrary(), rateArbitrary(), fc.boolean(), (a, b, rateA, rateB, negative) => {
        const [less, more] = new Decimal(a).lte(b) ? [a, b] : [b, a];
        const [low, high] = new Decimal(rateA).lte(rateB) ? [rateA, rateB] : [rateB, rateA];
        const base = new Decimal(stakingDailyEstimate(less, low));
        expect(base.lte(stakingDailyEstimate(more, low)) && base.lte(stakingDailyEstimate(less, high))).toBe(true);
        expect(new Decimal(stakingDailyEstimate(negative ? `-${a}` : a, rateA)).gte(0)).toBe(true);
      }),
    );
  });

  it('ST-CALC-02 ST-CALC-03 ST-CALC-04 the first distribution is the UTC midnight after now + reward_delay_days, or when redeemed for -1 or 0', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: -1, max: 400 }), (now, delay) => {
        const row = firstDistribution(now, delay);
        expect(row.whenRedeemed).toBe(delay <= 0);
        expect(earliestRewardDate(now, delay)).toBe(delay <= 0 ? null : now + delay * DAY_MS);
        if (row.whenRedeemed) return;
        const earliest = now + delay * DAY_MS;
        expect(row.time % DAY_MS).toBe(0);
        expect(row.time).toBeGreaterThan(earliest);
        expect(row.time - earliest).toBeLessThanOrEqual(DAY_MS);
        expect(firstDistributionDate(now, delay)).toBe(row.time);
      }),
    );
  });

  it('ST-CALC-03 a longer delay never brings the first distribution earlier', () => {
    fc.assert(
      fc.property(time, fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 400 }), (now, delay, extra) => {
        expect(firstDistributionDate(now, delay)!).toBeLessThanOrEqual(firstDistributionDate(now, delay + extra)!);
      }),
    );
  });

  it('ST-REDEEM-03 ST-REDEEM-04 ST-DATA-17 a payout time shows only while in process, from a positive redeem_stamp', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 30 }),
        fc.option(fc.record({ redeemStamp: fc.integer({ min: -1, max: 4_102_444_800_000 }) }), { nil: null }),
        (incomeDays, receipt) => {
          const view = redeemSuccessView(incomeDays, receipt);
          expect(view.title.key).toBe(incomeDays <= 0 ? 'staking.redeem.success' : 'staking.redeem.inProcess');
          const expected = incomeDays > 0 && receipt !== null && receipt.redeemStamp > 0 ? receipt.redeemStamp : null;
          expect(view.payoutTime).toBe(expected);
        },
      ),
    );
  });

  it('ST-EXTRA-03 ST-EXTRA-04 the extra bonus is active only while processing and before its end time', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 1, 2), time, fc.oneof(fc.constant(0), time), (status, now, endTime) => {
        const extra = {
          status: status as 0 | 1 | 2,
          maxInterest: '-1',
          rewardCoin: 'ETH',
          startTime: 0,
          endTime,
          interest: [],
        };
        const active = isExtraInterestActive(extra, now);
        expect(active).toBe(status === EXTRA_INTEREST_STATUS.processing && (endTime <= 0 || now < endTime));
        expect(isExtraInterestActive(null, now)).toBe(false);
      }),
    );
  });
});

describe('VIP discount and trend properties', () => {
  const vipConfig = fc
    .record({
      minTier: fc.integer({ min: 0, max: 10 }),
      span: fc.integer({ min: 0, max: 5 }),
      vipSale: fc.constantFrom('0', '0.1', '0.2', '0.5'),
    })
    .map(({ minTier, span, vipSale }) => ({ minTier, maxTier: minTier + span, vipSale }));

  it('ST-VIP-01 the discount found covers the tier and is the first that does; none is found only when no range covers it', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 16 }), { nil: null }),
        fc.option(fc.array(vipConfig, { maxLength: 5 }), { nil: null }),
        (tier, configs) => {
          const found = vipDiscountFor(tier, configs);
          const covering =
            tier === null || configs === null
              ? []
              : configs.filter((config) => config.minTier <= tier && tier <= config.maxTier);
          expect(found).toBe(covering[0] ?? null);
        },
      ),
    );
  });

  it('ST-DATA-19 trend points sort oldest first, keeping every point', () => {
    const point = fc.record({ time, rate: rateArbitrary() }).map(({ time: at, rate: value }): StakingTrendPoint => ({
      time: at,
      rate: value,
      baseRate: value,
      extraRate: rate('0'),
      extraCoin: '',
      coins: [],
      rewardCoin: 'ETH',
      exchangeRateReverse: '1',
    }));
    fc.assert(
      fc.property(fc.array(point, { maxLength: 30 }), (points) => {
        const sorted = sortTrendPoints(points);
        expect(sorted).toHaveLength(points.length);
        sorted.slice(1).forEach((later, i) => expect(later.time).toBeGreaterThanOrEqual(sorted[i]!.time));
        points.forEach((original) => expect(sorted).toContain(original));
      }),
    );
  });
});

describe('DeFi redeem protocol properties', () => {
  it('ST-DEFI-03 a protocol is picked without asking exactly when it is the only one with a held amount', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { maxLength: 6 }),
        fc.uniqueArray(
          fc.record({ pid: fc.integer({ min: 1, max: 20 }), mortgageAmount: fc.oneof(fc.constant('0'), small) }),
          { maxLength: 8, selector: (row) => row.pid },
        ),
        (pids, rows) => {
          const protocols = pids.map((pid) => ({ pid }));
          const balances = rows.map((row) => ({ ...row, protocolName: `p${row.pid}` }));
          const held = (pid: number) => new Decimal(rows.find((row) => row.pid === pid)?.mortgageAmount ?? '0');
          const holding = protocols.filter((protocol) => held(protocol.pid).gt(0));
          protocols.forEach((protocol) =>
            expect(new Decimal(heldAmountOf(protocol.pid, balances)).eq(held(protocol.pid))).toBe(true),
          );
          expect(autoPickedRedeemProtocol(protocols, balances)).toBe(holding.length === 1 ? holding[0] : null);
        },
      ),
    );
  });
});
