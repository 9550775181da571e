import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import {
  AprChart,
  SIMPLE_EARN_APR_CHART_RANGES,
  STAKING_APR_CHART_RANGES,
  WEALTH_APR_CHART_RANGES,
  type AprChartPoint,
  type AprChartProps,
  type AprChartStatus,
} from '../../src/components/AprChart';
import { EarnProvider } from '../../src/components/EarnProvider';
import type { ThemeName } from '../../src/context';
import { rateFromFraction, type Rate } from '../../src/domain/shared/rate';
import { ar } from '../../src/i18n/catalogue/ar';
import { en } from '../../src/i18n/catalogue/en';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const END = Date.UTC(2024, 5, 30);

/** The catalogue of the locale the story runs in (the story tests run in English and Arabic). */
const catalogueOf = (globals: Record<string, unknown>) => (globals.locale === 'ar' ? ar : en);

/** A deterministic APR trend: a slow wave plus seeded noise around `base`, `count` points `step` apart. */
function trend(count: number, step: number, base = 0.05, extraFrom?: number): AprChartPoint[] {
  let seed = 42;
  const noise = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 0.004;
  return Array.from({ length: count }, (_, i) => ({
    at: END - (count - 1 - i) * step,
    rate: rateFromFraction((base + 0.01 * Math.sin(i / (count / 6)) + noise()).toFixed(6)) as Rate,
    extraRate: extraFrom !== undefined && i >= extraFrom ? (rateFromFraction('0.015') as Rate) : null,
  }));
}

const simpleEarnData: Record<string, AprChartPoint[]> = {
  '24h': trend(24, HOUR),
  '7d': trend(168, HOUR),
  '30d': trend(30, DAY),
};
const stakingData: Record<string, AprChartPoint[]> = {
  '7': trend(7, DAY, 0.04, 3),
  '30': trend(30, DAY, 0.04, 20),
  '90': trend(90, DAY, 0.04, 60),
  '365': trend(365, DAY, 0.04, 300),
};
const wealthData: Record<string, AprChartPoint[]> = {
  '30': trend(30, DAY, 0.08),
  '180': trend(180, DAY, 0.08),
  '365': trend(365, DAY, 0.08),
  '730': trend(730, DAY, 0.08),
};

/** A host screen: loads the selected range's points (a short 'request' shows the skeleton). */
function WithRanges({
  data,
  ...props
}: Omit<AprChartProps, 'points' | 'status'> & { data: Record<string, AprChartPoint[]> }) {
  const [range, setRange] = useState(props.defaultRange ?? props.ranges[0]!.value);
  const [status, setStatus] = useState<AprChartStatus>('pending');
  // The request of the range in view answers after a moment; picking another range sends a new one.
  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setTimeout(() => setStatus('success'), 150);
    return () => clearTimeout(timer);
  }, [status, range]);
  const changeRange = (next: string) => {
    if (next === range) return;
    setRange(next);
    setStatus('pending');
  };
  return <AprChart {...props} range={range} onRangeChange={changeRange} status={status} points={data[range] ?? []} />;
}

/** Waits until recharts (loaded lazily) has drawn the line(s). */
async function drawn(canvasElement: HTMLElement, lines = 1) {
  await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-line-curve[d]').length).toBe(lines), {
    timeout: 15_000,
  });
}

/** Every y tick reads percent with 2 decimals (SE-CHART-04). */
async function expectPercentTicks(canvasElement: HTMLElement) {
  const ticks = [...canvasElement.querySelectorAll('.recharts-yAxis-tick-labels text')].map(
    (tick) => tick.textContent ?? '',
  );
  await expect(ticks.length).toBeGreaterThan(1);
  for (const tick of ticks) await expect(tick.replace(/[\u200e\u200f\u061c]/g, '')).toMatch(/^\d+\.\d{2}%$/);
}

const meta = {
  title: 'Components/AprChart',
  component: AprChart,
  args: { ...SIMPLE_EARN_APR_CHART_RANGES, points: simpleEarnData['24h'], onRangeChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 'calc(var(--ek-size-dialogLg) + var(--ek-space-xxl) * 5)' }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof AprChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Simple Earn's realtime APR trend, 24 hourly points (SE-CHART-01, SE-CHART-02, SE-CHART-04). */
export const SimpleEarn24Hours: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const m = catalogueOf(globals);
    const tabs = within(canvas.getByRole('tablist', { name: m['chart.ranges'] })).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      m['chart.range.24h'],
      m['chart.range.7d'],
      m['chart.range.30d'],
    ]);
    await drawn(canvasElement);
    await expectPercentTicks(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(expect.stringContaining('%'));
  },
};

