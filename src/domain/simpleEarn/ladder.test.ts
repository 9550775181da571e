import { describe, expect, it } from 'vitest';
import { ladderTierBounds } from './ladder';

describe('ladderTierBounds', () => {
  it.each([
    [
      'SE-DATA-07 a tier covers the part of an amount between left and right',
      { left: '0', right: '1000' },
      { from: '0', to: '1000' },
    ],
    [
      'SE-DATA-07 exact digits are kept',
      { left: '1000.5', right: '123456789012345678.12345678' },
      { from: '1000.5', to: '123456789012345678.12345678' },
    ],
    ['SE-DATA-07 a right of -1 is the open-ended top tier', { left: '5000', right: '-1' }, { from: '5000', to: null }],
    ['SE-DATA-07 an empty right is the open-ended top tier', { left: '5000', right: '' }, { from: '5000', to: null }],
    [
      'SE-DATA-07 a right of 0 above a positive left is open-ended',
      { left: '5000', right: '0' },
      { from: '5000', to: null },
    ],
    ['SE-DATA-07 a malformed right is open-ended', { left: '10', right: 'max' }, { from: '10', to: null }],
    ['SE-DATA-07 a malformed left reads 0', { left: '', right: '100' }, { from: '0', to: '100' }],
  ])('%s', (_name, tier, expected) => {
    expect(ladderTierBounds(tier)).toEqual(expected);
  });
});
