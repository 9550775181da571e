import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { downsampleIndices, downsampleLines } from './downsample';

/** A series as the charts get it: strictly increasing times, finite values. */
const series = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 3_600_000 }), fc.double({ min: -1e3, max: 1e3, noNaN: true })), {
    minLength: 0,
    maxLength: 400,
  })
  .map((steps) => {
    let at = 1_700_000_000_000;
    return steps.map(([gap, value]) => ({ at: (at += gap), value }));
  });
const threshold = fc.integer({ min: 2, max: 500 });
const x = (point: { at: number }) => point.at;
const y = (point: { value: number }) => point.value;
/** The points of one series that downsampleIndices keeps. */
function downsample<T extends { at: number; value: number }>(points: readonly T[], limit: number): T[] {
  return downsampleIndices(points.map(x), points.map(y), limit).map((index) => points[index]!);
}

describe('downsample (largest-triangle-three-buckets)', () => {
  it.each([
    { name: 'a short series stays whole', values: [1, 2, 3], threshold: 5, kept: [0, 1, 2] },
    { name: 'as many points as the threshold stay whole', values: [1, 2, 3, 4], threshold: 4, kept: [0, 1, 2, 3] },
    { name: 'a threshold of 2 keeps the ends', values: [1, 9, 1, 9, 1], threshold: 2, kept: [0, 4] },
    { name: 'a threshold below 2 still keeps the ends', values: [1, 9, 1, 9, 1], threshold: 0, kept: [0, 4] },
    { name: 'one bucket keeps the spike', values: [0, 0, 10, 0, 0], threshold: 3, kept: [0, 2, 4] },
    { name: 'the trough survives beside a flat run', values: [5, 5, 5, 5, -20, 5, 5], threshold: 3, kept: [0, 4, 6] },
    {
      name: 'a flat series keeps the first point of each bucket',
      values: [1, 1, 1, 1, 1, 1, 1, 1],
      threshold: 4,
      kept: [0, 1, 4, 7],
    },
    { name: 'an empty series stays empty', values: [], threshold: 3, kept: [] },
  ])('$name', ({ values, threshold: limit, kept }) => {
    const xs = values.map((_, index) => index * 10);
    expect(downsampleIndices(xs, values, limit)).toEqual(kept);
  });

  it('keeps the first and the last point', () => {
    fc.assert(
      fc.property(series, threshold, (points, limit) => {
        const result = downsample(points, limit);
        if (points.length === 0) {
          expect(result).toEqual([]);
          return;
        }
        expect(result[0]).toBe(points[0]);
        expect(result[result.length - 1]).toBe(points[points.length - 1]);
      }),
    );
  });

  it('returns at most threshold points, and every point when the series fits', () => {
    fc.assert(
      fc.property(series, threshold, (points, limit) => {
        const result = downsample(points, limit);
        expect(result.length).toBe(Math.min(points.length, limit));
      }),
    );
  });

  it('returns a subsequence of the input, in order, without repeats', () => {
    fc.assert(
      fc.property(series, threshold, (points, limit) => {
        const indices = downsampleIndices(points.map(x), points.map(y), limit);
        indices.forEach((index, i) => {
          expect(Number.isInteger(index) && index >= 0 && index < points.length).toBe(true);
          if (i > 0) expect(index).toBeGreaterThan(indices[i - 1]!);
        });
      }),
    );
  });

  it('is idempotent: reducing a reduced series again changes nothing', () => {
    fc.assert(
      fc.property(series, threshold, (points, limit) => {
        const once = downsample(points, limit);
        expect(downsample(once, limit)).toEqual(once);
      }),
    );
  });

  it('keeps the global maximum when it is a lone spike', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 2000 }),
        fc.integer({ min: 3, max: 40 }),
        fc.nat(),
        (length, limit, seed) => {
          const spike = 1 + (seed % (length - 2));
          const values = Array.from({ length }, (_, index) => (index === spike ? 100 : 1));
          const kept = downsampleIndices(
            values.map((_, index) => index),
            values,
            limit,
          );
          expect(kept).toContain(spike);
        },
      ),
    );
  });
});

describe('downsampleLines (base and extra lines on one time axis)', () => {
  it('keeps the points on either side of every break of a line', () => {
    const xs = Array.from({ length: 100 }, (_, index) => index);
    const base = xs.map((index) => 4 + Math.sin(index / 5));
    const extra = xs.map((index) => (index >= 30 && index < 60 ? 1 : null));
    const kept = downsampleLines(xs, [base, extra], 10);
    expect(kept).toEqual(expect.arrayContaining([0, 29, 30, 59, 60, 99]));
  });

  it('stays within the threshold plus the break points, ascending and without repeats', () => {
    const line = fc.array(fc.option(fc.double({ min: 0, max: 50, noNaN: true }), { nil: null }), {
      minLength: 0,
      maxLength: 300,
    });
    fc.assert(
      fc.property(line, threshold, (extra, limit) => {
        const xs = extra.map((_, index) => index * 3_600_000);
        const base = extra.map((_, index) => (index % 7) / 3);
        const kept = downsampleLines(xs, [base, extra], limit);
        let breaks = 0;
        for (let i = 1; i < extra.length; i += 1) if ((extra[i] == null) !== (extra[i - 1] == null)) breaks += 2;
        if (extra.length <= limit) expect(kept).toEqual(xs.map((_, index) => index));
        else expect(kept.length).toBeLessThanOrEqual(limit + breaks);
        kept.forEach((index, i) => {
          if (i > 0) expect(index).toBeGreaterThan(kept[i - 1]!);
        });
        if (extra.length > 0) expect([kept[0], kept[kept.length - 1]]).toEqual([0, extra.length - 1]);
      }),
    );
  });
});