/** Switching ranges: 7 days of hourly points, then 30 daily points (SE-CHART-02, SE-CHART-03, DEC-18). */
export const SimpleEarnRanges: Story = {
  render: (args) => <WithRanges {...args} data={simpleEarnData} />,
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const m = catalogueOf(globals);
    await userEvent.click(canvas.getByRole('tab', { name: m['chart.range.7d'] }));
    await expect(canvas.getByRole('tab', { name: m['chart.range.7d'] })).toHaveAttribute('aria-selected', 'true');
    await drawn(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: m['chart.range.30d'] }));
    await drawn(canvasElement);
    await expectPercentTicks(canvasElement);
  },
};

/** Staking: 7, 30, 90 days and 1 year, 1 year first; base and dashed extra lines (ST-CHART-01, ST-CHART-02). */
export const StakingBaseAndExtra: Story = {
  args: { ...STAKING_APR_CHART_RANGES },
  render: (args) => <WithRanges {...args} data={stakingData} />,
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const m = catalogueOf(globals);
    await expect(canvas.getByRole('tab', { name: m['chart.range.1y'] })).toHaveAttribute('aria-selected', 'true');
    await drawn(canvasElement, 2);
    await expect(
      within(canvas.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([m['chart.baseApr'], m['chart.extraApr']]);
    await userEvent.click(canvas.getByRole('tab', { name: m['chart.range.90d'] }));
    await drawn(canvasElement, 2);
  },
};

/** Wealth detail: 30, 180, 365 and 730 days, the line in the 'up' role colour (VW-DETAIL-01, VW-DETAIL-02). */
export const WealthChangeRate: Story = {
  args: { ...WEALTH_APR_CHART_RANGES, seriesLabel: 'chart.changeRate', trend: 'up' },
  render: (args) => <WithRanges {...args} data={wealthData} />,
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const m = catalogueOf(globals);
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual([
      m['chart.range.30d'],
      m['chart.range.180d'],
      m['chart.range.365d'],
      m['chart.range.730d'],
    ]);
    await userEvent.click(canvas.getByRole('tab', { name: m['chart.range.730d'] }));
    await drawn(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(expect.stringContaining(m['chart.changeRate']));
  },
};

/**
 * A fall in the 'down' role colour and, for anyone who cannot tell the colours apart, a triangle at the
 * latest point pointing down (a rise's points up). The roles follow the provider's `upColor`: with
 * `upColor="red"` (markets where red means up) a rise is red and still marked up.
 */
export const RiseAndFallByShape: Story = {
  args: { ...WEALTH_APR_CHART_RANGES, seriesLabel: 'chart.changeRate', trend: 'down', points: wealthData['30'] },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-trend-mark]')).toHaveAttribute('data-trend-mark', 'down'),
    );
  },
};

/** Hovering the plot shows the point's time and exact rate in a tooltip. */
export const Tooltip: Story = {
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const surface = canvasElement.querySelector('.recharts-wrapper')!;
    const box = surface.getBoundingClientRect();
    fireEvent.mouseMove(surface, { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 });
    await waitFor(() =>
      expect(canvasElement.querySelector('.recharts-tooltip-wrapper')?.textContent).toMatch(/\d+\.\d{2}/),
    );
  },
};

/**
 * By keyboard and screen reader, point by point (recharts #3005): Tab reaches a slider over the plot; the
 * arrows (mirrored in right to left), Page Up/Down, Home and End move through the points, each read as one
 * sentence with the chart's `subject`, and the tooltip shows the same point.
 */
export const KeyboardPoints: Story = {
  args: { ...STAKING_APR_CHART_RANGES, points: stakingData['365'], subject: 'USDT flexible' },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    await drawn(canvasElement, 2);
    const points = canvas.getByRole('slider');
    points.focus();
    await expect(points).toHaveAttribute('aria-valuetext', expect.stringContaining('USDT flexible'));
    await userEvent.keyboard('{Home}');
    await expect(points).toHaveAttribute('aria-valuenow', '1');
    await userEvent.keyboard(globals.locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(points).toHaveAttribute('aria-valuenow', '2');
    await waitFor(() =>
      expect(canvasElement.querySelector('.recharts-tooltip-wrapper')?.textContent).toMatch(/\d+\.\d{2}/),
    );
  },
};

