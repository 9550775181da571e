import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FlexibleHoldingDetail } from '../holdings/FlexibleHoldingDetail';
import { flexibleHoldingDto } from '../holdings/holdingsFixtures.testing';
import { SimpleEarnProducts, type SubscribeRequest } from '../products/SimpleEarnProducts';
import { SubscribeFlow } from './SubscribeFlow/SubscribeFlow';
import { flexibleProductDto } from './testing/dto.testing';
import { renderFlow, type Routes } from './testing/backend.testing';
import { SLOW } from './testing/queries.testing';

// Issue 17, "one honest rate": the same figure, with its label, on the product list, the subscribe dialog, the
// holding and the chart, all answered by one fake exchange whose every call gives the coin the same rate.
const NOW = Date.UTC(2026, 2, 2, 8, 0, 0);
const HOUR_S = 3600;

/** What a screen reader reads of a rate: the figure and its full label, not the short label a list row shows. */
function spoken(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}
const ratesIn = (scope: Element) => [...scope.querySelectorAll('[data-slot="rate-text"]')].map(spoken);

function flexibleRoutes(rate: string): Routes {
  return {
    'GET /uni-loan/earn/market/list': {
      data: { list: [{ asset: 'ETH', next_time_rate_year: rate, ladder_apr: [], auto_invest_status: 0 }], total: 1 },
    },
    'GET /uni-loan/earn/coin-info': { data: [flexibleProductDto([], { asset: 'ETH', next_time_rate_year: rate })] },
    'GET /uni-loan/earn/subscribe/detail': {
      data: flexibleHoldingDto('ETH', { next_time_rate_year: rate, ladder_apr: [] }),
    },
    'GET /uni-loan/earn/chart': {
      data: [
        { time: NOW / 1000 - 2 * HOUR_S, value: '0.0498' },
        { time: NOW / 1000 - HOUR_S, value: '0.051' },
        { time: NOW / 1000, value: rate },
      ],
    },
  };
}

function FlexibleScreens() {
  const [request, setRequest] = useState<SubscribeRequest | null>(null);
  return (
    <>
      <SimpleEarnProducts onSubscribe={setRequest} />
      {request ? <SubscribeFlow asset={request.asset} defaultOpen /> : null}
      <FlexibleHoldingDetail asset="ETH" now={NOW} today="2026-03-02" />
    </>
  );
}

describe('one honest rate', () => {
  it('Simple Earn flexible: the product list, the subscribe dialog, the holding and the chart show the same figure', async () => {
    const figure = '5.25% APR, simple, estimate, net';
    const events = userEvent.setup();
    renderFlow(<FlexibleScreens />, { routes: flexibleRoutes('0.0525'), clock: () => NOW });

    const table = await screen.findByRole('table', { name: 'Simple Earn products' }, SLOW);
    const row = (await within(table).findByText('ETH', {}, SLOW)).closest('tr')!;
    expect(ratesIn(row)).toContain(figure);

    await events.click(within(row).getByRole('button', { name: /^Subscribe ETH/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe ETH' }, SLOW);
    const term = await within(dialog).findByRole('radio', { checked: true }, SLOW);
    expect(ratesIn(term)).toEqual([figure]);
    await events.keyboard('{Escape}');

    const holding = (await screen.findByText('Est. APR', { selector: 'dt, dt *' }, SLOW)).closest('div')!;
    expect(ratesIn(holding)[0]).toBe(figure);

    await events.click(within(holding).getByRole('button', { name: 'Show the real-time APR of ETH' }));
    await events.click(await screen.findByRole('button', { name: 'Show as table' }, SLOW));
    const chart = await screen.findByRole('table', { name: /^APR over/ }, SLOW);
    const latest = within(chart).getAllByRole('row').at(-1)!;
    expect(spoken(within(latest).getByRole('cell'))).toBe(figure);
  });
});
