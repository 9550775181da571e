import { describe, expect, it } from 'vitest';
import { holdingDetailPath, holdingDetailView } from './holdingDetail';

describe('holding detail route', () => {
  it.each([
    ['fixed', 'fixed'],
    ['flexible', 'flexible'],
    ['FIXED', 'flexible'],
    ['', 'flexible'],
    [null, 'flexible'],
    [undefined, 'flexible'],
  ])('HD-ROUTE-01 HD-ROUTE-02 HD-ROUTE-03 DEC-10 orderType %s shows the %s panel', (orderType, view) => {
    expect(holdingDetailView(orderType)).toBe(view);
  });

  it('SE-ROUTE-07 DEC-10 a flexible holding links to /simple-earn/my-lendings/{id}?orderType=flexible&asset=…', () => {
    expect(holdingDetailPath({ id: 12, orderType: 'flexible', asset: 'USDT', orderId: 'ignored' })).toBe(
      '/simple-earn/my-lendings/12?orderType=flexible&asset=USDT',
    );
  });

  it('SE-ROUTE-08 a fixed holding also carries order_id', () => {
    expect(holdingDetailPath({ id: 12, orderType: 'fixed', asset: 'BTC', orderId: 'F 1' })).toBe(
      '/simple-earn/my-lendings/12?orderType=fixed&asset=BTC&order_id=F%201',
    );
  });
});
