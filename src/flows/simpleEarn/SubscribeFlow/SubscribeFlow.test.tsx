import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fixedProductDto, flexibleProductDto, voucherDto } from '../testing/dto.testing';
import { renderFlow, testUser, type Routes } from '../testing/backend.testing';
import { SLOW, findToast } from '../testing/queries.testing';
import { SubscribeFlow } from './SubscribeFlow';

function routes(fixedList = [fixedProductDto()], extra: Routes = {}): Routes {
  return {
    'GET /uni-loan/earn/coin-info': { data: [flexibleProductDto(fixedList)] },
    'GET /fixed_earn/api/user/lent/available': { data: { available: '1000' } },
    'GET /user/lendable': { data: { lendable: '5000' } },
    'GET /uni-loan/earn/coupon-recommend': { data: { list: [voucherDto()] } },
    'GET /account/spot/trading/home': { data: { use_funding: 0, locked: 0 } },
    'GET /uni-loan/earn/subscribe/check': { data: { is_able_subscribe: 1 } },
    'POST /fixed_earn/api/user/lend': { data: null },
    'POST /uni-loan/earn/subscribe': { data: null },
    ...extra,
  };
}

async function openFixed(
  extra: Routes = {},
  fixedList = [fixedProductDto()],
  props: Partial<Parameters<typeof SubscribeFlow>[0]> = {},
  user = testUser,
) {
  const navigate = vi.fn();
  const view = renderFlow(
    <SubscribeFlow asset="USDT" defaultOpen defaultTermId={String(fixedList[0]?.id ?? 101)} {...props} />,
    {
      routes: routes(fixedList, extra),
      navigate,
      user,
    },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe USDT' });
  await within(dialog).findAllByRole('radio', {}, SLOW);
  return { ...view, dialog, navigate, events: userEvent.setup() };
}

async function typeAmount(dialog: HTMLElement, events: ReturnType<typeof userEvent.setup>, amount: string) {
  const input = within(dialog).getByRole('textbox', { name: 'Amount' });
  await events.clear(input);
  await events.type(input, amount);
}

describe('SubscribeFlow', () => {
  it('SE-SUB-01 the dialog shows a term card per product, each with its term and rate', async () => {
    const { dialog } = await openFixed();
    const group = within(dialog).getByRole('radiogroup', { name: 'Term' });
    const terms = within(group).getAllByRole('radio');
    expect(terms).toHaveLength(2);
    expect(terms[1]).toHaveTextContent('30');
    expect(terms[1]).toHaveTextContent('8.00%');
    expect(terms[1]).toBeChecked();
  });

  it('SE-SUB-02 the amount input shows the estimate of the amount typed', async () => {
    const { dialog, events } = await openFixed();
    await typeAmount(dialog, events, '100');
    // 100 × 8 % × 30 / 365, 8 decimals rounded down (SE-CALC-03/04).
    const row = within(dialog).getByText('Estimated interest at maturity').closest('div') as HTMLElement;
    expect(row).toHaveTextContent('0.65753424 USDT');
  });

  it("a term with a bonus ladder opens onto the amount's blended rate, and the estimate is the same exact per-tier sum", async () => {
    const ladder = [
      { left: '0', right: '500', apr: '0.2' },
      { left: '500', right: '-1', apr: '0.05' },
    ];
    const { dialog, events } = await openFixed({}, [fixedProductDto({ ladder_apr: ladder })]);
    await typeAmount(dialog, events, '1000');
    const table = within(dialog).getByRole('table', { name: 'Tiered APR' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('500USDT');
    // 1,000 × 8 % + 500 × 20 % + 500 × 5 % = 205 a year: 20.50 % of 1,000 ...
    expect(dialog.querySelector('[data-slot="blended-rate"]')).toHaveTextContent(
      'Your rate for 1,000 USDT: 20.50% APR, simple, fixed, net',
    );
    // ... and over 30 days 205 × 30 / 365, 8 decimals rounded down: the estimate, not 1,000 × 8 % alone (6.57534246).
    const row = within(dialog).getByText('Estimated interest at maturity').closest('div') as HTMLElement;
    expect(row).toHaveTextContent('16.84931506 USDT');
  });

  it('SE-SUB-03 the dialog has trading-rules and product-rules tabs', async () => {
    const { dialog, events } = await openFixed();
    expect(within(dialog).getByRole('tab', { name: 'Trading rules' })).toHaveAttribute('aria-selected', 'true');
    await events.click(within(dialog).getByRole('tab', { name: 'Product rules' }));
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('Fixed savings lock your coins for 30 days');
  });

  it('SH-MODE-03 SH-MODE-05 SH-MODE-06 SH-MODE-07 an upgraded account outside unified Simple Earn gets the risk tip and the unified wording', async () => {
    renderFlow(<SubscribeFlow asset="USDT" defaultOpen defaultTermId="101" />, {
      routes: routes(),
      accountMode: { mode: 'unified', firstOpen: false, useFunding: false },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe USDT' });
    await within(dialog).findAllByRole('radio', {}, SLOW);
    expect(within(dialog).getByText(/Simple Earn is not part of it/)).toBeInTheDocument();
    const events = userEvent.setup();
    await events.hover(within(dialog).getByRole('button', { name: /available/i }));
    expect(await screen.findByRole('tooltip', {}, SLOW)).toHaveTextContent('unified account balance of this coin');
    await events.click(within(dialog).getByRole('tab', { name: 'Product rules' }));
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('Subscriptions are paid from your unified account');
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('they may be redeemed to cover it');
  });

  it('SH-MODE-03 SH-MODE-07 a classic account gets the spot wording and no risk tip', async () => {
    renderFlow(<SubscribeFlow asset="USDT" defaultOpen defaultTermId="101" />, {
      routes: routes(),
      accountMode: { mode: 'classic', firstOpen: false, useFunding: false },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe USDT' });
    await within(dialog).findAllByRole('radio', {}, SLOW);
    expect(within(dialog).queryByText(/Simple Earn is not part of it/)).not.toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('tab', { name: 'Product rules' }));
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('Subscriptions are paid from your spot account');
  });

  it('SE-SUB-04 SE-VIP-03 a VIP product below the user level shows the upgrade notice linking to /vip?upTo={min}', async () => {
    const vip = fixedProductDto({ id: 102, type: 2, min_vip: 3, max_vip: 5, title: 'VIP 60 days' });
    const { dialog, events, navigate } = await openFixed({}, [vip]);
    expect(within(dialog).getByText('Upgrade to VIP 3 to subscribe')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Upgrade VIP' }));
    expect(navigate).toHaveBeenCalledWith('/vip?upTo=3');
  });

  it('SE-SUB-05 a sold-out product shows the sold-out notice and a disabled Sold out button', async () => {
    const { dialog } = await openFixed({}, [fixedProductDto({ sale_status: 2 })]);
    expect(within(dialog).getByText('This product is sold out. Please choose another term.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Sold out' })).toBeDisabled();
  });

  it('SE-SUB-06 SE-SUB-22 the available balance shows with a transfer shortcut that navigates once after 500 ms', async () => {
    const { dialog, events, navigate } = await openFixed();
    const row = within(dialog).getByText('Available').closest('div') as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent('1,000.00000000 USDT'), SLOW);
    const transfer = within(dialog).getByRole('button', { name: 'Transfer' });
    await events.dblClick(transfer);
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/myaccount/transfer?coin=USDT'), SLOW);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('SE-SUB-07 a fixed product shows the individual remaining quota from user/lendable', async () => {
    const { dialog, double } = await openFixed();
    const label = await within(dialog).findByText('Individual remaining quota');
    await waitFor(() => expect(label.closest('div')).toHaveTextContent('5,000.00000000 USDT'), SLOW);
    const lendable = double.calls.find((call) => call.request.url.includes('/fixed_earn/api/user/lendable'));
    expect(new URL(lendable?.request.url ?? '').searchParams.get('product_id')).toBe('101');
  });

  it('SE-SUB-08 SE-VOUCH-02 a fixed product shows the voucher chooser with the first voucher selected', async () => {
    const { dialog } = await openFixed();
    const voucher = await within(dialog).findByRole('radio', { name: /APR \+2% for 10 days/ }, SLOW);
    await waitFor(() => expect(voucher).toBeChecked());
  });

  it('SE-SUB-09 SE-SUB-10 SE-SUB-11 SE-REINV-04 the reinvest, pre-redeem and redeem-to options show; reinvest on hides redeem-to', async () => {
    const { dialog, events } = await openFixed();
    const reinvest = within(dialog).getByRole('switch', { name: 'Auto-reinvest' });
    expect(within(dialog).getByText('Early redemption').closest('div')).toHaveTextContent('Supported');
    expect(within(dialog).getByRole('radiogroup', { name: 'Redeem to' })).toBeInTheDocument();
    await events.click(reinvest);
    expect(reinvest).toBeChecked();
    expect(within(dialog).queryByRole('radiogroup', { name: 'Redeem to' })).not.toBeInTheDocument();
  });

  it('SE-SUB-14 SE-SUB-16 SE-SUB-17 SE-SUB-18 SE-SUB-19 SE-SUBOK-01 a subscribe pre-checks, sends, shows the success dialog, refreshes the list and closes', async () => {
    const onSuccess = vi.fn();
    const { dialog, events, double, calls } = await openFixed({}, undefined, { onSuccess });
    await typeAmount(dialog, events, '150.1234567');
    await events.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    const success = await screen.findByRole('dialog', { name: 'Subscribed successfully' }, SLOW);
    const sent = calls();
    expect(sent.indexOf('GET /apiw/v2/account/spot/trading/home')).toBeLessThan(
      sent.indexOf('POST /apiw/v2/fixed_earn/api/user/lend'),
    );
    const post = double.calls.find((call) => call.request.method === 'POST');
    // SE-AMT-11: rounded down to 6 decimals; the voucher goes as financial_rate_id.
    expect(JSON.parse(await (post?.request.clone().text() ?? '{}'))).toEqual({
      product_id: 101,
      redeem_account_type: 1,
      reinvest_status: 0,
      amount: '150.123456',
      year_rate: '0.08',
      financial_rate_id: 7,
    });
    expect(success).toHaveTextContent('150.12345600 USDT');
    expect(success).toHaveTextContent('Fixed');
    expect(success).toHaveTextContent('30 days');
    expect(success).toHaveTextContent('Maturity');
    expect(onSuccess).toHaveBeenCalledOnce();
    await waitFor(() => expect(calls().filter((call) => call.endsWith('/coin-info')).length).toBeGreaterThan(1), SLOW);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subscribe USDT' })).not.toBeInTheDocument(), SLOW);
  });

  it("the success dialog dates the subscription by the provider's clock (the exchange's), not the device's", async () => {
    // The exchange's time, as a host passes it to EarnProvider; the device's clock says another day.
    const exchangeNow = Date.UTC(2026, 2, 2, 8, 0);
    renderFlow(<SubscribeFlow asset="USDT" defaultOpen defaultTermId="101" />, {
      routes: routes(),
      clock: () => exchangeNow,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe USDT' });
    await within(dialog).findAllByRole('radio', {}, SLOW);
    const events = userEvent.setup();
    await typeAmount(dialog, events, '150');
    await events.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    const success = await screen.findByRole('dialog', { name: 'Subscribed successfully' }, SLOW);
    expect(within(success).getByText('Subscription time').closest('div')).toHaveTextContent('03/02/2026, 08:00 UTC');
    // A 30-day term from 2 March 2026: interest from 3 March, maturity on 2 April.
    expect(within(success).getByText('Maturity').closest('div')).toHaveTextContent('04/02/2026, 00:00 UTC');
  });

  it('SE-SUBOK-02 SE-SUBOK-03 the success dialog views holdings or subscribes more', async () => {
    const { dialog, events, navigate } = await openFixed();
    await typeAmount(dialog, events, '150');
    await events.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    let success = await screen.findByRole('dialog', { name: 'Subscribed successfully' }, SLOW);
    await events.click(within(success).getByRole('button', { name: 'Subscribe more' }));
    const again = await screen.findByRole('dialog', { name: 'Subscribe USDT' }, SLOW);
    expect(within(again).getByRole('textbox', { name: 'Amount' })).toHaveValue('');
    await typeAmount(again, events, '150');
    await events.click(within(again).getByRole('button', { name: 'Subscribe' }));
    success = await screen.findByRole('dialog', { name: 'Subscribed successfully' }, SLOW);
    await events.click(within(success).getByRole('button', { name: 'View holdings' }));
    expect(navigate).toHaveBeenCalledWith('/simple-earn/my-lendings?tab=fixed');
  });

  it('SE-SUB-15 locked funding shows the warning and sends no subscribe', async () => {
    const { dialog, events, calls } = await openFixed({
      'GET /account/spot/trading/home': { data: { use_funding: 1, locked: 1 } },
    });
    await typeAmount(dialog, events, '150');
    await events.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await findToast('Warning', 'Your funds are locked in the unified account; subscription is unavailable for now');
    expect(calls()).not.toContain('POST /apiw/v2/fixed_earn/api/user/lend');
  });

  it('SE-ERR-09 a failed pre-check shows the error toast Networkerr', async () => {
    const { dialog, events, calls } = await openFixed({
      'GET /account/spot/trading/home': { code: -1, message: 'busy' },
    });
    await typeAmount(dialog, events, '150');
    await events.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await findToast('Error', 'Network error, please try again later');
    expect(calls()).not.toContain('POST /apiw/v2/fixed_earn/api/user/lend');
  });

  it('SE-ERR-02 SE-ERR-06 a failed subscribe shows the server message as a warning and passes it to onFailure', async () => {
    const onFailure = vi.fn();
    const { dialog, events } = await openFixed(
      { 'POST /fixed_earn/api/user/lend': { code: -1, msg: 'Quota exhausted' } },
      undefined,
      { onFailure },
    );
    await typeAmount(dialog, events, '150');
    await events.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await findToast('Warning', 'Quota exhausted');
    expect(onFailure).toHaveBeenCalledWith('Quota exhausted');
    expect(screen.getByRole('dialog', { name: 'Subscribe USDT' })).toBeInTheDocument();
  });

  it('SE-ERR-05 SE-ERR-06 a network failure of the subscribe shows Networkerr as an error', async () => {
    const onFailure = vi.fn();
    const fail = () => Promise.reject(new TypeError('Failed to fetch'));
    const { dialog, events } = await openFixed({ 'POST /fixed_earn/api/user/lend': fail }, undefined, { onFailure });
    await typeAmount(dialog, events, '150');
    await events.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await findToast('Error', 'Network error, please try again later');
    expect(onFailure).toHaveBeenCalledWith('Network error, please try again later');
  });

  it('SE-SUB-12 SE-SUB-13 SE-SPECIAL-01 SE-SPECIAL-02 a special product is checked first; a failed check opens the ineligible notice and subscribes nothing', async () => {
    const special = fixedProductDto({ id: 103, type: 3, title: 'Newcomer special' });
    const { dialog, events, calls } = await openFixed(
      { 'GET /uni-loan/earn/subscribe/check': { data: { is_able_subscribe: 0 } } },
      [special],
    );
    await typeAmount(dialog, events, '150');
    await events.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    const notice = await screen.findByRole('dialog', { name: 'Not eligible' }, SLOW);
    expect(notice).toHaveTextContent('You are not eligible for this event product');
    expect(calls()).not.toContain('GET /apiw/v2/account/spot/trading/home');
    expect(calls()).not.toContain('POST /apiw/v2/fixed_earn/api/user/lend');
  });

  it('SE-ERR-07 SE-ERR-08 a non-success subscribe check shows the server message as an error and fires onFailure', async () => {
    const onFailure = vi.fn();
    const special = fixedProductDto({ id: 103, type: 3, title: 'Newcomer special' });
    const { dialog, events, calls } = await openFixed(
      { 'GET /uni-loan/earn/subscribe/check': { code: -1, message: 'Check unavailable' } },
      [special],
      { onFailure },
    );
    await typeAmount(dialog, events, '150');
    await events.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await findToast('Error', 'Check unavailable');
    expect(onFailure).toHaveBeenCalledWith('Check unavailable');
    expect(calls()).not.toContain('POST /apiw/v2/fixed_earn/api/user/lend');
  });

  it('SE-SUB-20 a VIP verification failure opens a dialog titled with the product title', async () => {
    const vip = fixedProductDto({ id: 102, type: 2, min_vip: 3, max_vip: 5, title: 'VIP 60 days' });
    const { dialog, events, calls } = await openFixed({}, [vip]);
    await typeAmount(dialog, events, '150');
    await events.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    const denied = await screen.findByRole('dialog', { name: 'VIP 60 days' }, SLOW);
    expect(denied).toHaveTextContent('V3-V5');
    expect(calls()).not.toContain('POST /apiw/v2/fixed_earn/api/user/lend');
  });

  it('SE-SUB-21 SE-AMT-06 a double click sends one subscribe; an invalid amount disables the button', async () => {
    const { dialog, events, calls } = await openFixed();
    await typeAmount(dialog, events, '5');
    expect(within(dialog).getByText('Minimum purchase amount: 10 USDT')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    await typeAmount(dialog, events, '150');
    await events.dblClick(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await screen.findByRole('dialog', { name: 'Subscribed successfully' }, SLOW);
    expect(calls().filter((call) => call === 'POST /apiw/v2/fixed_earn/api/user/lend')).toHaveLength(1);
  });

  it('SE-SUB-16 the flexible term sends the flexible subscribe', async () => {
    const { dialog, events, double } = await openFixed({}, undefined, { defaultTermId: '0' });
    await typeAmount(dialog, events, '20');
    await events.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
    await screen.findByRole('dialog', { name: 'Subscribed successfully' }, SLOW);
    const post = double.calls.find((call) => call.request.method === 'POST');
    expect(new URL(post?.request.url ?? '').pathname).toBe('/apiw/v2/uni-loan/earn/subscribe');
    expect(JSON.parse(await (post?.request.clone().text() ?? '{}'))).toEqual({
      asset: 'USDT',
      amount: '20',
      rateYear: '0.0001',
    });
  });

  it('SH-AUTH-01 a guest pressing the button goes to /login', async () => {
    const { dialog, events, navigate } = await openFixed({}, undefined, {}, { kind: 'guest' });
    await events.click(within(dialog).getByRole('button', { name: 'Log in to subscribe' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'), SLOW);
  });

  it('SE-VIP-02 a user above the VIP range sees the exclusive notice with a benefits link to /vip', async () => {
    const vip = fixedProductDto({ id: 102, type: 2, min_vip: 1, max_vip: 2, title: 'VIP 60 days' });
    const { dialog, events, navigate } = await openFixed({}, [vip], {}, {
      ...testUser,
      vipLevel: 5,
    } as typeof testUser);
    expect(within(dialog).getByText('Exclusive to VIP 1-2. View your VIP benefits')).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'View VIP benefits' }));
    expect(navigate).toHaveBeenCalledWith('/vip');
  });

  it('SH-US-04 the US site shows the balance without the transfer shortcut', async () => {
    renderFlow(<SubscribeFlow asset="USDT" defaultOpen defaultTermId="101" />, { routes: routes(), site: 'us' });
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe USDT' });
    await within(dialog).findAllByRole('radio', {}, SLOW);
    expect(within(dialog).getByText('Available')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Transfer' })).not.toBeInTheDocument();
  });

  it('SE-REINV-02 SE-REINV-05 the host hears the choices: reinvest on sets redeem-to spot; closing with it off resets to flexible', async () => {
    const onPreferencesChange = vi.fn();
    const { dialog, events } = await openFixed({}, undefined, { onPreferencesChange });
    await events.click(within(dialog).getByRole('switch', { name: 'Auto-reinvest' }));
    expect(onPreferencesChange).toHaveBeenLastCalledWith({ reinvestStatus: 1, redeemAccountType: 0 });
    await events.click(within(dialog).getByRole('switch', { name: 'Auto-reinvest' }));
    await events.click(within(dialog).getByRole('radio', { name: /^Spot/ }));
    expect(onPreferencesChange).toHaveBeenLastCalledWith({ reinvestStatus: 0, redeemAccountType: 0 });
    await events.keyboard('{Escape}');
    await waitFor(() =>
      expect(onPreferencesChange).toHaveBeenLastCalledWith({ reinvestStatus: 0, redeemAccountType: 1 }),
    );
  });

  it('SE-AMT-09 SE-AMT-10 DEC-03 the amount takes 8 decimals on desktop and 6 below 768 px', async () => {
    const setViewport = (width: number) =>
      (
        window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
      ).happyDOM.setViewport({ width, height: 800 });
    try {
      setViewport(1280);
      const desktop = await openFixed();
      await typeAmount(desktop.dialog, desktop.events, '150.123456789');
      expect(within(desktop.dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('150.12345678');
      // What is sent is rounded down to 6 decimals, and the field says so (DEC-03).
      expect(
        within(desktop.dialog).getByText('Subscriptions use up to 6 decimals; 150.123456 will be subscribed'),
      ).toBeInTheDocument();
      desktop.unmount();
      setViewport(375);
      const mobile = await openFixed();
      await typeAmount(mobile.dialog, mobile.events, '150.12345678');
      expect(within(mobile.dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('150.123456');
    } finally {
      setViewport(1280);
    }
  });
});
