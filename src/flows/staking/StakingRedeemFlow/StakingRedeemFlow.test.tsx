import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formFields } from '../../../api/fetchDouble.testing';
import { renderFlow, testUser, type Routes } from '../../simpleEarn/testing/backend.testing';
import { SLOW, findToast } from '../../simpleEarn/testing/queries.testing';
import { StakingRedeemFlow, type StakingRedeemFlowProps } from './StakingRedeemFlow';
import {
  PRODUCTS,
  REDEEM_CALL,
  stakingRedeemRoutes,
  type FixtureCoin,
  type HoldingFixture,
} from './redeemFixtures.testing';

/** 2026-03-02T08:00:00Z: the exchange's clock in these tests. */
const NOW = Date.UTC(2026, 2, 2, 8, 0, 0);

interface OpenOptions {
  readonly coin?: FixtureCoin;
  readonly holding?: HoldingFixture;
  readonly routes?: Routes;
  readonly props?: Partial<StakingRedeemFlowProps>;
  readonly guest?: boolean;
}

async function openRedeem({ coin = 'ETH', holding, routes = {}, props = {}, guest = false }: OpenOptions = {}) {
  const navigate = vi.fn();
  const view = renderFlow(<StakingRedeemFlow coin={coin} defaultOpen {...props} />, {
    routes: stakingRedeemRoutes(coin, holding, routes),
    user: guest ? { kind: 'guest' } : testUser,
    clock: () => NOW,
    navigate,
  });
  const dialog = await screen.findByRole('dialog', { name: /^Redeem / });
  const input = await within(dialog).findByRole('textbox', {}, SLOW);
  return { ...view, dialog, input, navigate, events: userEvent.setup() };
}

type View = Awaited<ReturnType<typeof openRedeem>>;

function row(container: HTMLElement, label: string): string {
  const term = within(container).getByText(label, { selector: 'dt, dt *' });
  return term.closest('div')?.textContent ?? '';
}

async function redeemBody(view: View) {
  await waitFor(() => expect(view.calls().filter((call) => call.endsWith('/coin-stake-redeem'))).toHaveLength(1));
  const call = view.double.calls.find((candidate) => candidate.request.url.endsWith('/coin-stake-redeem'));
  return formFields((await call?.request.clone().text()) ?? '');
}

async function openTypeSelect(view: View) {
  await view.events.click(within(view.dialog).getByRole('button', { name: 'Change the redemption type' }));
  return screen.findByRole('dialog', { name: 'Redemption type' });
}

async function confirmAmount(view: View, amount: string) {
  await view.events.type(view.input, amount);
  await view.events.click(within(view.dialog).getByRole('button', { name: 'Confirm' }));
  return screen.findByRole('dialog', { name: 'Confirm redemption' });
}

