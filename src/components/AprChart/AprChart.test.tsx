import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AprChartPoint } from '../../domain/chart/aprSeries';
import { rateFromFraction, type Rate } from '../../domain/shared/rate';
import { RATE_BASIS } from '../../domain/shared/rateBasis';
import { createEarnWrapper } from '../../testing';
import { AprChart, SIMPLE_EARN_APR_CHART_RANGES, STAKING_APR_CHART_RANGES, WEALTH_APR_CHART_RANGES } from './index';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.UTC(2024, 0, 5);
const rate = (text: string) => rateFromFraction(text) as Rate;

/** 24 hourly points: 5.00 % rising to a 5.80 % peak at 10:00, a 4.10 % low at 20:00, 5.25 % last. */
const dayOfHours: AprChartPoint[] = Array.from({ length: 24 }, (_, hour) => ({
  at: START + hour * HOUR,
  rate: rate(hour === 10 ? '0.058' : hour === 20 ? '0.041' : hour === 23 ? '0.0525' : '0.05'),
}));

/** The text a screen reader reads in `element`: what is hidden from it (`aria-hidden`) left out. */
function spokenText(element: Element): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement?.closest('[aria-hidden="true"]')) text += node.textContent;
  return text.trim();
}

function renderChart(ui: ReactElement, locale = 'en') {
  return render(ui, { wrapper: createEarnWrapper({ locale }) });
}

