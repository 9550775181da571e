import { render } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { AprChartPoint } from '../../domain/chart/aprSeries';
import { rateFromFraction, type Rate } from '../../domain/shared/rate';
import type { UpColor } from '../../context/types';
import { EarnProvider } from '../EarnProvider';
import { AprChart, WEALTH_APR_CHART_RANGES, type AprChartTrend } from './index';

const DAY = 24 * 3_600_000;

/** Thirty days of a gentle wave: the same line for a rise and a fall, so only the trend differs. */
const points: AprChartPoint[] = Array.from({ length: 30 }, (_, day) => ({
  at: Date.UTC(2026, 0, 1) + day * DAY,
  rate: rateFromFraction((0.05 + 0.004 * Math.sin(day / 4)).toFixed(6)) as Rate,
}));

function Chart({ trend, upColor }: { trend: AprChartTrend; upColor?: UpColor }) {
  return (
    <EarnProvider timeZone="UTC" upColor={upColor}>
      <div style={{ inlineSize: 480, padding: 16 }}>
        <AprChart {...WEALTH_APR_CHART_RANGES} points={points} trend={trend} animate={false} />
      </div>
    </EarnProvider>
  );
}

async function drawn() {
  await expect.poll(() => document.querySelectorAll('.recharts-line-curve[d]').length, { timeout: 15_000 }).toBe(1);
}

/**
 * Colour-vision deficiencies as matrices on linear RGB: Machado, Oliveira and Fernandes (2009) at full
 * severity for the three dichromacies, and luminance alone (achromatopsia, or a greyscale print).
 */
const simulations: Record<string, readonly number[]> = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
  achromatopsia: [0.2126, 0.7152, 0.0722, 0.2126, 0.7152, 0.0722, 0.2126, 0.7152, 0.0722],
};

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** The plot as a person with that vision sees it: one simulated linear-RGB triple per pixel. */
async function seenAs(matrix: readonly number[]): Promise<{ width: number; pixels: Float32Array }> {
  const plot = document.querySelector('[data-slot="apr-chart"] [role="img"][aria-label]')!;
  const base64 = await page.screenshot({ element: plot, save: false });
  const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  const pixels = new Float32Array((data.length / 4) * 3);
  for (let i = 0, p = 0; i < data.length; i += 4, p += 3) {
    const [r, g, b] = [linear(data[i]!), linear(data[i + 1]!), linear(data[i + 2]!)];
    pixels[p] = matrix[0]! * r + matrix[1]! * g + matrix[2]! * b;
    pixels[p + 1] = matrix[3]! * r + matrix[4]! * g + matrix[5]! * b;
    pixels[p + 2] = matrix[6]! * r + matrix[7]! * g + matrix[8]! * b;
  }
  return { width: bitmap.width, pixels };
}

/** Where something is drawn, whatever its colour: the pixels clearly unlike the background (the top-left corner). */
function ink({ pixels }: { pixels: Float32Array }): boolean[] {
  const [r0, g0, b0] = [pixels[0]!, pixels[1]!, pixels[2]!];
  const drawn: boolean[] = [];
  for (let p = 0; p < pixels.length; p += 3)
    drawn.push(Math.hypot(pixels[p]! - r0, pixels[p + 1]! - g0, pixels[p + 2]! - b0) > 0.15);
  return drawn;
}

async function inkOf(trend: AprChartTrend, matrix: readonly number[]) {
  const { unmount } = render(<Chart trend={trend} />);
  await drawn();
  const seen = await seenAs(matrix);
  unmount();
  return { shape: ink(seen), width: seen.width };
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe('AprChart rises and falls', () => {
  test.each(Object.entries(simulations))(
    'a rise and a fall of the same line differ in shape, not only colour, seen with %s',
    async (_vision, matrix) => {
      const { shape: rise, width } = await inkOf('up', matrix);
      const { shape: fall } = await inkOf('down', matrix);
      expect(rise.length).toBe(fall.length);
      // Whatever the two colours become, the drawn shapes differ: the rise's mark points up, the fall's down.
      // Only solid differences count (a pixel whose neighbours mostly differ too): two colours of unlike
      // lightness also shift the line's one-pixel anti-aliased edge, which is no shape a person can tell.
      const differs = rise.map((drawn, index) => drawn !== fall[index]);
      const solid = differs.filter((differing, index) => {
        if (!differing) return false;
        const around = [index - 1, index + 1, index - width, index + width].filter((next) => differs[next]);
        return around.length >= 3;
      }).length;
      expect(solid).toBeGreaterThan(10);
    },
  );

  test('the mark points up for a rise and down for a fall', async () => {
    const { unmount } = render(<Chart trend="up" />);
    await drawn();
    await expect.poll(() => document.querySelector('[data-trend-mark]')?.getAttribute('data-trend-mark')).toBe('up');
    unmount();
    render(<Chart trend="down" />);
    await drawn();
    await expect.poll(() => document.querySelector('[data-trend-mark]')?.getAttribute('data-trend-mark')).toBe('down');
  });

  test('where red means up (the host\'s upColor="red") a rise is drawn red and still marked up', async () => {
    render(<Chart trend="up" upColor="red" />);
    await drawn();
    const line = document.querySelector('.recharts-line-curve')!;
    // The light theme's down role, #c4283b, is the rise's colour in a red-up market.
    expect(getComputedStyle(line).stroke).toBe('rgb(196, 40, 59)');
    await expect.poll(() => document.querySelector('[data-trend-mark]')?.getAttribute('data-trend-mark')).toBe('up');
    expect(getComputedStyle(document.querySelector('[data-trend-mark]')!).fill).toBe('rgb(196, 40, 59)');
  });
});