describe('StakingRedeemFlow', () => {
  it('ST-MODAL-09 ST-STATE-03 the main view: the held amount, the minimum, the redeem coin and standard redemption', async () => {
    const { dialog } = await openRedeem();
    expect(within(dialog).getByRole('heading', { name: 'Redeem ETH' })).toBeInTheDocument();
    await waitFor(() => expect(row(dialog, 'Redeemable')).toMatch(/2(\.0+)?\s*ETH/));
    expect(row(dialog, 'Minimum redeem amount')).toMatch(/0\.010*\s*ETH/);
    expect(row(dialog, 'Redeem to')).toMatch(/ETH/);
    expect(row(dialog, 'Redemption type')).toMatch(/Standard redemption/);
    expect(row(dialog, 'Arrival')).toMatch(/1 to 3 days/);
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('ST-REDEEM-05 an amount below min_redeem_amount shows the min-limit message and keeps Confirm disabled', async () => {
    const { dialog, input, events } = await openRedeem();
    await events.type(input, '0.005');
    expect(within(dialog).getByText('The minimum redeem amount is 0.01 ETH')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('ST-REDEEM-06 an amount above the redeemable amount shows the insufficient-balance message', async () => {
    const { dialog, input, events } = await openRedeem();
    await events.type(input, '2.5');
    expect(within(dialog).getByText(/^Insufficient balance: 2(\.0+)? ETH redeemable$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('ST-REDEEM-12 the standard fee is the amount times redeem_fee, rounded down to 8 decimals', async () => {
    const { dialog, input, events } = await openRedeem();
    await events.type(input, '1.23456789');
    // 1.23456789 × 0.001 = 0.00123456789 → 0.00123456.
    expect(row(dialog, 'Fee')).toMatch(/0\.00123456\s*ETH/);
    expect(row(dialog, 'You receive')).toMatch(/1\.23333333\s*ETH/);
  });

  it('ST-REDEEM-01 ST-REDEEM-13 ST-REDEEM-08 redeem_type_select offers fast with its fee and the quota left; choosing it charges redeem_quick_fee', async () => {
    const view = await openRedeem();
    await view.events.type(view.input, '2');
    const select = await openTypeSelect(view);
    const fast = within(select).getByRole('radio', { name: /Fast redemption/ });
    expect(fast).toHaveAccessibleDescription(/0\.50\s*% fee.*About 30 minutes.*Today's fast quota left: 50(\.0+)? ETH/);
    expect(within(select).getByText(/shared by all users and resets at 00:00 UTC/)).toBeInTheDocument();
    await view.events.click(fast);
    await view.events.click(within(select).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Redemption type' })).toBeNull());
    expect(row(view.dialog, 'Redemption type')).toMatch(/Fast redemption/);
    expect(row(view.dialog, 'Fee')).toMatch(/0\.010*\s*ETH/);
    expect(row(view.dialog, 'Arrival')).toMatch(/About 30 minutes/);
  });

  it('ST-REDEEM-07 without the quick option fast is disabled with its reason and cannot be chosen', async () => {
    const view = await openRedeem({ coin: 'USDT', holding: { hold: '500' } });
    const select = await openTypeSelect(view);
    const fast = within(select).getByRole('radio', { name: /Fast redemption/ });
    expect(fast).toHaveAttribute('aria-disabled', 'true');
    expect(fast).toHaveAccessibleDescription(/Fast redemption is not offered for USDT/);
    await view.events.click(fast);
    await view.events.click(within(select).getByRole('button', { name: 'Confirm' }));
    expect(row(view.dialog, 'Redemption type')).toMatch(/Standard redemption/);
  });

  it.each([
    [1, false],
    [0, true],
  ])(
    'ST-STATE-05 the modal opens with fast possible from extra.redeem_quick (%i): disabled is %s',
    async (redeemQuick, disabled) => {
      const product = { ...PRODUCTS.ETH, extra: { ...PRODUCTS.ETH.extra, redeem_quick: redeemQuick } };
      const view = await openRedeem({ routes: { 'GET /staking/product': { data: product } } });
      const select = await openTypeSelect(view);
      const fast = within(select).getByRole('radio', { name: /Fast redemption/ });
      expect(fast.getAttribute('aria-disabled') === 'true').toBe(disabled);
    },
  );

  it('ST-REDEEM-08 ST-REDEEM-09 a quota left below the minimum redeem amount disables fast: the quota is used up', async () => {
    const view = await openRedeem({ coin: 'BTC', holding: { hold: '1' } });
    const select = await openTypeSelect(view);
    const fast = within(select).getByRole('radio', { name: /Fast redemption/ });
    expect(fast).toHaveAttribute('aria-disabled', 'true');
    expect(fast).toHaveAccessibleDescription(/Today's fast redemption quota is used up; it resets at 00:00 UTC/);
  });

  it('DEC-22 a quota of -1 is unlimited: fast can be chosen and says there is no daily quota', async () => {
    const view = await openRedeem({ coin: 'DOT' });
    const select = await openTypeSelect(view);
    const fast = within(select).getByRole('radio', { name: /Fast redemption/ });
    expect(fast).not.toHaveAttribute('aria-disabled', 'true');
    expect(fast).toHaveAccessibleDescription(/No daily fast quota/);
  });

  it('ST-REDEEM-11 ST-MODAL-06 the confirmation gives the maximum days, with Cancel and Confirm; Cancel sends nothing', async () => {
    const view = await openRedeem();
    const confirm = await confirmAmount(view, '1');
    expect(within(confirm).getByText('Redemption takes up to 3 days')).toBeInTheDocument();
    expect(row(confirm, 'Redeem amount')).toMatch(/1(\.0+)?\s*ETH/);
    await view.events.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm redemption' })).toBeNull());
    expect(view.calls().some((call) => call.endsWith('/coin-stake-redeem'))).toBe(false);
    expect(view.input).toHaveValue('1');
  });

  it('ST-REDEEM-10 the confirmation says redemption is instant when redeem_minday and redeem_maxday are 0', async () => {
    const view = await openRedeem({ coin: 'USDT', holding: { hold: '500' } });
    const confirm = await confirmAmount(view, '100');
    expect(within(confirm).getByText('Redemption is instant')).toBeInTheDocument();
  });

  it(
    'ST-REDEEM-04 ST-API-14 ST-API-17 a standard redeem sends side 1 and quick 0, then redeem_success reads In process with the timeline',
    async () => {
      const onSuccess = vi.fn();
      const view = await openRedeem({ props: { onSuccess } });
      const confirm = await confirmAmount(view, '1');
      await view.events.dblClick(within(confirm).getByRole('button', { name: 'Confirm' }));
      const success = await screen.findByRole('dialog', { name: 'In process' }, SLOW);
      expect(await redeemBody(view)).toEqual({ side: '1', amount: '1', coin: 'ETH', quick: '0' });
      const timeline = within(success).getByRole('list', { name: 'Redemption timeline' });
      expect(within(timeline).getByText('Redemption submitted')).toBeInTheDocument();
      expect(within(timeline).getByText('1 to 3 days')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Redeem ETH' })).toBeNull();
      expect(onSuccess).toHaveBeenCalledWith(
        expect.objectContaining({ coin: 'ETH', amount: '1', redeemType: 'standard', pid: -1 }),
      );
      await view.events.click(within(success).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    SLOW.timeout * 2,
  );

  it(
    'ST-REDEEM-03 a product with income_days 0 reads Redeem success',
    async () => {
      const view = await openRedeem({ coin: 'USDT', holding: { hold: '500' } });
      const confirm = await confirmAmount(view, '100');
      await view.events.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByRole('dialog', { name: 'Redeem success' }, SLOW)).toBeInTheDocument();
    },
    SLOW.timeout * 2,
  );

  it(
    'ST-API-17 ST-REDEEM-13 a fast redeem sends quick 1 and the success timeline says its minutes',
    async () => {
      const view = await openRedeem();
      await view.events.type(view.input, '2');
      const select = await openTypeSelect(view);
      await view.events.click(within(select).getByRole('radio', { name: /Fast redemption/ }));
      await view.events.click(within(select).getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Redemption type' })).toBeNull());
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Confirm' }));
      const confirm = await screen.findByRole('dialog', { name: 'Confirm redemption' });
      expect(within(confirm).getByText('About 30 minutes')).toBeInTheDocument();
      await view.events.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      const success = await screen.findByRole('dialog', { name: 'In process' }, SLOW);
      expect(await redeemBody(view)).toEqual({ side: '1', amount: '2', coin: 'ETH', quick: '1' });
      expect(within(success).getAllByText('About 30 minutes').length).toBeGreaterThan(0);
    },
    SLOW.timeout * 2,
  );

  it(
    'ST-DEFI-02 ST-DEFI-03 with one held protocol it is picked by itself and the redeem names its pid',
    async () => {
      const view = await openRedeem({ coin: 'SOL', holding: { balances: { 11: '20' } } });
      await waitFor(() => expect(row(view.dialog, 'Protocol')).toMatch(/Marinade/));
      expect(within(view.dialog).queryByRole('radiogroup', { name: 'Protocol' })).toBeNull();
      expect(row(view.dialog, 'Redeemable')).toMatch(/20(\.0+)?\s*SOL/);
      const confirm = await confirmAmount(view, '5');
      await view.events.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      await screen.findByRole('dialog', { name: 'In process' }, SLOW);
      expect(await redeemBody(view)).toEqual({ side: '1', amount: '5', coin: 'SOL', pid: '11', quick: '0' });
    },
    SLOW.timeout * 2,
  );

  it('ST-DEFI-02 with two held protocols only those are listed, none picked until the user picks one', async () => {
    const view = await openRedeem({ coin: 'SOL', holding: { balances: { 11: '20', 12: '3' } } });
    const group = await within(view.dialog).findByRole('radiogroup', { name: 'Protocol' });
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.textContent);
    expect(names).toEqual([expect.stringMatching(/Marinade/), expect.stringMatching(/Jito/)]);
    await view.events.type(view.input, '1');
    expect(within(view.dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await view.events.click(within(group).getByRole('radio', { name: /Jito/ }));
    expect(row(view.dialog, 'Redeemable')).toMatch(/3(\.0+)?\s*SOL/);
    expect(row(view.dialog, 'Minimum redeem amount')).toMatch(/0\.50*\s*SOL/);
    expect(within(view.dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('ST-DEFI-02 the host pid picks its protocol when it is held', async () => {
    const view = await openRedeem({ coin: 'SOL', holding: { balances: { 11: '20', 12: '3' } }, props: { pid: 12 } });
    const group = await within(view.dialog).findByRole('radiogroup', { name: 'Protocol' });
    expect(within(group).getByRole('radio', { name: /Jito/ })).toBeChecked();
  });

  it(
    'ST-STATE-04 a debt redeem pays out in USDC by default; USDT can be chosen and is sent as the redeem coin',
    async () => {
      const view = await openRedeem({ coin: 'GUSD', holding: { hold: '1000' } });
      const coins = await within(view.dialog).findByRole('radiogroup', { name: 'Redeem to' });
      expect(within(coins).getByRole('radio', { name: 'USDC' })).toBeChecked();
      await view.events.click(within(coins).getByRole('radio', { name: 'USDT' }));
      const confirm = await confirmAmount(view, '100');
      expect(row(confirm, 'Fee')).toMatch(/0\.050*\s*USDT/);
      await view.events.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      await screen.findByRole('dialog', { name: 'In process' }, SLOW);
      expect(await redeemBody(view)).toEqual({
        side: '1',
        amount: '100',
        coin: 'GUSD',
        quick: '0',
        redeem_coin: 'USDT',
      });
    },
    SLOW.timeout * 2,
  );

  it('ST-MODAL-09 ST-API-12 the faq view lists the questions and Close goes back to the main view', async () => {
    const view = await openRedeem();
    await view.events.click(within(view.dialog).getByRole('button', { name: 'ETH staking FAQ' }));
    const faq = await screen.findByRole('dialog', { name: 'ETH staking FAQ' });
    expect(await within(faq).findByRole('heading', { name: 'What is fast redemption?' })).toBeInTheDocument();
    await view.events.click(within(faq).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'ETH staking FAQ' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Redeem ETH' })).toBeInTheDocument();
  });

  it(
    'ST-ERR-01 a refused redeem shows the server message as a warning toast, reports it and keeps the form',
    async () => {
      const onFailure = vi.fn();
      const view = await openRedeem({
        routes: {
          [REDEEM_CALL]: { code: 10012, message: "Fast redemption is unavailable now: today's quota is used up" },
        },
        props: { onFailure },
      });
      const confirm = await confirmAmount(view, '1');
      await view.events.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      await findToast('Warning', "Fast redemption is unavailable now: today's quota is used up");
      expect(onFailure).toHaveBeenCalledWith("Fast redemption is unavailable now: today's quota is used up");
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm redemption' })).toBeNull());
      expect(view.input).toHaveValue('1');
    },
    SLOW.timeout * 2,
  );

  it(
    'ST-ERR-02 a redeem without an answer shows the Networkerr toast',
    async () => {
      const view = await openRedeem({
        routes: { [REDEEM_CALL]: () => Promise.reject(new TypeError('Failed to fetch')) },
      });
      const confirm = await confirmAmount(view, '1');
      await view.events.click(within(confirm).getByRole('button', { name: 'Confirm' }));
      await findToast('Error', 'Network error, please try again later');
    },
    SLOW.timeout * 2,
  );

  it(
    'a retry after a lost answer resends the same idempotency key; a new amount gets a new one',
    async () => {
      let calls = 0;
      const view = await openRedeem({
        routes: {
          [REDEEM_CALL]: () => {
            calls += 1;
            return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : { code: 0, data: null };
          },
        },
      });
      const first = await confirmAmount(view, '1');
      await view.events.click(within(first).getByRole('button', { name: 'Confirm' }));
      await findToast('Error', 'Network error, please try again later');
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Confirm' }));
      const second = await screen.findByRole('dialog', { name: 'Confirm redemption' });
      await view.events.click(within(second).getByRole('button', { name: 'Confirm' }));
      await screen.findByRole('dialog', { name: 'In process' }, SLOW);
      const keys = view.double.calls
        .filter((call) => call.request.url.endsWith('/coin-stake-redeem'))
        .map((call) => call.request.headers.get('Idempotency-Key'));
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBeTruthy();
      expect(keys[1]).toBe(keys[0]);
    },
    SLOW.timeout * 3,
  );

  it('a guest makes no user call and has nothing to redeem', async () => {
    const view = await openRedeem({ guest: true });
    await waitFor(() => expect(row(view.dialog, 'Redeemable')).toMatch(/0/));
    expect(view.calls().some((call) => call.endsWith('/coin-user-info'))).toBe(false);
  });
});
