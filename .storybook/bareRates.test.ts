import { describe, expect, it } from 'vitest';
import { bareRates } from './bareRates';

function dom(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('bare percentage scan', () => {
  it('finds a percentage outside a labelled rate, in Latin or Arabic digits', () => {
    expect(bareRates(dom('<p>Earn 5.25% a year</p>'))).toHaveLength(1);
    expect(bareRates(dom('<p>٥٫٢٥٪</p>'))).toHaveLength(1);
    expect(bareRates(dom('<p>٪ 5</p>'))).toHaveLength(1);
  });

  it('passes a labelled rate, a percentage marked as not a rate, a chart, and text without a percentage', () => {
    expect(
      bareRates(
        dom(
          '<span data-rate-basis="apr estimate"><bdi>5.25%</bdi> APR</span>' +
            '<span data-percent="not-a-rate">40%</span><svg><text>5%</text></svg><p>100 USDT</p>',
        ),
      ),
    ).toEqual([]);
  });

  it("passes a chart's readings, which its series and axis names label, but not a percentage beside the chart", () => {
    const chart = dom(
      '<div data-percent="chart"><p>APR over 7 days: latest 5.12%</p><table><tr><th>APR</th><td>5.12%</td></tr></table></div>' +
        '<p>5.12%</p>',
    );
    expect(bareRates(chart)).toEqual(["'5.12%' in <p>"]);
  });

  it("passes recharts' off-screen span that measures a tick's text", () => {
    const measurer = dom('<span id="recharts_measurement_span" aria-hidden="true">3.50%</span>');
    expect(bareRates(measurer)).toEqual([]);
  });
});
