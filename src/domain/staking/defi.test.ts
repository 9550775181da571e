import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../decimal';
import {
  autoPickedRedeemProtocol,
  autoSelectProtocol,
  heldAmountOf,
  maxRewardFeeRate,
  redeemableProtocols,
} from './defi';
import { protocol, rate } from './stakingProduct.fixture';

const lido = protocol({ pid: 1, protocolName: 'Lido', rate: rate('0.031') });
const rocket = protocol({ pid: 2, protocolName: 'Rocket Pool', rate: rate('0.045') });
const frax = protocol({ pid: 3, protocolName: 'Frax', rate: rate('0.045') });

describe('autoSelectProtocol', () => {
  it.each([
    [[lido, rocket], 'Rocket Pool'],
    [[rocket, lido], 'Rocket Pool'],
    [[lido, rocket, frax], 'Rocket Pool'],
    [[lido], 'Lido'],
  ])('ST-DEFI-01 auto-select picks the highest rate (%#), first on a tie', (protocols, name) => {
    expect(autoSelectProtocol(protocols)?.protocolName).toBe(name);
  });

  it('ST-DEFI-01 nothing to pick from an empty list', () => {
    expect(autoSelectProtocol([])).toBeNull();
  });

  it('ST-DEFI-01 the picked rate is at least every other rate', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 ** 6 }), { minLength: 1, maxLength: 8 }), (units) => {
        const protocols = units.map((unit, index) => ({
          pid: index,
          rate: rate(
            toDecimal(String(unit))
              .dividedBy(10 ** 6)
              .toFixed(),
          ),
        }));
        const picked = autoSelectProtocol(protocols);
        for (const entry of protocols) expect(toDecimal(picked?.rate ?? '0').gte(toDecimal(entry.rate))).toBe(true);
      }),
    );
  });
});

describe('redeem-side protocol list', () => {
  const balances = [
    { pid: 1, protocolName: 'Lido', mortgageAmount: '0' },
    { pid: 2, protocolName: 'Rocket Pool', mortgageAmount: '1.5' },
    { pid: 3, protocolName: 'Frax', mortgageAmount: '0.00000001' },
  ];

  it('ST-DEFI-02 ST-DATA-15 only protocols with a held amount above 0 are listed', () => {
    expect(redeemableProtocols([lido, rocket, frax], balances).map((entry) => entry.pid)).toEqual([2, 3]);
    expect(heldAmountOf(2, balances)).toBe('1.5');
    expect(heldAmountOf(9, balances)).toBe('0');
  });

  it.each([
    [[{ pid: 2, protocolName: 'Rocket Pool', mortgageAmount: '4' }], 2],
    [balances, null],
    [[], null],
  ])('ST-DEFI-03 with exactly one held protocol it is picked automatically (%#)', (held, pid) => {
    expect(autoPickedRedeemProtocol([lido, rocket, frax], held)?.pid ?? null).toBe(pid);
  });

  it('ST-DEFI-02 every listed protocol holds more than 0', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 8 }), (amounts) => {
        const held = amounts.map((amount, pid) => ({ pid, protocolName: `P${pid}`, mortgageAmount: String(amount) }));
        const protocols = amounts.map((_, pid) => ({ pid }));
        const listed = redeemableProtocols(protocols, held);
        expect(listed.length).toBe(amounts.filter((amount) => amount > 0).length);
        for (const entry of listed) expect(toDecimal(heldAmountOf(entry.pid, held)).gt(0)).toBe(true);
      }),
    );
  });
});

describe('maxRewardFeeRate', () => {
  it.each([
    [['0.1', '0.25', '0.05'], '0.25'],
    [['0'], '0'],
    [[], '0'],
  ])('ST-DEFI-04 fee rates %j show %s', (fees, expected) => {
    expect(maxRewardFeeRate(fees.map((fee) => ({ feeRate: rate(fee) })))).toBe(expected);
  });
});
