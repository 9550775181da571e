import { render } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { AprChartPoint } from '../../domain/chart/aprSeries';
import { rateFromFraction, type Rate } from '../../domain/shared/rate';
import { RATE_BASIS } from '../../domain/shared/rateBasis';
import { EarnProvider } from '../EarnProvider';
import { AprChart, STAKING_APR_CHART_RANGES, type AprChartProps } from './index';

const rate = (text: string) => rateFromFraction(text) as Rate;

/** Three days of March 2026: 5.00 %, 5.12 %, 4.90 %. */
const march: AprChartPoint[] = [
  { at: Date.UTC(2026, 2, 1), rate: rate('0.05') },
  { at: Date.UTC(2026, 2, 2), rate: rate('0.0512') },
  { at: Date.UTC(2026, 2, 3), rate: rate('0.049') },
];

function Chart({ locale = 'en', ...props }: Partial<AprChartProps> & { locale?: string }) {
  return (
    <EarnProvider locale={locale} timeZone="UTC">
      <div style={{ inlineSize: 640, padding: 16 }}>
        <button type="button">Elsewhere</button>
        <AprChart {...STAKING_APR_CHART_RANGES} points={march} animate={false} {...props} />
      </div>
    </EarnProvider>
  );
}

/** The recharts tooltip's box, and its text while it shows ('' while hidden). */
function tooltip() {
  const wrapper = document.querySelector<HTMLElement>('.recharts-tooltip-wrapper');
  const shown = wrapper !== null && getComputedStyle(wrapper).visibility !== 'hidden';
  return { text: shown ? (wrapper.textContent ?? '') : '', rect: wrapper?.getBoundingClientRect() };
}

async function drawn() {
  await expect.poll(() => document.querySelectorAll('.recharts-line-curve[d]').length, { timeout: 15_000 }).toBe(1);
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe('AprChart read point by point (recharts #3005)', () => {
  test('each point reads as one sentence by keyboard, and the tooltip shows the same point', async () => {
    render(<Chart subject="USDT flexible" />);
    await drawn();
    const points = page.getByRole('slider', { name: 'APR by date' });
    await userEvent.click(page.getByRole('button', { name: 'Elsewhere' }));
    // The points are a Tab stop after the range tabs, their panel and the table toggle.
    for (let stop = 0; stop < 6 && document.activeElement !== points.element(); stop += 1) await userEvent.tab();
    await expect.element(points).toHaveFocus();
    // Focus starts on the latest point.
    await expect.element(points).toHaveAttribute('aria-valuetext', 'March 3, 2026, USDT flexible, 4.90% APR');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(points).toHaveAttribute('aria-valuetext', 'March 2, 2026, USDT flexible, 5.12% APR');
    await expect.poll(() => tooltip().text).toBe('03/02/2026APR 5.12%');
    await userEvent.keyboard('{Home}');
    await expect.element(points).toHaveAttribute('aria-valuetext', 'March 1, 2026, USDT flexible, 5.00% APR');
    await expect.element(points).toHaveAttribute('aria-valuenow', '1');
    // Leaving the plot takes its tooltip away.
    await userEvent.tab({ shift: true });
    await expect.poll(() => tooltip().text).toBe('');
  });

  test('a labelled chart reads its point with the rate label, and its tooltip shows the label as the table does (P-47)', async () => {
    render(<Chart subject="USDT flexible" basis={RATE_BASIS.staking} />);
    await drawn();
    const points = page.getByRole('slider', { name: 'APR by date' });
    (points.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect
      .element(points)
      .toHaveAttribute('aria-valuetext', 'March 2, 2026, USDT flexible, 5.12% APR, simple, estimate, net');
    await expect.poll(() => tooltip().text).toBe('03/02/20265.12% APR · est.');
  });

  test('in Arabic a point reads in Arabic, and the later point is to the left', async () => {
    render(<Chart locale="ar" />);
    await drawn();
    const points = page.getByRole('slider');
    (points.element() as HTMLElement).focus();
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(points).toHaveAttribute('aria-valuenow', '2');
    await expect.element(points).toHaveAttribute('aria-valuetext', '2 مارس 2026، العائد السنوي 5.12\u200e%\u200e');
  });
});

describe('AprChart in right to left', () => {
  test('the time axis runs from the right, the value axis stands on the right and the tooltip opens to the left of its point', async () => {
    render(<Chart locale="ar" />);
    await drawn();
    const ticks = [...document.querySelectorAll('.recharts-xAxis-tick-labels text')];
    const xOf = (element: Element) => element.getBoundingClientRect().left + element.getBoundingClientRect().width / 2;
    expect(ticks.length).toBeGreaterThan(1);
    // The earliest date is drawn first in the DOM and stands furthest right.
    expect(xOf(ticks[0]!)).toBeGreaterThan(xOf(ticks.at(-1)!));
    const plot = document.querySelector('[role="img"]')!.getBoundingClientRect();
    for (const tick of document.querySelectorAll('.recharts-yAxis-tick-labels text'))
      expect(xOf(tick)).toBeGreaterThan(plot.left + plot.width / 2);
    (page.getByRole('slider').element() as HTMLElement).focus();
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => tooltip().text).not.toBe('');
    const cursor = document.querySelector('.recharts-tooltip-cursor')!.getBoundingClientRect();
    expect(tooltip().rect!.right).toBeLessThanOrEqual(cursor.left + 1);
    expect(getComputedStyle(document.querySelector('.recharts-tooltip-wrapper > div')!).direction).toBe('rtl');
  });

  test('in left to right the earliest date is at the left and the value axis at the left', async () => {
    render(<Chart />);
    await drawn();
    const ticks = [...document.querySelectorAll('.recharts-xAxis-tick-labels text')];
    expect(ticks[0]!.getBoundingClientRect().left).toBeLessThan(ticks.at(-1)!.getBoundingClientRect().left);
  });
});

describe('AprChart tooltip on a touch screen (recharts #2801)', () => {
  test('a tap outside the chart closes the tooltip a touch opened', async () => {
    render(<Chart />);
    await drawn();
    const surface = document.querySelector<HTMLElement>('.recharts-wrapper')!;
    const box = surface.getBoundingClientRect();
    const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
    const touch = new Touch({ identifier: 1, target: surface, ...at });
    surface.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch', ...at }));
    surface.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch], changedTouches: [touch] }));
    surface.dispatchEvent(new TouchEvent('touchmove', { bubbles: true, touches: [touch], changedTouches: [touch] }));
    surface.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch] }));
    await expect.poll(() => tooltip().text).toBe('03/02/2026APR 5.12%');

    const elsewhere = page.getByRole('button', { name: 'Elsewhere' }).element();
    elsewhere.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    await expect.poll(() => tooltip().text).toBe('');

    // The next touch on the chart shows it again.
    surface.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch', ...at }));
    surface.dispatchEvent(new TouchEvent('touchmove', { bubbles: true, touches: [touch], changedTouches: [touch] }));
    await expect.poll(() => tooltip().text).toBe('03/02/2026APR 5.12%');
  });
});
