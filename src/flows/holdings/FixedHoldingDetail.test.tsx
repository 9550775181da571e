import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../i18n/formatDate';
import { createFakeEarnBackend, type FakeEarnBackendSeed } from './fakeEarnBackend.testing';
import { renderFlow, TEST_USER } from './flowTestSetup.testing';
import { FIXTURE_NOW, fixedHoldingDto, fixedProductDto } from './holdingsFixtures.testing';
import { FixedHoldingDetail, type FixedHoldingDetailProps } from './FixedHoldingDetail';

const HOUR = 3_600_000;

function renderDetail(
  seed: FakeEarnBackendSeed,
  props: Partial<FixedHoldingDetailProps> = {},
  options: Partial<Parameters<typeof renderFlow>[1]> = {},
) {
  const backend = createFakeEarnBackend(seed);
  const view = renderFlow(<FixedHoldingDetail asset="USDT" orderId="F1001" now={FIXTURE_NOW} {...props} />, {
    respond: backend.respond,
    ...options,
  });
  return { ...view, backend };
}

const utc = (ms: number) => formatDateTime(ms, { locale: 'en', timeZone: 'UTC' });

describe('FixedHoldingDetail', () => {
  it('HD-FIXED-01 HD-FIXED-02 HD-FIXED-03 HD-FIXED-04 DEC-09 the header: coin icon, title, VIP tag and the Holding badge', async () => {
    renderDetail({ fixedHoldings: [fixedHoldingDto(1, { product_type: 2 })] });
    expect(await screen.findByRole('heading', { name: 'Simple Earn - Fixed' })).toBeInTheDocument();
    expect(await screen.findByText('Holding')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'USDT' })).toBeInTheDocument();
    expect(screen.getByText('VIP')).toBeInTheDocument();
  });

  it('HD-FIXED-04 DEC-09 a redeemed order (status 3) reads Redeeming and has no VIP tag when normal', async () => {
    renderDetail({ fixedHoldings: [fixedHoldingDto(1, { status: 3 })] });
    expect(await screen.findByText('Redeeming')).toBeInTheDocument();
    expect(screen.queryByText('VIP')).not.toBeInTheDocument();
  });

  it('SE-STATUS-06 an order of status 0 or 1 is holding: it reads Holding, earns, and its actions stay open', async () => {
    for (const status of [0, 1]) {
      const { unmount } = renderDetail({ fixedHoldings: [fixedHoldingDto(1, { status })] });
      expect(await screen.findByText('Holding')).toBeInTheDocument();
      expect((await screen.findByText('Est. interest')).closest('div')).toHaveTextContent('+2.05479452 USDT');
      expect(screen.getByRole('button', { name: 'Redeem early' })).not.toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('switch', { name: 'Auto-reinvest' })).toBeEnabled();
      unmount();
    }
  });

  it.each([2, 3, 4])(
    'SE-STATUS-07 SE-TIP-02 an order of status %i is treated as redeemed: Redeeming, and every action says it is already redeemed',
    async (status) => {
      renderDetail({ fixedHoldings: [fixedHoldingDto(1, { status })] });
      expect(await screen.findByText('Redeeming')).toBeInTheDocument();
      const reason = 'This order has already been redeemed';
      const redeemEarly = screen.getByRole('button', { name: 'Redeem early' });
      expect(redeemEarly).toHaveAttribute('aria-disabled', 'true');
      expect(redeemEarly).toHaveAccessibleDescription(expect.stringContaining(reason));
      expect(screen.getByRole('switch', { name: 'Auto-reinvest' })).toHaveAccessibleDescription(
        expect.stringContaining(reason),
      );
      const redeemTo = screen.getByRole('radiogroup', { name: 'Redeem to' });
      for (const option of within(redeemTo).getAllByRole('radio'))
        expect(option).toHaveAccessibleDescription(expect.stringContaining(reason));
    },
  );

  it('HD-FIXED-05 HD-FIXED-06 HD-FIXED-07 HD-FIXED-08 HD-FIXED-10 HD-FIXED-11 HD-CALC-01 HD-CALC-02 the rows', async () => {
    const order = fixedHoldingDto(1);
    renderDetail({ fixedHoldings: [order] });
    const principal = (await screen.findByText('Principal')).closest('div')!;
    expect(principal).toHaveTextContent('500.00000000');
    expect(screen.getByText('+2.05479452 USDT')).toBeInTheDocument();
    expect(screen.getByText('30 days')).toBeInTheDocument();
    expect(screen.getByText('APR').closest('div')).toHaveTextContent('6.00%');
    expect(screen.getByText(utc(Number(order.create_time) * 1000))).toBeInTheDocument();
    // Received 30 minutes after finish_time.
    expect(screen.getByText('Redemption received time').closest('div')).toHaveTextContent(
      utc(Number(order.finish_time) * 1000 + 30 * 60 * 1000),
    );
  });

  it('HD-FIXED-08 without a total rate the row reads Product APR with the product rate', async () => {
    renderDetail({ fixedHoldings: [fixedHoldingDto(1, { total_year_rate_percent: null })] });
    expect((await screen.findByText('Product APR')).closest('div')).toHaveTextContent('5.00%');
  });

  it('HD-FIXED-09 the bonus row opens the ladder-APR modal', async () => {
    renderDetail({ fixedHoldings: [fixedHoldingDto(1)] });
    await userEvent.click(await screen.findByRole('button', { name: 'Up to 1.00% APR, simple, fixed, net in GT' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('HD-FIXED-12 SE-DEST-01 the redeem-to selector changes the account through the API with a toast', async () => {
    const { requests } = renderDetail({ fixedHoldings: [fixedHoldingDto(1)] });
    const group = await screen.findByRole('radiogroup', { name: 'Redeem to' });
    const radios = within(group).getAllByRole('radio');
    expect(radios[0]).toBeChecked();
    await userEvent.click(radios[1]!);
    expect(await screen.findByText('Redeem-to account updated')).toBeInTheDocument();
    expect(requests()).toContain('PUT /apiw/v2/fixed_earn/api/user/redeem-account-type/F1001');
  });

  it('SE-TIP-05 DEC-08 a product without auto-transfer support says so on the redeem-to choice, and a choice changes nothing', async () => {
    const { requests } = renderDetail({
      fixedHoldings: [fixedHoldingDto(1, { product_info: { pre_redeem: 1, reinvest: 1, redeem_account: 0 } })],
    });
    const group = await screen.findByRole('radiogroup', { name: 'Redeem to' });
    const radios = within(group).getAllByRole('radio');
    for (const option of radios) {
      expect(option).toHaveAttribute('aria-disabled', 'true');
      expect(option).toHaveAccessibleDescription(
        expect.stringContaining('This product does not support auto-transfer'),
      );
    }
    await userEvent.click(radios[1]!);
    expect(requests().some((request) => request.startsWith('PUT'))).toBe(false);
  });

  it("SH-MODE-04 the redeem-to choice names the spot account 'Spot', or 'Unified account' in a unified account mode", async () => {
    const { unmount } = renderDetail({ fixedHoldings: [fixedHoldingDto(1)] });
    let group = await screen.findByRole('radiogroup', { name: 'Redeem to' });
    expect(within(group).getByRole('radio', { name: 'Spot' })).toBeInTheDocument();
    unmount();
    renderDetail(
      { fixedHoldings: [fixedHoldingDto(1)] },
      {},
      { accountMode: { mode: 'unified', firstOpen: false, useFunding: false } },
    );
    group = await screen.findByRole('radiogroup', { name: 'Redeem to' });
    expect(within(group).getByRole('radio', { name: 'Unified account' })).toBeInTheDocument();
    expect(within(group).queryByRole('radio', { name: 'Spot' })).not.toBeInTheDocument();
  });

  it('HD-FIXED-13 the redeem-to row shows -- while reinvest is on', async () => {
    renderDetail({ fixedHoldings: [fixedHoldingDto(1, { reinvest_status: 1 })] });
    expect((await screen.findByText('Redeem to')).closest('div')).toHaveTextContent('--');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('HD-FIXED-14 the order id shows with a copy button', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderDetail({ fixedHoldings: [fixedHoldingDto(1)] });
    await userEvent.click(await screen.findByRole('button', { name: 'Copy order ID' }));
    expect(writeText).toHaveBeenCalledWith('F1001');
    expect(await screen.findByText('Order ID copied')).toBeInTheDocument();
  });

  it('HD-FIXED-15 SE-REINV-09 the auto-reinvest switch turns reinvest on with the toast', async () => {
    const { requests, backend } = renderDetail({ fixedHoldings: [fixedHoldingDto(1)] });
    const toggle = await screen.findByRole('switch', { name: 'Auto-reinvest' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: /auto-reinvest\?/ })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Auto-reinvest enabled')).toBeInTheDocument();
    expect(requests()).toContain('PUT /apiw/v2/fixed_earn/api/user/reinvest-status/F1001');
    expect(backend.fixedHoldings[0]?.reinvest_status).toBe(1);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Auto-reinvest' })).toBeChecked());
  });

  it('SE-REINV-09 SE-REINV-06 turning reinvest off says disabled and asks the host to reset the redeem-account preference', async () => {
    const onReinvestDisabled = vi.fn();
    renderDetail({ fixedHoldings: [fixedHoldingDto(1, { reinvest_status: 1 })] }, { onReinvestDisabled });
    await userEvent.click(await screen.findByRole('switch', { name: 'Auto-reinvest' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: /auto-reinvest\?/ })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Auto-reinvest disabled')).toBeInTheDocument();
    expect(onReinvestDisabled).toHaveBeenCalledTimes(1);
  });

  it('SE-REINV-01 the switch asks in the auto-renew confirm first; Cancel sends nothing', async () => {
    const { requests } = renderDetail({ fixedHoldings: [fixedHoldingDto(1)] });
    await userEvent.click(await screen.findByRole('switch', { name: 'Auto-reinvest' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn on auto-reinvest?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Turn on auto-reinvest?' })).not.toBeInTheDocument(),
    );
    expect(requests().some((request) => request.startsWith('PUT'))).toBe(false);
    expect(screen.getByRole('switch', { name: 'Auto-reinvest' })).not.toBeChecked();
  });

  it('HD-STATE-01 DEC-08 SE-TIP-03 within the last hour the switch is disabled and says why', async () => {
    renderDetail({ fixedHoldings: [fixedHoldingDto(1)] }, { now: FIXTURE_NOW + 10 * 24 * HOUR - HOUR / 2 });
    const toggle = await screen.findByRole('switch', { name: 'Auto-reinvest' });
    expect(toggle).toHaveAccessibleDescription(expect.stringContaining('Less than 1 hour left'));
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
  });

  it('SE-TIP-04 DEC-08 a product without reinvest support says so on the switch', async () => {
    renderDetail({
      fixedHoldings: [fixedHoldingDto(1, { product_info: { pre_redeem: 1, reinvest: 0, redeem_account: 1 } })],
    });
    expect(await screen.findByRole('switch', { name: 'Auto-reinvest' })).toHaveAccessibleDescription(
      expect.stringContaining('does not support auto-renew'),
    );
  });

  it('SE-REINV-08 SH-AUTH-01 a guest toggling auto-reinvest goes to /login and nothing is sent', async () => {
    const navigate = vi.fn();
    const { requests } = renderDetail(
      { fixedHoldings: [fixedHoldingDto(1)] },
      {},
      { user: { kind: 'guest' }, navigate },
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'Auto-reinvest' }));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(requests().some((request) => request.startsWith('PUT'))).toBe(false);
  });

  it('DEC-07 a failed reinvest change shows the server message as a warning', async () => {
    renderDetail({ fixedHoldings: [fixedHoldingDto(1)], fail: ['reinvestStatus'], failMessage: 'Order locked' });
    await userEvent.click(await screen.findByRole('switch', { name: 'Auto-reinvest' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: /auto-reinvest\?/ })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Order locked')).toBeInTheDocument();
  });

  it('HD-FIXED-16 HD-FIXED-17 SE-TIP-01 Redeem early is disabled with a reason unless pre_redeem allows it', async () => {
    renderDetail({
      fixedHoldings: [fixedHoldingDto(1, { product_info: { pre_redeem: 0, reinvest: 1, redeem_account: 1 } })],
    });
    const button = await screen.findByRole('button', { name: 'Redeem early' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(expect.stringContaining('does not support early redemption'));
  });

  it('HD-FIXED-16 SE-EARLY-01 Redeem early opens the early-redeem dialog through onRedeemEarly; hidden for special products', async () => {
    const onRedeemEarly = vi.fn();
    const { unmount } = renderDetail({ fixedHoldings: [fixedHoldingDto(1)] }, { onRedeemEarly });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem early' }));
    expect(onRedeemEarly).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'F1001' }));
    unmount();
    renderDetail({ fixedHoldings: [fixedHoldingDto(1, { product_type: 3 })] });
    await screen.findByText('Holding');
    expect(screen.queryByRole('button', { name: 'Redeem early' })).not.toBeInTheDocument();
  });

  it('HD-FIXED-18 SE-AGAIN-02 SE-AGAIN-03 Subscribe refetches the product and opens its dialog when subscribable', async () => {
    const onSubscribe = vi.fn();
    const { requests } = renderDetail(
      {
        fixedHoldings: [fixedHoldingDto(1)],
        fixedProducts: [fixedProductDto(41)],
        coinInfo: [{ asset: 'USDT', business_type: 1, fixed_list: [] }],
      },
      { onSubscribe },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(onSubscribe).toHaveBeenCalledWith(expect.objectContaining({ id: 41 })));
    expect(requests()).toContainEqual(expect.stringContaining('/fixed_earn/api/product/detail?product_id=41'));
  });

  it('SE-AGAIN-04 a sold-out product falls back to the best-rate normal subscribable product', async () => {
    const onSubscribe = vi.fn();
    const fixedList = [
      fixedProductDto(50, { year_rate: '0.04' }),
      fixedProductDto(51, { year_rate: '0.07' }),
      fixedProductDto(52, { year_rate: '0.09', type: 2 }),
    ];
    renderDetail(
      {
        fixedHoldings: [fixedHoldingDto(1)],
        fixedProducts: [fixedProductDto(41, { sale_status: 2 })],
        coinInfo: [{ asset: 'USDT', business_type: 1, fixed_list: fixedList }],
      },
      { onSubscribe },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(onSubscribe).toHaveBeenCalledWith(expect.objectContaining({ id: 51 })));
  });

  it('SE-AGAIN-05 with no fixed product left and a flexible business type, the flexible dialog opens', async () => {
    const onSubscribeFlexible = vi.fn();
    renderDetail(
      { fixedHoldings: [fixedHoldingDto(1)], coinInfo: [{ asset: 'USDT', business_type: -1, fixed_list: [] }] },
      { onSubscribeFlexible },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(onSubscribeFlexible).toHaveBeenCalledWith('USDT'));
  });

  it('SE-AGAIN-06 otherwise the user is sent to /simple-earn', async () => {
    const navigate = vi.fn();
    renderDetail(
      { fixedHoldings: [fixedHoldingDto(1)], coinInfo: [{ asset: 'USDT', business_type: 1, fixed_list: [] }] },
      {},
      { navigate },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/simple-earn'));
  });

  it('SE-AGAIN-01 DEC-21 a VIP product below VIP 5 opens the upgrade guide instead of refetching', async () => {
    const onUpgradeGuide = vi.fn();
    const { requests } = renderDetail(
      { fixedHoldings: [fixedHoldingDto(1, { product_type: 2 })] },
      { onUpgradeGuide },
      { user: { ...TEST_USER, kind: 'user', vipLevel: 4, verified: true } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(onUpgradeGuide).toHaveBeenCalledWith(5);
    expect(requests().some((request) => request.includes('/product/detail'))).toBe(false);
  });

  it('HD-FIXED-19 an order that is not found shows No Data', async () => {
    renderDetail({ fixedHoldings: [] });
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });
});
