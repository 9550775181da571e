import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { AprChartPoint } from '../../domain/chart/aprSeries';
import { rateFromFraction, type Rate } from '../../domain/shared/rate';
import { EarnProvider } from '../EarnProvider';
import type { ThemeName } from '../../theme';
import { AprChart, SIMPLE_EARN_APR_CHART_RANGES, STAKING_APR_CHART_RANGES } from './index';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const rate = (text: string) => rateFromFraction(text) as Rate;

/** Fixed points, no randomness: a wave around `base`, with a 1.5 % extra from `extraFrom` on. */
function wave(count: number, step: number, base: number, extraFrom?: number): AprChartPoint[] {
  return Array.from({ length: count }, (_, i) => ({
    at: Date.UTC(2024, 5, 1) + i * step,
    rate: rate((base + 0.008 * Math.sin(i / 3) + 0.002 * Math.cos(i / 1.3)).toFixed(6)),
    extraRate: extraFrom !== undefined && i >= extraFrom ? rate('0.015') : null,
  }));
}

function Frame({ theme, locale, children }: { theme: ThemeName; locale: string; children: React.ReactNode }) {
  return (
    <EarnProvider theme={theme} locale={locale} timeZone="UTC">
      <div
        role="group"
        aria-label="APR chart"
        style={{
          inlineSize: 'calc(var(--ek-size-dialogLg) + var(--ek-space-xxl) * 5)',
          padding: 'var(--ek-space-lg)',
          background: 'var(--ek-color-surface)',
        }}
      >
        {children}
      </div>
    </EarnProvider>
  );
}

async function drawn(lines: number) {
  await expect.poll(() => document.querySelectorAll('.recharts-line-curve[d]').length, { timeout: 15_000 }).toBe(lines);
}

describe('AprChart look', () => {
  it('SE-CHART-01 SE-CHART-04 Simple Earn, 24 hourly points, percent with 2 decimals, light', async () => {
    render(
      <Frame theme="light" locale="en">
        <AprChart {...SIMPLE_EARN_APR_CHART_RANGES} points={wave(24, HOUR, 0.05)} animate={false} />
      </Frame>,
    );
    await drawn(1);
    await expect
      .element(page.getByRole('group', { name: 'APR chart' }))
      .toMatchScreenshot('apr-chart-simple-earn-light');
  });

  it('ST-CHART-01 SH-LOCALE-01 staking, base and extra lines, dark, Arabic (right to left: time runs from the right, P-51)', async () => {
    render(
      <Frame theme="dark" locale="ar">
        <AprChart {...STAKING_APR_CHART_RANGES} points={wave(90, DAY, 0.04, 60)} animate={false} />
      </Frame>,
    );
    await drawn(2);
    await expect.element(page.getByRole('group', { name: 'APR chart' })).toMatchScreenshot('apr-chart-staking-dark-ar');
  });
});
