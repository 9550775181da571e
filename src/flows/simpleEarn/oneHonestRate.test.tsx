import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FlexibleHoldingDetail } from '../holdings/FlexibleHoldingDetail';
import { FixedHoldingDetail } from '../holdings/FixedHoldingDetail';
import { fixedHoldingDto, flexibleHoldingDto } from '../holdings/holdingsFixtures.testing';
import type { SubscribeRequest } from '../products/productContext';
import { SimpleEarnProducts } from '../products/SimpleEarnProducts';
import { AprDetailDialog } from './AprDetailDialog/AprDetailDialog';
import { SubscribeFlow } from './SubscribeFlow/SubscribeFlow';
import { fixedProductDto, flexibleProductDto } from './testing/dto.testing';
import { renderFlow, type Routes } from './testing/backend.testing';
import { SLOW } from './testing/queries.testing';
import { spokenRate, spokenRates } from '../shared/spokenRates.testing';

// Issue 17, "one honest rate": the same figure, with its label, on the product list, the subscribe dialog, the
// holding and the chart, all answered by one fake exchange whose every call gives the coin the same rate.
const NOW = Date.UTC(2026, 2, 2, 8, 0, 0);
const HOUR_S = 3600;

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

/** ETH's flexible term at `flexibleRate` and one fixed term of 30 days at `fixedRate`, held as order F1001. */
function fixedRoutes(flexibleRate: string, fixedRate: string): Routes {
  const product = fixedProductDto({ id: 301, asset: 'ETH', lock_up_period: 30, year_rate: fixedRate, ladder_apr: [] });
  const percent = String(Number(fixedRate) * 100);
  return {
    ...flexibleRoutes(flexibleRate),
    'GET /fixed_earn/api/product/1/list': { data: { list: [product], total: 1 } },
    'GET /uni-loan/earn/coin-info': { data: [flexibleProductDto([product], { asset: 'ETH' })] },
    'GET /fixed_earn/api/user/lend': {
      data: {
        list: [
          fixedHoldingDto(1, {
            asset: 'ETH',
            product_id: 301,
            year_rate: fixedRate,
            total_year_rate_percent: percent,
            bonus_info: null,
          }),
        ],
        total: 1,
      },
    },
  };
}

function SubscribeScreens({ holding }: { readonly holding: ReactNode }) {
  const [request, setRequest] = useState<SubscribeRequest | null>(null);
  return (
    <>
      <SimpleEarnProducts onSubscribe={setRequest} />
      {request ? (
        <SubscribeFlow
          asset={request.asset}
          defaultOpen
          {...(request.kind === 'fixed' ? { defaultTermId: String(request.productId) } : {})}
        />
      ) : null}
      {holding}
    </>
  );
}

describe('one honest rate', () => {
  it('Simple Earn flexible: the product list, the subscribe dialog, the holding and the chart show the same figure', async () => {
    const figure = '5.25% APR, simple, estimate, net';
    const events = userEvent.setup();
    renderFlow(<SubscribeScreens holding={<FlexibleHoldingDetail asset="ETH" now={NOW} today="2026-03-02" />} />, {
      routes: flexibleRoutes('0.0525'),
      clock: () => NOW,
    });

    const table = await screen.findByRole('table', { name: 'Simple Earn products' }, SLOW);
    const row = (await within(table).findByText('ETH', {}, SLOW)).closest('tr')!;
    expect(spokenRates(row)).toContain(figure);

    await events.click(within(row).getByRole('button', { name: /^Subscribe ETH/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe ETH' }, SLOW);
    const term = within(await within(dialog).findByRole('radiogroup', { name: 'Term' }, SLOW)).getByRole('radio', {
      checked: true,
    });
    expect(spokenRates(term)).toEqual([figure]);
    await events.keyboard('{Escape}');

    const holding = (await screen.findByText('Est. APR', { selector: 'dt, dt *' }, SLOW)).closest('div')!;
    expect(spokenRates(holding)[0]).toBe(figure);

    await events.click(within(holding).getByRole('button', { name: 'Show the real-time APR of ETH' }));
    await events.click(await screen.findByRole('button', { name: 'Show as table' }, SLOW));
    const chart = await screen.findByRole('table', { name: /^APR over/ }, SLOW);
    const latest = within(chart).getAllByRole('row').at(-1)!;
    expect(spokenRate(within(latest).getByRole('cell'))).toBe(figure);
  });

  it("Simple Earn flexible: the APR details chart reads the same figure as the holding's real-time chart", async () => {
    const events = userEvent.setup();
    renderFlow(<AprDetailDialog asset="ETH" defaultOpen />, { routes: flexibleRoutes('0.0525'), clock: () => NOW });
    const dialog = await screen.findByRole('dialog', { name: 'APR details' }, SLOW);
    await events.click(await within(dialog).findByRole('button', { name: 'Show as table' }, SLOW));
    const chart = await within(dialog).findByRole('table', { name: /^APR over/ }, SLOW);
    const latest = within(chart).getAllByRole('row').at(-1)!;
    expect(spokenRate(within(latest).getByRole('cell'))).toBe('5.25% APR, simple, estimate, net');
  });

  it('Simple Earn fixed: the product list, the subscribe dialog and the holding show the same figure (fixed terms have no APR chart)', async () => {
    const figure = '3.50% APR, simple, fixed, net';
    const events = userEvent.setup();
    renderFlow(<SubscribeScreens holding={<FixedHoldingDetail asset="ETH" orderId="F1001" now={NOW} />} />, {
      routes: fixedRoutes('0.0525', '0.035'),
      clock: () => NOW,
    });

    const terms = await screen.findByRole('radiogroup', { name: 'Terms of ETH' }, SLOW);
    await events.click(within(terms).getByRole('radio', { name: /^30 days/ }));
    const row = terms.closest('tr')!;
    expect(spokenRates(row)).toContain(figure);

    await events.click(within(row).getByRole('button', { name: 'Subscribe ETH 30 days' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe ETH' }, SLOW);
    const term = within(await within(dialog).findByRole('radiogroup', { name: 'Term' }, SLOW)).getByRole('radio', {
      checked: true,
    });
    expect(spokenRates(term)).toEqual([figure]);
    await events.keyboard('{Escape}');

    const holding = (await screen.findByText(/APR$/, { selector: 'dt, dt *' }, SLOW)).closest('div')!;
    expect(spokenRates(holding)).toEqual([figure]);
  });
});
