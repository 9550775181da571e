import { describe, expect, it } from 'vitest';
import { poolActions } from './poolActions';

describe('poolActions: which buttons a pool card offers (stake while open except multi-mining, early redeem of a stake, claim once completed)', () => {
  it.each([
    ['inProgress', 'lock', null, { stake: true, redeem: false, claim: false }],
    ['inProgress', 'lock', '0', { stake: true, redeem: false, claim: false }],
    ['inProgress', 'lock', '0.0001', { stake: true, redeem: true, claim: false }],
    ['notStarted', 'lock', '5', { stake: true, redeem: true, claim: false }],
    ['inProgress', 'multiMining', '5', { stake: false, redeem: true, claim: false }],
    ['completed', 'lock', '5', { stake: false, redeem: false, claim: true }],
    ['completed', 'lock', '0', { stake: false, redeem: false, claim: false }],
    ['none', 'lock', '5', { stake: false, redeem: false, claim: false }],
  ] as const)('%s %s pool with stake %s offers %o', (state, type, staked, expected) => {
    expect(poolActions(state, type, staked)).toEqual(expected);
  });
});
