import { describe, expect, it } from 'vitest';
import { WEALTH_ACTIONS, WEALTH_CHART_RANGES, WEALTH_LINE_TYPES, WEALTH_PROJECT_TYPE } from './constants';
import {
  isWealthProjectType,
  sortWealthChartPoints,
  wealthChartDirection,
  wealthChartRange,
  wealthProjectTypeLabel,
} from './detail';

describe('wealth products', () => {
  it('VW-PROD-03 VW-PROD-01 project types are private wealth 4 and asset management 5', () => {
    expect(WEALTH_PROJECT_TYPE).toEqual({ privateWealth: 4, assetManagement: 5 });
  });

  it.each([
    [4, true],
    [5, true],
    [1, false],
    [6, false],
  ])('VW-PROD-01 project type %i is a wealth product: %s', (value, expected) => {
    expect(isWealthProjectType(value)).toBe(expected);
  });

  it.each([
    [4, 'wealth.projectType.privateWealth'],
    [5, 'wealth.projectType.assetManagement'],
  ] as const)('VW-PROD-01 project type %i is labelled %s', (projectType, key) => {
    expect(wealthProjectTypeLabel(projectType)).toBe(key);
  });

  it('VW-PROD-02 a wealth product supports subscribe, redeem and a detail view with trend charts', () => {
    expect([...WEALTH_ACTIONS]).toEqual(['subscribe', 'redeem', 'detail']);
    expect([...WEALTH_LINE_TYPES]).toEqual(['balance', 'rate']);
  });
});

describe('wealth charts', () => {
  it('VW-DETAIL-02 chart ranges are 30, 180, 365 and 730 days', () => {
    expect([...WEALTH_CHART_RANGES]).toEqual([30, 180, 365, 730]);
  });

  it.each([
    [180, 180],
    [730, 730],
    [90, 30],
    [undefined, 30],
  ])('VW-DETAIL-02 requested %s shows %i days', (requested, range) => {
    expect(wealthChartRange(requested)).toBe(range);
  });

  it.each([
    ['0.05', 'up'],
    ['-0.01', 'down'],
    ['0', 'flat'],
  ])('VW-DATA-02 a change of %s reads %s', (change, direction) => {
    expect(wealthChartDirection({ change })).toBe(direction);
  });

  it('VW-DATA-02 chart points are drawn oldest first', () => {
    const lines = [
      { timestamp: 3, value: '1.2', diff: '0.1' },
      { timestamp: 1, value: '1.0', diff: '0' },
      { timestamp: 2, value: '1.1', diff: '0.1' },
    ];
    expect(sortWealthChartPoints({ lines, change: '0.2' }).map((point) => point.timestamp)).toEqual([1, 2, 3]);
  });
});
