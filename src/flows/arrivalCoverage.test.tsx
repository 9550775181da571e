/**
 * Every pending status of every family renders an arrival (issue 17, P-48): the statuses come from the domain's own
 * pending lists, so a status added there without an arrival on its screen fails here.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEarnClient } from '../api/client';
import { createFetchDouble } from '../api/fetchDouble.testing';
import type { EarnUser } from '../context/types';
import { DUAL_EARN_PENDING_STATUSES } from '../domain/dualEarn/arrival';
import { LAUNCHPOOL_PENDING_STATUSES } from '../domain/launchpool/arrival';
import { FIXED_PENDING_STATUSES, FLEXIBLE_PENDING_STATUSES } from '../domain/simpleEarn/arrival';
import { STAKING_PENDING_STATUSES, type StakingPendingStatus } from '../domain/staking/arrival';
import { WEALTH_PENDING_STATUSES } from '../domain/wealth/arrival';
import { DualEarnOrders } from './dualEarn/DualEarnOrders';
import { createDualOrdersClient, DUAL_NOW, sampleDualOrder } from './dualEarn/dualOrdersFixtures.testing';
import { createFakeEarnBackend } from './holdings/fakeEarnBackend.testing';
import { FixedHoldingDetail } from './holdings/FixedHoldingDetail';
import { FlexibleHoldingDetail } from './holdings/FlexibleHoldingDetail';
import { Holdings } from './holdings/Holdings';
import { renderFlow } from './holdings/flowTestSetup.testing';
import { FIXTURE_NOW, fixedHoldingDto, flexibleHoldingDto } from './holdings/holdingsFixtures.testing';
import { renderWithApi } from './shared/renderWithApi.testing';
import { StakingHoldings } from './staking/holdings/StakingHoldings';
import { pendingRedemptionDto } from './staking/holdings/stakingHoldingsFixtures.testing';

const alice: EarnUser = { kind: 'user', name: 'alice', vipLevel: 0, verified: true };
const SLOW = { timeout: 5000 } as const;
const NOW = Date.UTC(2026, 2, 9, 8, 0, 0);
const arrivalIn = async (scope: HTMLElement) => within(scope).findByRole('group', { name: 'Arrival' }, SLOW);

/** A fixed order's status code for each badge (DEC-09: 0 or 1 holding, any other redeeming). */
const FIXED_STATUS_CODE = { holding: 1, redeeming: 2 } as const;

/** A staking backend with one redemption of the given type on its way. */
function stakingClient(type: StakingPendingStatus) {
  const nowS = NOW / 1000;
  const double = createFetchDouble((request) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/staking/products'))
      return { code: 0, data: [{ coin: 'ETH', mortgage_coin: 'ETH', reward_coin: 'ETH', type: 1, rate: '3.2' }] };
    if (path.endsWith('/staking/balances'))
      return { code: 0, data: [{ pid: 0, protocol_name: 'ETH', mortgage_amount: '2' }] };
    if (path.endsWith('/staking/redemptions'))
      return {
        code: 0,
        data: [
          pendingRedemptionDto({
            redeem_type: type,
            create_time: nowS - 600,
            redeem_stamp: type === 'fast' ? nowS + 1200 : nowS + 2 * 86_400,
          }),
        ],
      };
    if (path.endsWith('/staking/coin-user-profit-records')) return { code: 0, data: { list: [], total: 0 } };
    return { code: 0, data: null };
  });
  return { double, client: createEarnClient({ fetch: double.fetch, retries: 0, log: () => undefined }) };
}

describe('an arrival on every pending status', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  });
  afterEach(() => vi.restoreAllMocks());

  it.each(FLEXIBLE_PENDING_STATUSES)('flexible %s: the holding detail shows the arrival', async () => {
    const backend = createFakeEarnBackend({
      flexibleHoldings: [flexibleHoldingDto('USDT', { frozen_amount: '100', frozen_status: 1 })],
    });
    renderFlow(<FlexibleHoldingDetail asset="USDT" now={FIXTURE_NOW} today="2024-05-01" />, {
      respond: backend.respond,
    });
    const row = (await screen.findByText('Redeeming', { selector: 'dt, dt *' }, SLOW)).closest('div')!;
    await arrivalIn(row);
  });

  it.each(FIXED_PENDING_STATUSES)('fixed %s: the order detail shows the payout arrival', async (status) => {
    const backend = createFakeEarnBackend({
      fixedHoldings: [fixedHoldingDto(1, { status: FIXED_STATUS_CODE[status], reinvest_status: 0 })],
    });
    renderFlow(<FixedHoldingDetail asset="USDT" orderId="F1001" now={FIXTURE_NOW} />, { respond: backend.respond });
    const row = (await screen.findByText('Redemption received time', { selector: 'dt, dt *' }, SLOW)).closest('div')!;
    await arrivalIn(row);
  });

  it('flexible redeeming and fixed redeeming: the holdings lists show the arrival in the row', async () => {
    const backend = createFakeEarnBackend({
      flexibleHoldings: [flexibleHoldingDto('USDT', { frozen_amount: '100', frozen_status: 1 })],
      fixedHoldings: [fixedHoldingDto(1, { status: FIXED_STATUS_CODE.redeeming })],
    });
    renderFlow(<Holdings />, { respond: backend.respond });
    await arrivalIn(await screen.findByRole('table', { name: 'Flexible holdings' }, SLOW));
    await userEvent.click(screen.getByRole('tab', { name: 'Fixed' }));
    await arrivalIn(await screen.findByRole('table', { name: 'Fixed holdings' }, SLOW));
  });

  it.each(STAKING_PENDING_STATUSES)('staking %s redemption: its card shows the arrival', async (type) => {
    renderWithApi(<StakingHoldings coin="ETH" />, stakingClient(type), { user: alice, clock: () => NOW });
    await arrivalIn(await screen.findByRole('article', { name: 'Redeem 1.00000000 ETH' }, SLOW));
  });

  it.each(DUAL_EARN_PENDING_STATUSES)('dual earn %s: the order row shows the settlement arrival', async (status) => {
    renderWithApi(<DualEarnOrders />, createDualOrdersClient({ orders: [sampleDualOrder(1, status)] }), {
      user: alice,
      clock: () => DUAL_NOW,
    });
    await arrivalIn(await screen.findByRole('table', {}, SLOW));
  });

  it('launchpool and VIP wealth pay at once: no pending status, so nothing to show (add a screen with one)', () => {
    expect(LAUNCHPOOL_PENDING_STATUSES).toEqual([]);
    expect(WEALTH_PENDING_STATUSES).toEqual([]);
  });
});
