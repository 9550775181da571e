import { describe, expect, test } from 'vitest';
import { placeTooltip } from './placeTooltip';

const viewport = { width: 375, height: 800 };
const size = { width: 200, height: 40 };

describe('placeTooltip', () => {
  test('sits above the trigger, centred, when there is room', () => {
    expect(placeTooltip({ top: 300, left: 100, width: 50, height: 20 }, size, viewport, 'top', 4, 16)).toEqual({
      side: 'top',
      top: 256,
      left: 25,
    });
  });

  test('flips below when the top lacks room and the bottom has it', () => {
    expect(placeTooltip({ top: 30, left: 100, width: 50, height: 20 }, size, viewport, 'top', 4, 16)).toEqual({
      side: 'bottom',
      top: 54,
      left: 25,
    });
  });

  test('keeps its preferred side when neither side has room', () => {
    expect(
      placeTooltip({ top: 30, left: 100, width: 50, height: 20 }, size, { width: 375, height: 100 }, 'top', 4, 16).side,
    ).toBe('top');
  });

  test('prefers below when asked, and flips above near the bottom edge', () => {
    expect(placeTooltip({ top: 300, left: 100, width: 50, height: 20 }, size, viewport, 'bottom', 4, 16).side).toBe(
      'bottom',
    );
    expect(placeTooltip({ top: 760, left: 100, width: 50, height: 20 }, size, viewport, 'bottom', 4, 16).side).toBe(
      'top',
    );
  });

  test('moves along to stay inside the viewport padding at either edge', () => {
    expect(placeTooltip({ top: 300, left: 0, width: 20, height: 20 }, size, viewport, 'top', 4, 16).left).toBe(16);
    expect(placeTooltip({ top: 300, left: 360, width: 15, height: 20 }, size, viewport, 'top', 4, 16).left).toBe(
      375 - 16 - 200,
    );
  });
});
