import { describe, expect, it } from 'vitest';
import { visibleFundsSourceOptions } from '../shared/fundsSource';
import { createUserProjectStatistics } from './factories';
import type { ComplianceCheck, HodlerConfig } from './models';
import { isNotificationOn } from './notifications';
import { isNewCoinTradingOpen, lastHourRewardFor, referralCode, stakedAmountFor } from './userData';

// valid_amount is the stake and amount the rewards paid so far (P-38): each item has both, different.
const statistics = [
  createUserProjectStatistics({ rid: 1, validAmount: '12.5', amount: '960', lastHourRewardAmount: '0.001' }),
  createUserProjectStatistics({ rid: 2, validAmount: '3', amount: '0.25' }),
];

describe('launchpool user data', () => {
  it.each([
    [1, '12.5', '0.001'],
    [2, '3', '0'],
    [9, '0', '0'],
  ])('LP-DATA-12 P-38 pool %i: staked (valid_amount) %s, last-hour reward %s', (rid, staked, lastHour) => {
    expect(stakedAmountFor(statistics, rid)).toBe(staked);
    expect(lastHourRewardFor(statistics, rid)).toBe(lastHour);
  });

  it.each([
    [1, true],
    ['1', true],
    [0, false],
    ['0', false],
  ])('LP-DATA-16 hodler_notify %j means on: %s', (code, expected) => {
    const config: HodlerConfig = { hodlerNotify: isNotificationOn(code) };
    expect(config.hodlerNotify).toBe(expected);
  });

  it('LP-DATA-17 the compliance check has business and menu lists; the menu drives the funds-source chooser', () => {
    const check: ComplianceCheck = { business: ['launchpool'], menu: ['express'] };
    expect(visibleFundsSourceOptions({ complianceMenu: check.menu, site: 'global', isMobile: false })).not.toContain(
      'expressBuy',
    );
  });

  it.each([
    [{ encryptedUid: 'abc', kolCode: 'KOL1' }, 'KOL1'],
    [{ encryptedUid: 'abc', kolCode: ' ' }, 'abc'],
    [{ encryptedUid: '', kolCode: '' }, ''],
    [null, ''],
  ])('LP-DATA-18 referral info %j shares the code %j', (info, expected) => {
    expect(referralCode(info)).toBe(expected);
  });

  it.each([
    [null, true],
    [{ newCoinStart: null }, true],
    [{ newCoinStart: 1_000 }, true],
    [{ newCoinStart: 2_000 }, true],
    [{ newCoinStart: 2_001 }, false],
  ])('LP-DATA-19 with the call setting %j at now 2000, trading is open: %s', (setting, expected) => {
    expect(isNewCoinTradingOpen(setting, 2_000)).toBe(expected);
  });
});