describe('AprChart', () => {
  beforeEach(() => {
    // happy-dom lays nothing out: give the chart's frame the bench's 800 × 400.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
  });
  afterEach(() => vi.restoreAllMocks());

  it('SE-CHART-01 HD-CHART-01 DEC-18 the realtime APR trend offers 24 hours, 7 days and 30 days, 24 hours first', async () => {
    const onRangeChange = vi.fn();
    renderChart(
      <AprChart {...SIMPLE_EARN_APR_CHART_RANGES} points={dayOfHours} onRangeChange={onRangeChange} animate={false} />,
    );
    const tabs = within(screen.getByRole('tablist', { name: 'Chart range' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['24 hours', '7 days', '30 days']);
    expect(screen.getByRole('tab', { name: '24 hours' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: '7 days' }));
    expect(onRangeChange).toHaveBeenCalledWith('7d');
    expect(screen.getByRole('tab', { name: '7 days' })).toHaveAttribute('aria-selected', 'true');
  });

  it('ST-CHART-01 ST-CHART-02 the staking trend offers 7, 30, 90 days and 1 year, 1 year selected at first', () => {
    renderChart(<AprChart {...STAKING_APR_CHART_RANGES} points={[]} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['7 days', '30 days', '90 days', '1 year']);
    expect(screen.getByRole('tab', { name: '1 year' })).toHaveAttribute('aria-selected', 'true');
  });

  it('VW-DETAIL-02 the wealth trend offers 30, 180, 365 and 730 days, 30 days first', () => {
    renderChart(<AprChart {...WEALTH_APR_CHART_RANGES} points={[]} seriesLabel="chart.changeRate" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '30 days',
      '180 days',
      '365 days',
      '730 days',
    ]);
    expect(screen.getByRole('tab', { name: '30 days' })).toHaveAttribute('aria-selected', 'true');
  });

  it("ST-CHART-03 a chart with no data says 'No data'", () => {
    renderChart(<AprChart {...STAKING_APR_CHART_RANGES} points={[]} />);
    expect(screen.getByText('No data')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('while the points load the chart is a skeleton announced as loading', () => {
    renderChart(<AprChart {...SIMPLE_EARN_APR_CHART_RANGES} status="pending" />);
    expect(within(screen.getByRole('tabpanel')).getByRole('status')).toHaveTextContent('Loading');
  });

  it('when the points fail to load it says so and retries on request', async () => {
    const onRetry = vi.fn();
    renderChart(<AprChart {...SIMPLE_EARN_APR_CHART_RANGES} status="error" onRetry={onRetry} />);
    expect(screen.getByText('The chart could not be loaded')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('SE-CHART-04 the chart is an image summarised with percents to 2 decimals', () => {
    renderChart(<AprChart {...SIMPLE_EARN_APR_CHART_RANGES} points={dayOfHours} animate={false} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'APR over 24 hours: latest 5.25% on 01/05/2024, 23:00, highest 5.80%, lowest 4.10%',
    );
  });

  it('SE-CHART-04 the y axis reads percent with 2 decimals once the drawing code has loaded', async () => {
    const { container } = renderChart(
      <AprChart {...SIMPLE_EARN_APR_CHART_RANGES} points={dayOfHours} animate={false} />,
    );
    await waitFor(() => expect(container.querySelector('.recharts-yAxis-tick-labels text')).not.toBeNull());
    const ticks = [...container.querySelectorAll('.recharts-yAxis-tick-labels text')].map((tick) => tick.textContent);
    expect(ticks.length).toBeGreaterThan(1);
    for (const tick of ticks) expect(tick).toMatch(/^\d+\.\d{2}%$/);
  });

  it('SE-CHART-02 the 24-hour chart labels its time axis with hours', async () => {
    const { container } = renderChart(
      <AprChart {...SIMPLE_EARN_APR_CHART_RANGES} points={dayOfHours} animate={false} />,
    );
    await waitFor(() => expect(container.querySelector('.recharts-xAxis-tick-labels text')).not.toBeNull());
    const ticks = [...container.querySelectorAll('.recharts-xAxis-tick-labels text')].map((tick) => tick.textContent);
    expect(ticks[0]).toBe('00:00');
    expect(ticks[ticks.length - 1]).toBe('23:00');
  });

  it('hourly ticks and points follow the chosen time zone across a daylight-saving change (Europe/London, 29 March 2026)', async () => {
    // 22:00 UTC on the 28th to 21:00 UTC on the 29th; at 01:00 UTC London's clocks go from 01:00 to 02:00.
    const overTheChange: AprChartPoint[] = Array.from({ length: 24 }, (_, hour) => ({
      at: Date.UTC(2026, 2, 28, 22) + hour * HOUR,
      rate: rate('0.05'),
    }));
    const { container } = render(
      <AprChart {...SIMPLE_EARN_APR_CHART_RANGES} points={overTheChange} animate={false} />,
      { wrapper: createEarnWrapper({ timeZone: 'Europe/London' }) },
    );
    await waitFor(() => expect(container.querySelector('.recharts-xAxis-tick-labels text')).not.toBeNull());
    const ticks = [...container.querySelectorAll('.recharts-xAxis-tick-labels text')].map((tick) => tick.textContent);
    // Points 0, 6, 12, 17 and 23: 22:00 GMT, then 05:00, 11:00, 16:00 and 22:00 BST.
    expect(ticks).toEqual(['22:00', '05:00', '11:00', '16:00', '22:00']);
    const points = screen.getByRole('slider');
    points.focus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}');
    expect(points).toHaveAttribute('aria-valuetext', 'March 29, 2026 at 00:00, 5.00% APR');
    await userEvent.keyboard('{ArrowRight}');
    // The hour after midnight is 02:00 on the clock: 01:00 does not exist that night.
    expect(points).toHaveAttribute('aria-valuetext', 'March 29, 2026 at 02:00, 5.00% APR');
  });

  it("daily points keep the exchange's UTC day across a daylight-saving change in the user's zone (New York, 8 March 2026)", async () => {
    const week: AprChartPoint[] = Array.from({ length: 7 }, (_, day) => ({
      at: Date.UTC(2026, 2, 5) + day * DAY,
      rate: rate('0.04'),
    }));
    const { container } = render(<AprChart {...STAKING_APR_CHART_RANGES} points={week} animate={false} />, {
      wrapper: createEarnWrapper({ timeZone: 'America/New_York' }),
    });
    await waitFor(() => expect(container.querySelector('.recharts-xAxis-tick-labels text')).not.toBeNull());
    const ticks = [...container.querySelectorAll('.recharts-xAxis-tick-labels text')].map((tick) => tick.textContent);
    expect(ticks).toEqual(['Mar 5', 'Mar 7', 'Mar 8', 'Mar 10', 'Mar 11']);
    const points = screen.getByRole('slider');
    points.focus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(points).toHaveAttribute('aria-valuetext', 'March 8, 2026, 4.00% APR');
  });

  it('the chart can be read as a table, and back as a chart', async () => {
    renderChart(<AprChart {...SIMPLE_EARN_APR_CHART_RANGES} points={dayOfHours} animate={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: 'APR over 24 hours' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(25);
    expect(within(rows[24]!).getByRole('rowheader')).toHaveTextContent('01/05/2024, 23:00');
    expect(within(rows[24]!).getByRole('cell')).toHaveTextContent('5.25%');
    expect(screen.getByRole('region', { name: 'APR over 24 hours' })).toHaveAttribute('tabindex', '0');

    await userEvent.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('img')).toBeInTheDocument();
  });

  it('ST-DATA-19 a staking trend with a bonus shows base and extra lines in the legend, the summary and the table', async () => {
    const points: AprChartPoint[] = Array.from({ length: 30 }, (_, day) => ({
      at: START + day * DAY,
      rate: rate('0.04'),
      extraRate: day >= 20 ? rate('0.015') : null,
    }));
    renderChart(<AprChart {...STAKING_APR_CHART_RANGES} points={points} animate={false} />);
    const legend = screen.getByRole('list');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Base APR', 'Extra APR']);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Base APR over 1 year: latest 4.00% on 02/03/2024, highest 4.00%, lowest 4.00%. Extra APR latest 1.50%',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('columnheader', { name: 'Extra APR' })).toBeInTheDocument();
    const first = screen.getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4.00%', '--']);
  });

  it('a chart of labelled rates reads the same labelled figure in its summary, its points and its table (P-47)', async () => {
    renderChart(
      <AprChart
        {...SIMPLE_EARN_APR_CHART_RANGES}
        points={dayOfHours}
        basis={RATE_BASIS.flexible}
        subject="USDT flexible"
        animate={false}
      />,
    );
    const label = 'APR, simple, estimate, net';
    expect(screen.getByRole('img')).toHaveAccessibleName(
      `APR over 24 hours: latest 5.25% ${label} on 01/05/2024, 23:00, highest 5.80% ${label}, lowest 4.10% ${label}`,
    );
    expect(screen.getByRole('slider', { name: 'APR by date' })).toHaveAttribute(
      'aria-valuetext',
      `January 5, 2024 at 23:00, USDT flexible, 5.25% ${label}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const last = within(screen.getByRole('table')).getAllByRole('row').at(-1)!;
    const cell = within(last).getByRole('cell');
    // What a screen reader reads of the cell: the figure and the full label (the short one is hidden from it).
    expect(spokenText(cell)).toBe(`5.25% ${label}`);
  });

  it('a staking chart with a bonus labels both lines in its summary and its points (P-47)', () => {
    const points: AprChartPoint[] = Array.from({ length: 3 }, (_, day) => ({
      at: START + day * DAY,
      rate: rate('0.04'),
      extraRate: rate('0.015'),
    }));
    renderChart(<AprChart {...STAKING_APR_CHART_RANGES} points={points} basis={RATE_BASIS.staking} animate={false} />);
    const label = 'APR, simple, estimate, net';
    expect(screen.getByRole('img')).toHaveAccessibleName(
      `Base APR over 1 year: latest 4.00% ${label} on 01/07/2024, highest 4.00% ${label}, lowest 4.00% ${label}. ` +
        `Extra APR latest 1.50% ${label}`,
    );
    expect(screen.getByRole('slider')).toHaveAttribute(
      'aria-valuetext',
      `January 7, 2024, Base APR 4.00% ${label}, Extra APR 1.50% ${label}`,
    );
  });

  it('a year of hourly points is reduced to the width: the table says how many of them it lists', async () => {
    const points: AprChartPoint[] = Array.from({ length: 8760 }, (_, hour) => ({
      at: START + hour * HOUR,
      rate: rate(String(0.05 + (hour % 97) / 10_000)),
    }));
    renderChart(<AprChart {...WEALTH_APR_CHART_RANGES} defaultRange="365" points={points} animate={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('table')).toHaveAccessibleName(/^APR over 365 days · 800 of 8760 points shown$/);
    expect(screen.getAllByRole('row')).toHaveLength(801);
  });

  it('a chart of amounts reads its values with formatValue in the summary and the table, not as percents', async () => {
    const amounts: AprChartPoint[] = [
      { at: START, rate: rate('100000') },
      { at: START + DAY, rate: rate('100021.5') },
    ];
    renderChart(
      <AprChart
        {...WEALTH_APR_CHART_RANGES}
        points={amounts}
        seriesLabel="chart.changeRate"
        formatValue={(value) => `${value} USDT`}
        animate={false}
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(
      /latest 100021\.5 USDT .*highest 100021\.5 USDT, lowest 100000 USDT/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(within(screen.getByRole('table')).getByText('100021.5 USDT')).toBeInTheDocument();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });

  it('SH-LOCALE-01 in Arabic the tabs, the empty state and the direction follow the locale', () => {
    renderChart(<AprChart {...STAKING_APR_CHART_RANGES} points={[]} />, 'ar');
    expect(screen.getByRole('tab', { name: 'سنة واحدة' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('لا توجد بيانات')).toBeVisible();
  });

  it('a messages prop overrides the catalogue for this chart', () => {
    renderChart(<AprChart {...STAKING_APR_CHART_RANGES} points={[]} messages={{ 'chart.noData': 'Nothing yet' }} />);
    expect(screen.getByText('Nothing yet')).toBeVisible();
  });
});
