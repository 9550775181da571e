import { describe, expect, it } from 'vitest';
import { SaleStatus } from './constants';
import { isSoldOut } from './saleStatus';

describe('isSoldOut', () => {
  it.each([
    [SaleStatus.subscribable, false],
    [SaleStatus.soldOut, true],
    [undefined, false],
    [null, false],
  ])('SE-DATA-04 sale_status %s is sold out: %s', (status, expected) => {
    expect(isSoldOut(status)).toBe(expected);
  });
});