/** On a touch screen a tap on the plot shows a point's tooltip and a tap outside closes it (recharts #2801). */
export const TapOutsideClosesTooltip: Story = {
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const surface = canvasElement.querySelector<HTMLElement>('.recharts-wrapper')!;
    const box = surface.getBoundingClientRect();
    const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    const touch = new Touch({ identifier: 1, target: surface, ...at });
    surface.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch', ...at }));
    surface.dispatchEvent(new TouchEvent('touchmove', { bubbles: true, touches: [touch], changedTouches: [touch] }));
    const tooltip = () => canvasElement.querySelector<HTMLElement>('.recharts-tooltip-wrapper')!;
    await waitFor(() => expect(tooltip().textContent).toMatch(/\d+\.\d{2}/));
    canvasElement.ownerDocument.body.dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }),
    );
    await waitFor(() => expect(tooltip().textContent).toBe(''));
  },
};

/** 24 hourly points over London's change to summer time (29 March 2026, 01:00 UTC). */
const overTheChange: AprChartPoint[] = Array.from({ length: 24 }, (_, hour) => ({
  at: Date.UTC(2026, 2, 28, 22) + hour * HOUR,
  rate: rateFromFraction('0.05') as Rate,
}));

/**
 * Across a daylight-saving change in the time zone the host chose (`timeZone` on the provider, here
 * Europe/London): the ticks and each point's sentence follow that zone's clock, so the hour after midnight
 * reads 02:00, as the clocks there did that night (lightweight-charts #720).
 */
export const AcrossDaylightSaving: Story = {
  args: { ...SIMPLE_EARN_APR_CHART_RANGES, points: overTheChange, subject: 'USDT flexible' },
  decorators: [
    (Story, { globals }) => (
      <EarnProvider
        theme={(globals.theme ?? 'light') as ThemeName}
        locale={String(globals.locale ?? 'en')}
        timeZone="Europe/London"
        navigate={() => undefined}
      >
        <Story />
      </EarnProvider>
    ),
  ],
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    await drawn(canvasElement);
    const ticks = [...canvasElement.querySelectorAll('.recharts-xAxis-tick-labels text')].map(
      (tick) => tick.textContent,
    );
    // Points 0, 6, 12, 17 and 23: 22:00 GMT, then 05:00, 11:00, 16:00 and 22:00 BST.
    await expect(ticks).toEqual(['22:00', '05:00', '11:00', '16:00', '22:00']);
    const points = canvas.getByRole('slider');
    points.focus();
    const next = globals.locale === 'ar' ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.keyboard(`{Home}${next}${next}`);
    await expect(points).toHaveAttribute('aria-valuetext', expect.stringContaining('00:00'));
    await userEvent.keyboard(next);
    await expect(points).toHaveAttribute('aria-valuetext', expect.stringContaining('02:00'));
  },
};

/** The keyboard and screen-reader alternative: the same points as a table. */
export const AsTable: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const m = catalogueOf(globals);
    await userEvent.click(canvas.getByRole('button', { name: m['chart.showTable'] }));
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(25);
    await userEvent.tab();
    await expect(canvas.getByRole('region')).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: m['chart.showChart'] }));
    await expect(canvas.getByRole('img')).toBeVisible();
  },
};

/** A year of hourly points (8760) reduced to the chart's pixel width before recharts draws it. */
export const YearOfHourlyPoints: Story = {
  args: { ...WEALTH_APR_CHART_RANGES, defaultRange: '365', points: trend(8760, HOUR, 0.06) },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const path = canvasElement.querySelector('.recharts-line-curve')!.getAttribute('d') ?? '';
    const width = canvasElement.querySelector('[role="img"]')!.clientWidth;
    await expect(path.split('L').length).toBeLessThanOrEqual(width);
  },
};

/** Loading: a skeleton the size of the chart, announced as loading. */
export const Loading: Story = {
  args: { status: 'pending' },
  play: async ({ canvas, globals }) => {
    await expect(within(canvas.getByRole('tabpanel')).getByRole('status')).toHaveTextContent(
      catalogueOf(globals)['common.loading'],
    );
  },
};

/** No points: 'No data' (ST-CHART-03). */
export const NoData: Story = {
  args: { ...STAKING_APR_CHART_RANGES, points: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(catalogueOf(globals)['chart.noData'])).toBeVisible();
  },
};

/** The request failed: a message and a retry button. */
export const ErrorWithRetry: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvas, userEvent, args, globals }) => {
    const m = catalogueOf(globals);
    await expect(canvas.getByText(m['chart.error'])).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: m['common.retry'] }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** On a phone: 4:3 plot, three time ticks, 44 px targets. */
export const Mobile: Story = {
  args: { ...STAKING_APR_CHART_RANGES, points: stakingData['365'] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    await drawn(canvasElement, 2);
    await expect(
      canvas.getByRole('tab', { name: catalogueOf(globals)['chart.range.1y'] }).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.querySelectorAll('.recharts-xAxis-tick-labels text').length).toBe(3);
  },
};
