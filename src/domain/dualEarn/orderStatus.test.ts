import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wealth as arabic } from '../../i18n/catalogue/ar/wealth';
import { wealth as english } from '../../i18n/catalogue/en/wealth';
import {
  DUAL_EARN_ORDER_STATUSES,
  dualEarnOrderStatusOf,
  dualEarnStatusGroup,
  dualEarnStatusLabel,
  isDualEarnOrderFinal,
} from './orderStatus';

describe('dual-earn order statuses', () => {
  it('DE-ORDER-02 the statuses are the ten the spec lists', () => {
    expect([...DUAL_EARN_ORDER_STATUSES]).toEqual([
      'INIT',
      'PROCESSING',
      'SETTLEMENT_SUCCESS',
      'SETTLEMENT_PROCESSING',
      'SETTLEMENT_FAILED',
      'CANCELING',
      'CANCELED',
      'EXPIRED',
      'FAILED',
      'INTERNAL_ERROR',
    ]);
  });

  it.each(DUAL_EARN_ORDER_STATUSES)('DE-ORDER-02 %s has a label in English and Arabic', (status) => {
    const key = dualEarnStatusLabel(status);
    expect(key).toBe(`dualEarn.status.${status}`);
    expect(english[key]).toBeTruthy();
    expect(arabic[key]).toBeTruthy();
  });

  it.each([
    ['PROCESSING', 'PROCESSING'],
    [' canceled ', 'CANCELED'],
    ['SETTLED', null],
    ['', null],
  ])('DE-ORDER-01 DE-ORDER-02 the order status %j reads as %s', (value, status) => {
    expect(dualEarnOrderStatusOf(value)).toBe(status);
  });

  it.each([
    ['INIT', false],
    ['PROCESSING', false],
    ['SETTLEMENT_PROCESSING', false],
    ['CANCELING', false],
    ['SETTLEMENT_SUCCESS', true],
    ['CANCELED', true],
    ['EXPIRED', true],
    ['INTERNAL_ERROR', true],
  ] as const)('DE-ORDER-01 an order in %s is final: %s', (status, expected) => {
    expect(isDualEarnOrderFinal(status)).toBe(expected);
  });

  it('DE-ORDER-02 only the listed statuses are recognised', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const status = dualEarnOrderStatusOf(value);
        if (status !== null) expect(DUAL_EARN_ORDER_STATUSES).toContain(status);
      }),
    );
  });

  it.each([
    ['SETTLEMENT_SUCCESS', 'settled'],
    ['INIT', 'inProgress'],
    ['PROCESSING', 'inProgress'],
    ['SETTLEMENT_PROCESSING', 'inProgress'],
    ['CANCELING', 'cancelled'],
    ['CANCELED', 'cancelled'],
    ['EXPIRED', 'cancelled'],
    ['SETTLEMENT_FAILED', 'failed'],
    ['FAILED', 'failed'],
    ['INTERNAL_ERROR', 'failed'],
  ] as const)('DEC-30 DE-ORDER-02 %s reads as %s', (status, group) => {
    expect(dualEarnStatusGroup(status)).toBe(group);
  });

  it('DEC-30 only an order still in progress can change', () => {
    for (const status of DUAL_EARN_ORDER_STATUSES)
      if (dualEarnStatusGroup(status) !== 'inProgress' && status !== 'CANCELING')
        expect(isDualEarnOrderFinal(status)).toBe(true);
  });
});
