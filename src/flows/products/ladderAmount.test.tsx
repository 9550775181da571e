import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { stripIsolates } from '../../i18n/bidi';
import { spokenRate } from '../shared/spokenRates.testing';
import { SubscribeFlow } from '../simpleEarn/SubscribeFlow/SubscribeFlow';
import { renderFlow, type Routes } from '../simpleEarn/testing/backend.testing';
import { flexibleProductDto } from '../simpleEarn/testing/dto.testing';
import { SLOW } from '../simpleEarn/testing/queries.testing';
import type { SubscribeRequest } from './productContext';
import { SimpleEarnProducts } from './SimpleEarnProducts';

// Issue 17, "one honest rate": 'Up to' on the product list opens the tier table with an amount field, and the amount
// typed there earns the blended rate and the estimate the subscribe dialog shows for the same amount (P-47).
const NOW = Date.UTC(2026, 2, 2, 8, 0, 0);
const LADDER = [
  { left: '0', right: '1000', apr: '0.1' },
  { left: '1000', right: '-1', apr: '0.01' },
];

const routes: Routes = {
  'GET /uni-loan/earn/market/list': {
    data: {
      list: [{ asset: 'ETH', next_time_rate_year: '0.0525', ladder_apr: LADDER, auto_invest_status: 0 }],
      total: 1,
    },
  },
  'GET /uni-loan/earn/coin-info': {
    data: [flexibleProductDto([], { asset: 'ETH', next_time_rate_year: '0.0525', ladder_apr: LADDER })],
  },
  'GET /fixed_earn/api/user/lent/available': { data: { available: '5000' } },
  'GET /user/lendable': { data: { lendable: '5000' } },
  'GET /account/spot/trading/home': { data: { use_funding: 0, locked: 0 } },
};

function ListAndDialog() {
  const [request, setRequest] = useState<SubscribeRequest | null>(null);
  return (
    <>
      <SimpleEarnProducts onSubscribe={setRequest} />
      {request ? <SubscribeFlow asset={request.asset} defaultOpen /> : null}
    </>
  );
}

/** The blended rate line under a ladder table, and the estimate row beside the amount, as read. */
function figures(scope: HTMLElement) {
  const blended = scope.querySelector<HTMLElement>('[data-slot="blended-rate"]');
  const estimate = within(scope).getByText('Estimated daily interest', { selector: 'dt, dt *' }).closest('div')!;
  return {
    blended: blended ? spokenRate(blended.querySelector('[data-slot="rate-text"]')!) : null,
    estimate: stripIsolates(estimate.querySelector('dd')?.textContent ?? ''),
  };
}

describe("the product list's tier table with an amount", () => {
  it("typing an amount in the list's tier table shows the blended rate and estimate the subscribe dialog shows for it", async () => {
    const events = userEvent.setup();
    renderFlow(<ListAndDialog />, { routes, clock: () => NOW });
    const table = await screen.findByRole('table', { name: 'Simple Earn products' }, SLOW);
    const row = (await within(table).findByText('ETH', {}, SLOW)).closest('tr')!;

    await events.click(within(row).getByRole('button', { name: 'Bonus tiers of ETH flexible' }));
    const tiers = await screen.findByRole('dialog', { name: 'Bonus APR tiers' }, SLOW);
    await events.type(within(tiers).getByRole('textbox', { name: /Amount/ }), '1500');
    const fromList = figures(tiers);
    // (1500 × 5.25 % + 1000 × 10 % + 500 × 1 %) / 1500 = 12.25 %; a day of it: 183.75 / 365.
    expect(fromList).toEqual({ blended: '12.25% APR, simple, estimate, net', estimate: '0.50342465 ETH' });
    await events.keyboard('{Escape}');

    await events.click(within(row).getByRole('button', { name: /^Subscribe ETH/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe ETH' }, SLOW);
    await within(dialog).findByText('5,000.00000000', { exact: false }, SLOW);
    await events.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '1500');
    expect(figures(dialog)).toEqual(fromList);
  });
});
