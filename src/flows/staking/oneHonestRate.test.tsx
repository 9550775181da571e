import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stakingTrendLines } from '../../testing/msw/fixtures';
import { renderFlow, type Routes } from '../simpleEarn/testing/backend.testing';
import { SLOW } from '../simpleEarn/testing/queries.testing';
import { StakingHoldings } from './holdings/StakingHoldings';
import { StakingAprTrendDialog } from './products/StakingAprTrendDialog';
import { StakingDetail } from './products/StakingDetail';
import { StakingProducts } from './products/StakingProducts';
import { StakingStakeFlow } from './StakingStakeFlow/StakingStakeFlow';
import { ethProductDto, stakingStakeRoutes } from './StakingStakeFlow/stakingStakeFixtures.testing';
import { spokenRate, spokenRates } from '../shared/spokenRates.testing';

// Issue 17, "one honest rate": the same figure, with its label, on the product list, the stake dialog, the holding
// and the APR chart, all answered by one fake exchange whose every call gives ETH staking the same rate.
const NOW = Date.UTC(2026, 2, 9, 8, 0, 0);
const DAY_S = 86_400;

function stakingRoutes(rate: string): Routes {
  const product = ethProductDto({ rate, base_rate: rate, most_rate: rate, vip_config: null });
  return stakingStakeRoutes([['ETH', product]], {
    'GET /earn/staking/products': { data: [{ ...product, coin: 'ETH' }] },
    'GET /earn/staking/balances': { data: [{ pid: 0, protocol_name: 'ETH', mortgage_amount: '2' }] },
    'GET /earn/staking/coin-user-profit-records': {
      data: {
        list: [{ id: 1, coin: 'ETH', reward_coin: 'ETH', amount: '0.00017534', rate, time: NOW / 1000 - DAY_S }],
        total: 1,
      },
    },
    'GET /earn/staking/coin-lines': { data: stakingTrendLines(product, 30) },
  });
}

describe('one honest rate', () => {
  it('staking: the product list, the stake dialog, the holding and the chart show the same figure', async () => {
    const figure = '3.20% APR, simple, estimate, net';
    const events = userEvent.setup();
    const options = { routes: stakingRoutes('3.2'), clock: () => NOW };

    const list = renderFlow(<StakingProducts />, options);
    const card = (await screen.findByRole('link', { name: 'ETH' }, SLOW)).closest('tr')!;
    expect(spokenRates(card)).toContain(figure);
    list.unmount();

    const stake = renderFlow(<StakingStakeFlow coin="ETH" defaultOpen />, options);
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await within(dialog).findAllByText(/3\.20%/, {}, SLOW);
    expect(spokenRates(dialog)).toContain(figure);
    stake.unmount();

    const detail = renderFlow(<StakingDetail coin="ETH" />, options);
    const rates = await screen.findByRole('region', { name: 'Rates' }, SLOW);
    // The first rate of the detail page's rates: its APR (the base rate follows).
    expect(spokenRates(rates)[0]).toBe(figure);
    detail.unmount();

    const position = renderFlow(<StakingHoldings coin="ETH" />, options);
    const held = await screen.findByRole('article', { name: 'ETH' }, SLOW);
    await waitFor(() => expect(spokenRates(held)).toEqual([figure]), SLOW);
    position.unmount();

    const holding = renderFlow(<StakingHoldings coin="ETH" openHistory />, options);
    const rewards = await screen.findByRole('table', { name: 'ETH rewards received' }, SLOW);
    const reward = (await within(rewards).findByText('0.00017534 ETH', {}, SLOW)).closest('tr')!;
    expect(spokenRates(reward)).toEqual([figure]);
    holding.unmount();

    renderFlow(<StakingAprTrendDialog coin="ETH" open onOpenChange={() => undefined} />, options);
    await events.click(await screen.findByRole('button', { name: 'Show as table' }, SLOW));
    const chart = await screen.findByRole('table', { name: /APR over/ }, SLOW);
    const latest = within(chart).getAllByRole('row').at(-1)!;
    expect(spokenRate(within(latest).getByRole('cell'))).toBe(figure);
  });

  it('staking with a running extra bonus: the detail page and the position show the same APR, bonus included', async () => {
    const bonus = {
      status: 1,
      max_interest: '-1',
      reward_coin: 'ETH',
      start_time: NOW / 1000 - DAY_S,
      end_time: NOW / 1000 + 30 * DAY_S,
      interest: '[{"money_min":"0","money_max":"-1","money_rate":"1.5"}]',
    };
    const product = ethProductDto({ rate: '3.2', base_rate: '3.2', extra_interest: bonus, extra_interest_show: 1 });
    const routes = stakingStakeRoutes([['ETH', product]], {
      'GET /earn/staking/products': { data: [{ ...product, coin: 'ETH' }] },
      'GET /earn/staking/balances': { data: [{ pid: 0, protocol_name: 'ETH', mortgage_amount: '2' }] },
      'GET /earn/staking/redemptions': { data: [] },
      'GET /earn/staking/coin-user-profit-records': { data: { list: [], total: 0 } },
    });
    const options = { routes, clock: () => NOW };
    const figure = '4.70% APR, simple, estimate, net';

    const detail = renderFlow(<StakingDetail coin="ETH" />, options);
    const rates = await screen.findByRole('region', { name: 'Rates' }, SLOW);
    // The first rate of the detail page's rates: its APR (the base rate follows).
    expect(spokenRates(rates)[0]).toBe(figure);
    detail.unmount();

    renderFlow(<StakingHoldings coin="ETH" />, options);
    const card = await screen.findByRole('article', { name: 'ETH' }, SLOW);
    await waitFor(() => expect(spokenRates(card)).toEqual([figure]), SLOW);
  });
});
