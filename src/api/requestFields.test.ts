import { describe, expect, it } from 'vitest';
import { rateFromFraction, type Rate } from '../domain/shared/rate';
import {
  autoEarnListFields,
  fixedSubscribeFields,
  flexibleRedeemFields,
  holdingsFields,
  marketListFields,
  wealthPurchaseFields,
} from './requestFields';

const rate = (fraction: string): Rate => {
  const parsed = rateFromFraction(fraction);
  if (!parsed) throw new Error(`not a rate: ${fraction}`);
  return parsed;
};

describe('request fields', () => {
  it('P-15 a fixed subscribe carries the exchange names, the rate as a fraction and the voucher as financial_rate_id', () => {
    expect(
      fixedSubscribeFields({
        productId: 101,
        amount: '150.123456',
        redeemAccountType: 1,
        reinvestStatus: 0,
        yearRate: rate('0.08'),
        voucherId: '7',
      }),
    ).toEqual({
      product_id: 101,
      redeem_account_type: 1,
      reinvest_status: 0,
      amount: '150.123456',
      year_rate: '0.08',
      financial_rate_id: 7,
    });
  });

  it.each([
    ['no voucher', null],
    ['a voucher id that is not a number', 'coupon-x'],
  ])('a fixed subscribe with %s sends no financial_rate_id', (_, voucherId) => {
    const fields = fixedSubscribeFields({
      productId: 101,
      amount: '1',
      redeemAccountType: 0,
      reinvestStatus: 1,
      yearRate: rate('0.05'),
      voucherId,
    });
    expect(fields).not.toHaveProperty('financial_rate_id');
    expect(fields).toMatchObject({ redeem_account_type: 0, reinvest_status: 1 });
  });

  it('a flexible redeem sends the holding figures as curr_amount and lend_amount', () => {
    expect(flexibleRedeemFields({ asset: 'USDT', amount: '20', currAmount: '100', lendAmount: '90' })).toEqual({
      asset: 'USDT',
      amount: '20',
      curr_amount: '100',
      lend_amount: '90',
    });
  });

  it("a wealth purchase sends the product's project type as project_type", () => {
    expect(wealthPurchaseFields({ pid: 3, amount: '500', projectType: 4 })).toEqual({
      pid: 3,
      amount: '500',
      project_type: 4,
    });
  });

  it('a holding list sends orderId as order_id, and nothing for an order it is not asked for', () => {
    expect(holdingsFields({ asset: 'BTC', orderId: 'F1002', page: 1, limit: 10 })).toEqual({
      asset: 'BTC',
      order_id: 'F1002',
      page: 1,
      limit: 10,
    });
    expect(holdingsFields({ page: 2 })).toEqual({ page: 2 });
  });

  it('the market list sends a search as search_coin and the filters that are on as 1', () => {
    expect(marketListFields({ page: 2, limit: 10, search: 'ETH', withBalance: true, withBonus: false })).toEqual({
      page: 2,
      limit: 10,
      search_coin: 'ETH',
      have_balance: 1,
    });
    expect(marketListFields({ page: 1, search: '' })).toEqual({ page: 1 });
  });

  it('AE-API-04 the auto-earn list sends the search, the APR sort and enable only as search_coin, sort_type and auto_invest', () => {
    expect(autoEarnListFields({ page: 1, search: 'BTC', sortType: 4, autoEarnOnly: true })).toEqual({
      page: 1,
      search_coin: 'BTC',
      sort_type: 4,
      auto_invest: 1,
    });
  });
});
