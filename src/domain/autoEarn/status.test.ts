import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTO_EARN_PAGE_SIZE, AUTO_EARN_STATUS_REFRESH_MS } from './constants';
import {
  autoEarnCardAction,
  autoEarnCoins,
  isActiveRecord,
  isAutoEarnOn,
  marketItemEstimatedApr,
  type AutoEarnMarketItem,
  type AutoEarnStatus,
} from './status';
import {
  applyAutoEarnToggle,
  applyAutoEarnToggleToItem,
  autoEarnToastKey,
  autoEarnToggleRequest,
  startAutoEarnToggle,
} from './toggle';
import { rate } from '../simpleEarn/rates.testing';

const status: AutoEarnStatus = { globalStatus: 0, status: { BTC: 1, ETH: 0, USDT: 1 } };
// AE-DATA-03: a market list item with every field the spec lists.
const item: AutoEarnMarketItem = {
  asset: 'ETH',
  icon: 'eth.svg',
  nextTimeRateYear: rate('0.03'),
  ladderApr: [{ left: '0', right: '10', apr: rate('0.05') }],
  autoInvestStatus: 0,
};

describe('auto-earn status', () => {
  it.each([
    ['BTC', true],
    ['ETH', false],
    ['SOL', false],
  ])('AE-DATA-01 %s is on: %s', (asset, expected) => {
    expect(isAutoEarnOn(status, asset)).toBe(expected);
  });

  it('AE-TOGGLE-01 AE-DATA-01 idle balances of the coins switched on are subscribed automatically', () => {
    expect(autoEarnCoins(status)).toEqual(['BTC', 'USDT']);
  });

  it.each([
    ['a coin on', status, 'setUp'],
    ['the global switch on', { globalStatus: 1, status: {} }, 'setUp'],
    ['nothing on', { globalStatus: 0, status: { BTC: 0 } }, 'enable'],
  ])('AE-CARD-02 AE-CARD-03 with %s the card offers %s', (_name, current, action) => {
    expect(autoEarnCardAction(current)).toBe(action);
  });

  it.each([
    [{ status: 1, userPeriod: 0, fixedPeriod: 30 }, true],
    [{ status: 0, userPeriod: 0, fixedPeriod: 30 }, false],
    [{ status: 2 }, false],
  ])('AE-DATA-02 record %j is active: %s', (record, expected) => {
    expect(isActiveRecord(record)).toBe(expected);
  });

  it('AE-DATA-03 HD-CALC-04 the est. APR column is next rate plus the best ladder APR', () => {
    expect(marketItemEstimatedApr(item)).toBe('0.08');
  });

  it('AE-MODAL-08 DEC-02 the market list shows 7 per page', () => {
    expect(AUTO_EARN_PAGE_SIZE).toBe(7);
  });

  it('AE-API-03 the global status is requested again every 120000 ms', () => {
    expect(AUTO_EARN_STATUS_REFRESH_MS).toBe(120_000);
  });
});

describe('auto-earn toggle', () => {
  it.each([
    ['AE-TOGGLE-04 one coin on', { kind: 'coin', asset: 'ETH' }, true, { assets: 'ETH', status: '1' }],
    ['AE-TOGGLE-05 one coin off', { kind: 'coin', asset: 'BTC' }, false, { assets: 'BTC', status: '0' }],
    ['AE-API-02 all coins on', { kind: 'all' }, true, { assets: 'ALL_ASSET', status: '1' }],
    ['AE-API-02 all coins off', { kind: 'all' }, false, { assets: 'ALL_ASSET', status: '0' }],
  ] as const)('%s sends %j', (_name, target, on, request) => {
    expect(autoEarnToggleRequest(target, on)).toEqual(request);
  });

  it('AE-TOGGLE-03 a logged-in toggle opens the confirm dialog first', () => {
    expect(startAutoEarnToggle(true, { kind: 'coin', asset: 'ETH' }, true)).toEqual({
      kind: 'confirm',
      request: { assets: 'ETH', status: '1' },
    });
  });

  it('AE-TOGGLE-06 a logged-out toggle asks to log in', () => {
    expect(startAutoEarnToggle(false, { kind: 'all' }, true)).toEqual({ kind: 'login' });
  });

  it('AE-TOGGLE-07 a coin toggle updates that coin locally', () => {
    expect(applyAutoEarnToggle(status, { kind: 'coin', asset: 'ETH' }, true)).toEqual({
      globalStatus: 0,
      status: { BTC: 1, ETH: 1, USDT: 1 },
    });
    expect(applyAutoEarnToggleToItem(item, { kind: 'coin', asset: 'ETH' }, true).autoInvestStatus).toBe(1);
    expect(applyAutoEarnToggleToItem(item, { kind: 'coin', asset: 'BTC' }, true)).toBe(item);
  });

  it('AE-TOGGLE-07 an all-coins toggle updates the global switch and every coin', () => {
    expect(applyAutoEarnToggle(status, { kind: 'all' }, false)).toEqual({
      globalStatus: 0,
      status: { BTC: 0, ETH: 0, USDT: 0 },
    });
    expect(applyAutoEarnToggle(status, { kind: 'all' }, true)).toEqual({
      globalStatus: 1,
      status: { BTC: 1, ETH: 1, USDT: 1 },
    });
  });

  it('AE-TOGGLE-07 property: after a toggle the target reads as toggled and other coins are untouched', () => {
    const map = fc.dictionary(fc.constantFrom('BTC', 'ETH', 'USDT', 'SOL'), fc.constantFrom(0, 1));
    fc.assert(
      fc.property(map, fc.constantFrom('BTC', 'ETH', 'USDT', 'SOL'), fc.boolean(), (coins, asset, on) => {
        const before = { globalStatus: 0, status: coins };
        const after = applyAutoEarnToggle(before, { kind: 'coin', asset }, on);
        expect(isAutoEarnOn(after, asset)).toBe(on);
        for (const other of Object.keys(coins)) if (other !== asset) expect(after.status[other]).toBe(coins[other]);
      }),
    );
  });

  it.each([
    [true, 'autoEarn.toast.enabled'],
    [false, 'autoEarn.toast.disabled'],
  ])('AE-TOGGLE-08 success with on=%s toasts %s', (on, key) => {
    expect(autoEarnToastKey(on)).toBe(key);
  });
});
