import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wealth as arabic } from '../../i18n/catalogue/ar/wealth';
import { wealth as english } from '../../i18n/catalogue/en/wealth';
import { toDecimal } from '../decimal';
import { fail, ok } from '../result';
import { WEALTH_PROJECT_TYPE } from './constants';
import { isWealthSubscribeEnabled, validateWealthSubscribeAmount, wealthPurchaseRequest } from './subscribe';

const product = { coin: 'USDT', minAmount: '1000' };
const check = (amount: string, available = '5000') => validateWealthSubscribeAmount({ amount, available, product });

describe('validateWealthSubscribeAmount', () => {
  it.each(['', '0', '-5', 'abc'])('VW-SUB-06 %j shows no error and cannot be subscribed', (amount) => {
    expect(check(amount)).toEqual(ok({ hasAmount: false, amount: '' }));
    expect(isWealthSubscribeEnabled(check(amount), true)).toBe(false);
  });

  it.each([
    ['5000.00000001', fail('wealth.subscribe.inadequateBalance', { available: '5000', coin: 'USDT' })],
    ['5000', ok({ hasAmount: true, amount: '5000' })],
  ])('VW-SUB-04 %s against 5000 available', (amount, expected) => {
    expect(check(amount)).toEqual(expected);
  });

  it.each([
    ['999.99999999', fail('wealth.subscribe.lessThanMinimum', { min: '1000', coin: 'USDT' })],
    ['1000', ok({ hasAmount: true, amount: '1000' })],
  ])('VW-SUB-05 %s against a minimum of 1000', (amount, expected) => {
    expect(check(amount)).toEqual(expected);
  });

  it('VW-SUB-04 VW-SUB-05 above available is reported before below minimum, as the spec lists them', () => {
    expect(check('500', '100')).toEqual(fail('wealth.subscribe.inadequateBalance', { available: '100', coin: 'USDT' }));
  });

  it.each([
    ['1000.12345678', ok({ hasAmount: true, amount: '1000.12345678' })],
    ['1000.123456789', fail('wealth.subscribe.precision', { decimals: 8 })],
  ])('VW-SUB-07 %s: subscribe amounts allow 8 decimals', (amount, expected) => {
    expect(check(amount)).toEqual(expected);
  });

  it('VW-SUB-04 VW-SUB-05 a valid subscription lies between the minimum and the available balance', () => {
    const amount = fc.integer({ min: 0, max: 10 ** 14 }).map((units) =>
      toDecimal(String(units))
        .dividedBy(10 ** 8)
        .toFixed(),
    );
    fc.assert(
      fc.property(amount, amount, amount, (typed, available, minAmount) => {
        const result = validateWealthSubscribeAmount({
          amount: typed,
          available,
          product: { coin: 'USDT', minAmount },
        });
        if (!result.ok || !result.value.hasAmount) return;
        expect(toDecimal(result.value.amount).lte(toDecimal(available))).toBe(true);
        expect(toDecimal(result.value.amount).gte(toDecimal(minAmount))).toBe(true);
      }),
    );
  });
});

describe('isWealthSubscribeEnabled', () => {
  it.each([
    [true, true],
    [false, false],
  ])('VW-SUB-06 with the disclaimer ticked %s, subscribe is enabled %s', (disclaimerAccepted, expected) => {
    expect(isWealthSubscribeEnabled(check('2000'), disclaimerAccepted)).toBe(expected);
  });

  it('VW-SUB-06 an invalid amount stays disabled even with the disclaimer ticked', () => {
    expect(isWealthSubscribeEnabled(check('1'), true)).toBe(false);
  });
});

describe('wealthPurchaseRequest', () => {
  it.each([
    [WEALTH_PROJECT_TYPE.privateWealth, 4],
    [WEALTH_PROJECT_TYPE.assetManagement, 5],
  ] as const)('DEC-23 VW-PROD-03 a product of project type %i sends project_type %i', (projectType, sent) => {
    expect(wealthPurchaseRequest({ pid: 9, projectType }, '1500.5')).toEqual({
      pid: 9,
      amount: '1500.5',
      projectType: sent,
    });
  });
});

describe('wealth message keys', () => {
  it.each([
    'wealth.subscribe.precision',
    'wealth.subscribe.inadequateBalance',
    'wealth.subscribe.lessThanMinimum',
    'wealth.redeem.precision',
    'wealth.redeem.lessRedeemableUnits',
  ] as const)('VW-SUB-04 VW-SUB-05 VW-REDEEM-02 %s exists in English and Arabic', (key) => {
    expect(english[key]).toBeTruthy();
    expect(arabic[key]).toBeTruthy();
  });

  it('VW-SUB-04 VW-SUB-05 VW-REDEEM-02 the English texts use the spec wording', () => {
    expect(english['wealth.subscribe.inadequateBalance']).toMatch(/^Inadequate balance/);
    expect(english['wealth.subscribe.lessThanMinimum']).toMatch(/^Less than minimum amount/);
    expect(english['wealth.redeem.lessRedeemableUnits']).toMatch(/^Less redeemable units/);
  });
});
