import { describe, expect, it } from 'vitest';
import type { AutoEarnMarketItem } from '../../domain/autoEarn/status';
import type { Rate } from '../../domain/shared/rate';
import type { FixedProduct } from '../../domain/simpleEarn/models';
import {
  aprRangeOf,
  arrangeRows,
  fixedProductsByAsset,
  fixedRows,
  fixedTermDays,
  flexibleOfferOf,
  marketRows,
  matchesSearch,
  productTermsOf,
  type ProductRow,
} from './productRows';

const rate = (text: string) => text as Rate;
function fixed(id: number, asset: string | undefined, lockUpPeriod: number, type: 1 | 2 | 3 = 1): FixedProduct {
  return {
    id,
    ...(asset ? { asset } : {}),
    type,
    minVip: 0,
    maxVip: 0,
    yearRate: rate('0.03'),
    lockUpPeriod,
    saleStatus: 1,
    minLendAmount: '0.1',
    userMaxLendVolume: '100',
    ladderApr: [],
    reinvest: 1,
    redeemAccount: 1,
    preRedeem: 1,
    title: `${asset} ${lockUpPeriod}`,
  };
}
const market = (
  asset: string,
  next: string,
  ladder: AutoEarnMarketItem['ladderApr'] = undefined,
): AutoEarnMarketItem => ({
  asset,
  nextTimeRateYear: rate(next),
  ...(ladder ? { ladderApr: ladder } : {}),
  autoInvestStatus: 0,
});

describe('product rows', () => {
  it("SE-ROUTE-01 a coin's flexible APR with a ladder reads 'up to' the rate plus the best tier; without one, no 'up to'", () => {
    const withLadder = flexibleOfferOf(
      market('BTC', '0.0125', [
        { left: '0', right: '1', apr: rate('0.02') },
        { left: '1', right: '5', apr: rate('0.01') },
      ]),
    );
    expect(withLadder.rate).toBe('0.0125');
    expect(String(withLadder.upToRate)).toBe('0.0325');
    expect(flexibleOfferOf(market('ETH', '0.02')).upToRate).toBeNull();
  });

  it('SE-PROD-03 fixed products group by coin, shortest term first, then normal, special, VIP; a product without an asset is left out', () => {
    const groups = fixedProductsByAsset([
      fixed(1, 'BTC', 90),
      fixed(2, 'btc', 30, 2),
      fixed(3, 'BTC', 30),
      fixed(4, 'ETH', 14, 3),
      fixed(5, undefined, 7),
      fixed(3, 'BTC', 30),
    ]);
    expect([...groups.keys()]).toEqual(['BTC', 'ETH']);
    expect(groups.get('BTC')?.map((product) => product.id)).toEqual([3, 2, 1]);
  });

  it('SE-ROUTE-01 under All a market coin carries its fixed terms; under Flexible it carries none', () => {
    const groups = fixedProductsByAsset([fixed(1, 'BTC', 30)]);
    const items = [market('BTC', '0.01'), market('SOL', '0.04')];
    expect(marketRows(items, groups, 'all').map((row) => [row.asset, row.fixed.length])).toEqual([
      ['BTC', 1],
      ['SOL', 0],
    ]);
    expect(marketRows(items, groups, 'flexible').every((row) => row.fixed.length === 0 && row.flexible !== null)).toBe(
      true,
    );
  });

  it('SE-ROUTE-01 under Fixed the rows are the coins with fixed products matching the search, in ticker order, without a flexible offer', () => {
    const groups = fixedProductsByAsset([fixed(1, 'USDT', 7), fixed(2, 'BTC', 30), fixed(3, 'USDC', 14)]);
    expect(fixedRows(groups, '').map((row) => row.asset)).toEqual(['BTC', 'USDC', 'USDT']);
    expect(fixedRows(groups, ' usd').map((row) => row.asset)).toEqual(['USDC', 'USDT']);
    expect(fixedRows(groups, '').every((row) => row.flexible === null)).toBe(true);
    expect(matchesSearch('USDT', 'sdt')).toBe(true);
    expect(matchesSearch('USDT', 'btc')).toBe(false);
  });

  describe('terms, APR range, sort and term filter', () => {
    const withRate = (product: FixedProduct, yearRate: string, saleStatus: 1 | 2 = 1): FixedProduct => ({
      ...product,
      yearRate: rate(yearRate),
      saleStatus,
    });
    const btc: ProductRow = {
      asset: 'BTC',
      flexible: flexibleOfferOf(market('BTC', '0.012')),
      fixed: [withRate(fixed(1, 'BTC', 30), '0.02'), withRate(fixed(2, 'BTC', 90), '0.5', 2)],
    };
    const usdt: ProductRow = {
      asset: 'USDT',
      flexible: flexibleOfferOf(market('USDT', '0.045', [{ left: '0', right: '500', apr: rate('0.05') }])),
      fixed: [withRate(fixed(3, 'USDT', 7), '0.1')],
    };
    const eth: ProductRow = { asset: 'ETH', flexible: flexibleOfferOf(market('ETH', '0.09')), fixed: [] };

    it('SE-ROUTE-01 a coin has a chip per term, Flexible first, then its fixed terms shortest first', () => {
      expect(productTermsOf(btc).map((term) => term.key)).toEqual(['flexible', '1', '2']);
      expect(productTermsOf({ ...btc, flexible: null }).map((term) => term.key)).toEqual(['1', '2']);
    });

    it("the APR range spans the terms that can be had, the flexible 'Up to' rate included, compared as decimals", () => {
      // 0.5 is sold out; 0.1 (10 %) is above 0.095 (9.5 %) though shorter as text.
      expect(aprRangeOf(btc)).toEqual({ min: '0.012', max: '0.02' });
      expect(aprRangeOf(usdt)).toEqual({ min: '0.095', max: '0.1' });
      const allSoldOut: ProductRow = { asset: 'X', flexible: null, fixed: [withRate(fixed(9, 'X', 7), '0.3', 2)] };
      expect(aprRangeOf(allSoldOut)).toEqual({ min: '0.3', max: '0.3' });
      expect(aprRangeOf({ asset: 'Y', flexible: null, fixed: [] })).toBeNull();
    });

    it('sorting by APR orders the coins by the top of their range (high) or its bottom (low); default keeps the order', () => {
      const rows = [btc, usdt, eth];
      expect(arrangeRows(rows, 'default', null).map((row) => row.asset)).toEqual(['BTC', 'USDT', 'ETH']);
      expect(arrangeRows(rows, 'aprHigh', null).map((row) => row.asset)).toEqual(['USDT', 'ETH', 'BTC']);
      expect(arrangeRows(rows, 'aprLow', null).map((row) => row.asset)).toEqual(['BTC', 'ETH', 'USDT']);
    });

    it('the term filter keeps the coins with a fixed term of that many days, and offers every term on the list', () => {
      expect(arrangeRows([btc, usdt, eth], 'default', 90).map((row) => row.asset)).toEqual(['BTC']);
      expect(arrangeRows([btc, usdt, eth], 'aprHigh', 7).map((row) => row.asset)).toEqual(['USDT']);
      const byAsset = fixedProductsByAsset([...btc.fixed, ...usdt.fixed, fixed(4, 'ETH', 30)]);
      expect(fixedTermDays(byAsset)).toEqual([7, 30, 90]);
    });
  });
});
