import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import { smallAmountText } from '../shared/arbitraries.testing';
import { createProjectInfo, createRewardPool, createSimpleEarnOption } from './factories';
import {
  isNewUserPool,
  rewardPoolTags,
  selectStakeTab,
  shouldAutoFillMaximum,
  showsStartTimeNotice,
  stakeSuccessDetails,
  stakeTabPools,
  transactionLimitAlert,
} from './stakeModal';

describe('stake modal', () => {
  it('LP-STAKE-02 LP-STAKE-01 multi-mining pools get no tab; every other pool does, in order', () => {
    const pools = [
      createRewardPool({ rid: 1, rewardPoolType: 'lock' }),
      createRewardPool({ rid: 2, rewardPoolType: 'multiMining' }),
      createRewardPool({ rid: 3, rewardPoolType: 'lock' }),
    ];
    expect(stakeTabPools(pools).map((pool) => pool.rid)).toEqual([1, 3]);
  });

  it.each([
    [0, null, []],
    [1, null, ['newcomer']],
    [0, { level: 1 }, ['vip']],
    [2, {}, ['newcomer', 'vip']],
  ])(
    'LP-STAKE-08 LP-STAKE-09 LP-DATA-09 limit_rule %i and vip_config %j give the tags %j',
    (limitRule, vipConfig, tags) => {
      const pool = createRewardPool({ limitRule, vipConfig });
      expect(rewardPoolTags(pool)).toEqual(tags);
      expect(isNewUserPool(pool)).toBe(limitRule > 0);
    },
  );

  it.each([
    [2_000, 1_000, 'global', true],
    [1_000, 1_000, 'global', false],
    [500, 1_000, 'global', false],
    [2_000, 1_000, 'us', false],
  ] as const)(
    'LP-STAKE-10 LP-STAKE-11 a project starting at %i, now %i, on the %s site shows the notice: %s',
    (startTime, now, site, expected) => {
      expect(showsStartTimeNotice(createProjectInfo({ startTime }), now, site)).toBe(expected);
    },
  );

  it('LP-STAKE-12 LP-STAKE-13 choosing a tab clears the amount and recomputes the destination', () => {
    const fixedPool = createRewardPool({ rid: 7, simpleEarn: createSimpleEarnOption({ userPeriod: 30 }) });
    const spotPool = createRewardPool({ rid: 8 });
    expect(selectStakeTab(fixedPool)).toEqual({ rid: 7, amount: '', destination: 'fixed' });
    expect(selectStakeTab(spotPool)).toEqual({ rid: 8, amount: '', destination: 'spot' });
  });

  it.each([
    [false, '10', '1', '5', true],
    [true, '10', '1', '5', false],
    [false, '1', '1', '5', false],
    [false, '0.5', '1', '5', false],
    [false, '10', '1', '0', false],
  ])(
    'LP-STAKE-20 already filled %s, available %s, minimum %s, quota %s: fill now %s',
    (alreadyAutoFilled, available, minimum, remainingQuota, expected) => {
      expect(shouldAutoFillMaximum({ alreadyAutoFilled, available, minimum, remainingQuota })).toBe(expected);
    },
  );

  it('LP-STAKE-20 property: the modal auto-fills at most once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(smallAmountText(), smallAmountText(), smallAmountText()), { maxLength: 10 }),
        (renders) => {
          let alreadyAutoFilled = false;
          let fills = 0;
          for (const [available, minimum, remainingQuota] of renders) {
            if (shouldAutoFillMaximum({ alreadyAutoFilled, available, minimum, remainingQuota })) {
              fills += 1;
              alreadyAutoFilled = true;
              expect(toDecimal(available).gt(toDecimal(minimum))).toBe(true);
              expect(toDecimal(remainingQuota).gt(0)).toBe(true);
            }
          }
          expect(fills).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it.each([
    [[], '0', false],
    [[{ transactionAmount: '10000', mortgageLimit: '5' }], '9999.99', true],
    [[{ transactionAmount: '10000', mortgageLimit: '5' }], '10000', false],
    [
      [
        { transactionAmount: '100', mortgageLimit: null },
        { transactionAmount: '50', mortgageLimit: null },
      ],
      '60',
      true,
    ],
  ])(
    'LP-STAKE-17 LP-DATA-07 transaction_config %j with volume %s raises the alert: %s',
    (transactionConfig, userTransactionAmount, expected) => {
      expect(transactionLimitAlert(createRewardPool({ transactionConfig, userTransactionAmount }))).toBe(expected);
    },
  );

  it('LP-STAKE-16 LP-STAKE-17 the success modal gets the coin, the candy-drop flag and the alert flag', () => {
    const pool = createRewardPool({
      coin: 'BTC',
      transactionConfig: [{ transactionAmount: '10', mortgageLimit: '1' }],
      userTransactionAmount: '0',
    });
    expect(stakeSuccessDetails(pool, true)).toEqual({ coin: 'BTC', candyDropMore: true, transactionLimitAlert: true });
  });
});
