import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../decimal';
import { amountText, scaledDecimalText, smallAmountText } from '../shared/arbitraries.testing';
import { eligibilityLadder, eligibilityTiers, eligibilityTip, transactionWindowDays } from './eligibility';
import { isQuotaUsedUp, remainingQuota } from './quota';
import { isRedeemConfirmDisabled, minimumRedeemAmount, validateRedeemAmount } from './redeemValidation';
import { isEmptyAmount, isStakeConfirmDisabled, stakeConfirmLabelKey, validateStakeAmount } from './stakeValidation';
import { isNewCoinTradingOpen } from './userData';
import { REDEMPTION_DESTINATIONS, simpleEarnPeriodFor } from './destination';
import { createRewardPool, createSimpleEarnOption } from './factories';
import { transactionLimitAlert } from './stakeModal';

const tier = fc.record({
  transactionAmount: amountText(2),
  mortgageLimit: fc.option(smallAmountText(4), { nil: null }),
});
const typedAmount = fc.oneof(
  { weight: 5, arbitrary: smallAmountText() },
  fc.constantFrom('', ' ', '.', '0', '0.', 'abc'),
);
const personalMax = fc.oneof(fc.constant('-1'), smallAmountText());

describe('eligibility properties', () => {
  it('LP-ELIG-04 trading the volume the tip shows is always enough to reach the next tier, and never more than a cent too much', () => {
    fc.assert(
      fc.property(fc.array(tier, { minLength: 1, maxLength: 6 }), amountText(4), (config, volume) => {
        const ladder = eligibilityLadder({ transactionConfig: config, userTransactionAmount: volume });
        const tip = eligibilityTip(ladder, 'BTC');
        expect(tip === null).toBe(ladder.nextTier === null);
        if (tip === null || ladder.nextTier === null) return;
        const shown = String(tip.params?.amount);
        expect(shown).toMatch(/^\d+\.\d{2}$/);
        expect(new Decimal(shown).gte(ladder.amountToNextTier!)).toBe(true);
        expect(new Decimal(shown).minus(ladder.amountToNextTier!).lt('0.01')).toBe(true);
        const after = eligibilityLadder({
          transactionConfig: config,
          userTransactionAmount: new Decimal(volume).plus(shown),
        });
        expect(new Decimal(after.currentTier!.transactionAmount).gte(ladder.nextTier.transactionAmount)).toBe(true);
        expect(tip.params).toMatchObject({
          tier: ladder.nextTier.label,
          cap: ladder.nextTier.mortgageLimit ?? '--',
          coin: 'BTC',
          days: ladder.transactionDays,
        });
      }),
    );
  });

  it('LP-ELIG-02 LP-ELIG-03 tiers are T1..Tn in the server order, and more volume never lowers the current tier', () => {
    fc.assert(
      fc.property(fc.array(tier, { maxLength: 6 }), amountText(2), amountText(2), (config, a, b) => {
        expect(eligibilityTiers(config).map((row) => row.label)).toEqual(
          config.map((_entry, index) => `T${index + 1}`),
        );
        const [less, more] = new Decimal(a).lte(b) ? [a, b] : [b, a];
        const reached = (volume: string) =>
          eligibilityLadder({ transactionConfig: config, userTransactionAmount: volume }).currentTier
            ?.transactionAmount ?? '-1';
        expect(new Decimal(reached(less)).lte(reached(more))).toBe(true);
      }),
    );
  });

  it('SH-CONST-11 DEC-19 the volume window is a whole number of days, at least 1: transaction_days when it is, else 60', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -5, max: 400 }),
          fc.double({ min: -5, max: 400 }),
          fc.constantFrom(null, undefined, Number.NaN, Infinity),
        ),
        (days) => {
          const window = transactionWindowDays(days);
          expect(Number.isInteger(window) && window >= 1).toBe(true);
          if (typeof days === 'number' && Number.isInteger(days) && days >= 1) expect(window).toBe(days);
        },
      ),
    );
  });
});

describe('stake validation properties', () => {
  it('LP-AMT-08 LP-AMT-09 LP-AMT-10 DEC-15 a stake fails with the first failing check in order: min, then max, then inadequate balance', () => {
    fc.assert(
      fc.property(
        smallAmountText(),
        smallAmountText(),
        personalMax,
        smallAmountText(),
        smallAmountText(),
        (amount, min, max, staked, available) => {
          const result = validateStakeAmount({
            amount,
            pool: { coin: 'BTC', personalMinAmount: min, personalMaxAmount: max },
            stakedAmount: staked,
            available,
          });
          const value = new Decimal(amount);
          let expected: string | null = null;
          if (value.lt(min)) expected = 'launchpool.stake.min';
          else if (max !== '-1' && value.plus(staked).gt(max)) expected = 'launchpool.stake.max';
          else if (value.gt(available)) expected = 'launchpool.stake.inadequateBalance';
          expect(result.ok ? null : result.error.key).toBe(expected);
          if (result.ok) expect(new Decimal(result.value).eq(value)).toBe(true);
          if (expected === 'launchpool.stake.max' && !result.ok)
            expect(result.error.params).toEqual({ amount: new Decimal(max).toFixed(), coin: 'BTC' });
        },
      ),
    );
  });

  it('LP-STAKE-21 LP-STAKE-22 LP-STAKE-23 Confirm is enabled only for an amount above 0 that validates while quota is left, and reads used up exactly when none is', () => {
    fc.assert(
      fc.property(
        typedAmount,
        smallAmountText(),
        personalMax,
        smallAmountText(),
        smallAmountText(),
        smallAmountText(),
        smallAmountText(),
        (amount, min, max, staked, available, buyTotal, leftBuyTotal) => {
          const validation = validateStakeAmount({
            amount,
            pool: { coin: 'BTC', personalMinAmount: min, personalMaxAmount: max },
            stakedAmount: staked,
            available,
          });
          const quota = remainingQuota(
            { buyTotalAmount: buyTotal, leftBuyTotalAmount: leftBuyTotal, personalMaxAmount: max },
            staked,
          );
          const disabled = isStakeConfirmDisabled({ amount, validation, remainingQuota: quota });
          const enabled = !isEmptyAmount(amount) && new Decimal(amount.trim()).gt(0) && validation.ok && quota.gt(0);
          expect(disabled).toBe(!enabled);
          expect(stakeConfirmLabelKey(quota) === 'launchpool.stake.usedUp').toBe(isQuotaUsedUp(quota));
          expect(isQuotaUsedUp(quota)).toBe(quota.isZero());
        },
      ),
    );
  });
});

