import { describe, expect, it } from 'vitest';
import { ar as arabic } from '../../i18n/catalogue/ar';
import { en as english } from '../../i18n/catalogue/en';
import type { StakingErrorKey, StakingTextKey } from './messages';

// Every key the staking domain can return, spelt out so a key missing from the catalogue fails here.
const errorKeys: Record<StakingErrorKey, true> = {
  'staking.amount.precision': true,
  'staking.stake.minLimit': true,
  'staking.stake.insufficientBalance': true,
  'staking.stake.personalLimit': true,
  'staking.stake.crowdLimit': true,
  'staking.redeem.minLimit': true,
  'staking.redeem.insufficientBalance': true,
};
const textKeys: Record<StakingTextKey, true> = {
  'staking.redeem.instant': true,
  'staking.redeem.maxDays': true,
  'staking.redeem.period.immediately': true,
  'staking.redeem.period.period': true,
  'staking.redeem.period.onlyMax': true,
  'staking.redeem.period.minEqualsMax': true,
  'staking.redeem.period.minDiffersFromMax': true,
  'staking.redeem.success': true,
  'staking.redeem.inProcess': true,
  'staking.reward.whenRedeemed': true,
  'staking.success.viewHoldings': true,
  'staking.success.continueStake': true,
  'staking.success.goToWeb3Tasks': true,
  'staking.success.mintMore': true,
  'staking.tag.new': true,
  'staking.tag.hot': true,
  'staking.tag.event': true,
};

describe('staking message keys', () => {
  it.each([...Object.keys(errorKeys), ...Object.keys(textKeys)])(
    'ST-AMT-02 ST-REDEEM-05 %s exists in English and Arabic',
    (key) => {
      expect(english).toHaveProperty([key]);
      expect(arabic).toHaveProperty([key]);
    },
  );

  it.each([
    ['staking.redeem.success', 'Redeem success'],
    ['staking.redeem.inProcess', 'In process'],
    ['staking.reward.whenRedeemed', 'When redeemed'],
    ['staking.success.mintMore', 'Mint more'],
  ] as const)('ST-REDEEM-03 ST-REDEEM-04 ST-CALC-04 ST-MODAL-05 %s reads %s', (key, text) => {
    expect(english[key]).toBe(text);
  });
});
