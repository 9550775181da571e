/**
 * Largest-Triangle-Three-Buckets downsampling (Steinarsson, "Downsampling Time Series for Visual
 * Representation", 2013). A chart cannot show more points than it has pixels across; drawing 8760 hourly
 * points into 800 pixels costs time and shows nothing more. LTTB keeps the first and the last point and,
 * from each of `threshold - 2` equal buckets in between, the one point that spans the largest triangle
 * with the point kept before it and the average of the next bucket: peaks and troughs survive, flat
 * stretches thin out.
 *
 * Pure and index-based: the functions return indices into the caller's arrays (in order, no repeats), so
 * the caller keeps its own point objects (and their exact rate strings) and never copies them.
 */

/** At least the first and the last point: a line needs two. */
const MIN_THRESHOLD = 2;

/**
 * LTTB over the given candidate indices (sorted ascending) of `xs`/`ys`. Returns at most
 * `max(threshold, 2)` of the candidates, the first and the last always among them, in order.
 */
function lttbOver(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  candidates: readonly number[],
  threshold: number,
): number[] {
  const count = candidates.length;
  const target = Math.max(MIN_THRESHOLD, Math.floor(threshold));
  if (count <= target) return [...candidates];
  if (target === MIN_THRESHOLD) return [candidates[0]!, candidates[count - 1]!];

  const bucketSize = (count - 2) / (target - 2);
  const kept: number[] = [candidates[0]!];
  let previous = candidates[0]!;

  for (let bucket = 0; bucket < target - 2; bucket += 1) {
    // The average of the next bucket (the last point for the final bucket) is the triangle's third corner.
    const nextStart = Math.floor((bucket + 1) * bucketSize) + 1;
    const nextEnd = Math.min(Math.floor((bucket + 2) * bucketSize) + 1, count);
    let averageX = 0;
    let averageY = 0;
    for (let i = nextStart; i < nextEnd; i += 1) {
      averageX += xs[candidates[i]!]!;
      averageY += ys[candidates[i]!]!;
    }
    const nextCount = nextEnd - nextStart;
    averageX /= nextCount;
    averageY /= nextCount;

    const start = Math.floor(bucket * bucketSize) + 1;
    const end = Math.floor((bucket + 1) * bucketSize) + 1;
    const previousX = xs[previous]!;
    const previousY = ys[previous]!;
    let chosen = candidates[start]!;
    let largest = -1;
    for (let i = start; i < end; i += 1) {
      const index = candidates[i]!;
      // Twice the triangle's area; the factor does not change which is largest.
      const area = Math.abs(
        (previousX - averageX) * (ys[index]! - previousY) - (previousX - xs[index]!) * (averageY - previousY),
      );
      if (area > largest) {
        largest = area;
        chosen = index;
      }
    }
    kept.push(chosen);
    previous = chosen;
  }
  kept.push(candidates[count - 1]!);
  return kept;
}

function allIndices(length: number): number[] {
  return Array.from({ length }, (_, index) => index);
}

/**
 * The indices LTTB keeps of one series: `xs` ascending, `ys` finite, both the same length. At most
 * `max(threshold, 2)` indices, ascending, the first (0) and the last always kept; every index when the
 * series is already short enough.
 */
export function downsampleIndices(xs: ArrayLike<number>, ys: ArrayLike<number>, threshold: number): number[] {
  return lttbOver(xs, ys, allIndices(Math.min(xs.length, ys.length)), threshold);
}

/**
 * The indices to keep of several lines that share one time axis (the staking chart's base and extra
 * rate). A line may be missing at some times (`null`: no extra bonus then); the chart breaks it there, so
 * the last point before and the first point after every break are always kept, or the break would
 * move. The remaining budget is shared equally between the lines, each reduced over the times where it
 * exists. The result is ascending without repeats and holds at most `threshold` indices plus the
 * break points.
 */
export function downsampleLines(
  xs: ArrayLike<number>,
  lines: ReadonlyArray<ArrayLike<number | null>>,
  threshold: number,
): number[] {
  const length = xs.length;
  if (length <= Math.max(MIN_THRESHOLD, threshold) || lines.length === 0) return allIndices(length);
  const kept = new Set<number>();
  const breaks = new Set<number>();
  const definedPerLine = lines.map((line) => {
    const defined: number[] = [];
    for (let i = 0; i < length; i += 1) {
      const here = line[i] != null;
      if (here) defined.push(i);
      if (i > 0 && here !== (line[i - 1] != null)) {
        breaks.add(i - 1);
        breaks.add(i);
      }
    }
    return defined;
  });
  const budget = Math.max(MIN_THRESHOLD, Math.floor(threshold / lines.length));
  definedPerLine.forEach((defined, lineIndex) => {
    const ys = lines[lineIndex]! as ArrayLike<number>;
    for (const index of lttbOver(xs, ys, defined, budget)) kept.add(index);
  });
  for (const index of breaks) kept.add(index);
  kept.add(0);
  kept.add(length - 1);
  return [...kept].sort((a, b) => a - b);
}