describe('redeem validation properties', () => {
  it('LP-REDEEM-08 LP-REDEEM-09 DEC-01 over the redeemable amount fails current-max first; otherwise under 0.1^decimal_place fails min', () => {
    fc.assert(
      fc.property(
        scaledDecimalText(10, 10n ** 12n),
        smallAmountText(),
        fc.integer({ min: 0, max: 8 }),
        (amount, redeemable, decimalPlace) => {
          const result = validateRedeemAmount({ amount, redeemable, coin: 'ETH', decimalPlace });
          const cap = new Decimal(redeemable).toDecimalPlaces(decimalPlace, Decimal.ROUND_DOWN);
          const minimum = new Decimal(10).pow(-decimalPlace);
          const value = new Decimal(amount);
          if (value.gt(cap))
            expect(result).toEqual({
              ok: false,
              error: { key: 'launchpool.redeem.currentMax', params: { amount: cap.toFixed(), coin: 'ETH' } },
            });
          else if (value.lt(minimum))
            expect(result).toEqual({
              ok: false,
              error: { key: 'launchpool.redeem.min', params: { amount: minimum.toFixed(), coin: 'ETH' } },
            });
          else expect(result).toEqual({ ok: true, value: value.toFixed() });
          expect(minimumRedeemAmount(decimalPlace).eq(minimum)).toBe(true);
        },
      ),
    );
  });

  it('LP-REDEEM-10 LP-REDEEM-11 Confirm is disabled exactly for an empty or invalid amount', () => {
    fc.assert(
      fc.property(
        typedAmount,
        smallAmountText(),
        fc.integer({ min: 0, max: 8 }),
        (amount, redeemable, decimalPlace) => {
          const validation = validateRedeemAmount({ amount, redeemable, coin: 'ETH', decimalPlace });
          expect(isRedeemConfirmDisabled(amount, validation)).toBe(isEmptyAmount(amount) || !validation.ok);
          if (!isRedeemConfirmDisabled(amount, validation))
            expect(new Decimal(amount.trim()).gte(minimumRedeemAmount(decimalPlace))).toBe(true);
        },
      ),
    );
  });
});

describe('new coin trading properties', () => {
  it('LP-DATA-19 once the new coin trades it keeps trading: opening never goes back as time moves on', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 4_102_444_800_000 }), { nil: null }),
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.integer({ min: 0, max: 10 ** 10 }),
        (start, now, later) => {
          const setting = { newCoinStart: start };
          if (isNewCoinTradingOpen(setting, now)) expect(isNewCoinTradingOpen(setting, now + later)).toBe(true);
          expect(isNewCoinTradingOpen(setting, now)).toBe(start === null || start <= now);
        },
      ),
    );
  });
});

describe('stake order properties', () => {
  it('LP-API-11 simpleEarnPeriod is sent only for the fixed destination: the user period when above 0, else the pool fixed period', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REDEMPTION_DESTINATIONS),
        fc.integer({ min: -1, max: 365 }),
        fc.integer({ min: 0, max: 365 }),
        fc.boolean(),
        (destination, userPeriod, fixedPeriod, hasSimpleEarn) => {
          const pool = { simpleEarn: hasSimpleEarn ? createSimpleEarnOption({ userPeriod, fixedPeriod }) : null };
          const period = simpleEarnPeriodFor(pool, destination);
          if (destination !== 'fixed' || !hasSimpleEarn) expect(period).toBeUndefined();
          else expect(period).toBe(userPeriod > 0 ? userPeriod : fixedPeriod);
        },
      ),
    );
  });

  it('LP-STAKE-17 the transaction-limit alert depends on the first transaction_config entry alone', () => {
    fc.assert(
      fc.property(
        fc.array(tier, { maxLength: 5 }),
        fc.array(tier, { maxLength: 5 }),
        amountText(2),
        (config, others, volume) => {
          const alert = transactionLimitAlert(
            createRewardPool({ transactionConfig: config, userTransactionAmount: volume }),
          );
          expect(alert).toBe(config.length > 0 && new Decimal(volume).lt(config[0]!.transactionAmount));
          const reshuffled = config.length > 0 ? [config[0]!, ...others] : [];
          expect(
            transactionLimitAlert(createRewardPool({ transactionConfig: reshuffled, userTransactionAmount: volume })),
          ).toBe(alert);
        },
      ),
    );
  });
});
