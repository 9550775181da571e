import { describe, expect, it } from 'vitest';
import { SaleStatus } from './constants';
import { isSoldOut, subscribeSaleState } from './saleStatus';

describe('subscribeSaleState', () => {
  const soldOut = subscribeSaleState(SaleStatus.soldOut);
  const open = subscribeSaleState(SaleStatus.subscribable);

  it.each([
    ['SE-STATUS-01 the amount input is disabled', 'amountInputDisabled'],
    ['SE-STATUS-02 the submit button is disabled', 'submitDisabled'],
    ['SE-STATUS-04 SE-SUB-05 the sold-out warning shows', 'showSoldOutWarning'],
    ['SE-STATUS-05 the rate is greyed', 'rateGreyed'],
  ] as const)('%s when sold out, not otherwise', (_name, field) => {
    expect(soldOut[field]).toBe(true);
    expect(open[field]).toBe(false);
  });

  it('SE-STATUS-03 the submit button reads Sold out when sold out', () => {
    expect(soldOut.submitLabelKey).toBe('simpleEarn.subscribe.soldOut');
    expect(open.submitLabelKey).toBe('simpleEarn.subscribe.submit');
  });

  it.each([
    [SaleStatus.subscribable, false],
    [SaleStatus.soldOut, true],
    [undefined, false],
    [null, false],
  ])('SE-DATA-04 sale_status %s is sold out: %s', (status, expected) => {
    expect(isSoldOut(status)).toBe(expected);
    expect(subscribeSaleState(status).isSoldOut).toBe(expected);
  });
});
