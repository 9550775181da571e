import { describe, expect, it } from 'vitest';
import { ar } from '../../i18n/catalogue/ar';
import { en } from '../../i18n/catalogue/en';
import { AutoEarnMessageKey } from '../autoEarn/messageKeys';
import { HistoryMessageKey } from './historyMessageKeys';
import {
  FixedOrderMessageKey,
  MinimumAprMessageKey,
  RedeemMessageKey,
  ReinvestMessageKey,
  SubscribeMessageKey,
  UpgradeWayMessageKey,
  VipMessageKey,
} from './messageKeys';
import { TimelineMessageKey } from './timelineMessageKeys';

const catalogueKeys = (catalogue: Record<string, string>) => new Set(Object.keys(catalogue));
const domainKeys = [
  SubscribeMessageKey,
  VipMessageKey,
  RedeemMessageKey,
  MinimumAprMessageKey,
  FixedOrderMessageKey,
  ReinvestMessageKey,
  TimelineMessageKey,
  HistoryMessageKey,
  UpgradeWayMessageKey,
  AutoEarnMessageKey,
].flatMap((group): string[] => Object.values(group));

describe('Simple Earn message keys', () => {
  it.each(domainKeys)('SH-LOCALE-01 %s has English and Arabic text', (key) => {
    expect(catalogueKeys(en).has(key)).toBe(true);
    expect(catalogueKeys(ar).has(key)).toBe(true);
    expect((ar as Record<string, string>)[key]).not.toBe('');
  });

  it.each([
    ['SE-AMT-01', SubscribeMessageKey.minPurchaseAmount, 'finances.simpleEarn.minPurchaseAmount'],
    ['SE-SPECIAL-02', SubscribeMessageKey.ineligible, 'simple.event.ineligible'],
    ['SE-SUB-15', SubscribeMessageKey.fundingLocked, 'lend_earn.notsubscribe.toast'],
    ['SE-REDEEM-11', RedeemMessageKey.fundingLocked, 'lend_earn.notredeem.toast'],
    ['SE-REDEEM-15', RedeemMessageKey.minLimit, 'redeem.number.minLimit'],
  ])('%s keeps the spec key %s', (_id, key, expected) => {
    expect(key).toBe(expected);
  });
});
