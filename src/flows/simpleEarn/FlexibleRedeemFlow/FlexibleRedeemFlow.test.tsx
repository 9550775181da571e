import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formFields } from '../../../api/fetchDouble.testing';
import { flexibleHoldingDto, flexibleProductDto } from '../testing/dto.testing';
import { renderFlow, type Routes } from '../testing/backend.testing';
import { SLOW, findToast } from '../testing/queries.testing';
import { FlexibleRedeemFlow } from './FlexibleRedeemFlow';

function routes(extra: Routes = {}): Routes {
  return {
    'GET /uni-loan/earn/subscribe/detail': { data: flexibleHoldingDto() },
    'GET /uni-loan/earn/coin-info': { data: [flexibleProductDto([], { lend_ratio: '0.85' })] },
    'GET /account/spot/trading/home': { data: { use_funding: 0, locked: 0 } },
    'POST /uni-loan/earn/redeem': { data: { asset: 'USDT', amount: '20' } },
    'POST /uni-loan/earn/cancel-redeem': { data: null },
    ...extra,
  };
}

async function openRedeem(extra: Routes = {}, props: Partial<Parameters<typeof FlexibleRedeemFlow>[0]> = {}) {
  const navigate = vi.fn();
  const view = renderFlow(<FlexibleRedeemFlow asset="USDT" defaultOpen {...props} />, {
    routes: routes(extra),
    navigate,
  });
  const dialog = await screen.findByRole('dialog', { name: 'Redeem USDT' });
  const input = await within(dialog).findByRole('textbox', { name: 'Redeem amount' }, SLOW);
  return { ...view, dialog, input, navigate, events: userEvent.setup() };
}

describe('FlexibleRedeemFlow', () => {
  it('SE-REDEEM-01 SE-REDEEM-02 SE-REDEEM-03 SE-REDEEM-04 the dialog has the amount, the redeemable and redeeming figures with a cancel shortcut, and the timeline', async () => {
    const { dialog } = await openRedeem();
    // 100 held, 10 being redeemed: 90 redeemable (SE-REDEEM-12).
    expect(within(dialog).getByText('Redeemable').closest('div')).toHaveTextContent('90.00000000 USDT');
    expect(within(dialog).getByText('Redeeming').closest('div')).toHaveTextContent('10.00000000 USDT');
    expect(within(dialog).getByRole('button', { name: 'Cancel redemption' })).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Redemption timeline' })).toBeInTheDocument();
  });

  it('SE-REDEEM-19 a lend_ratio of 0.8 or more shows the borrowed-rules note', async () => {
    const { dialog } = await openRedeem();
    expect(
      await within(dialog).findByText(/Large redemptions follow the borrowed-funds rules/, {}, SLOW),
    ).toBeInTheDocument();
  });

  it('SE-REDEEM-13 SE-REDEEM-15 SE-REDEEM-17 SE-REDEEM-18 the confirm button follows the amount checks', async () => {
    const { dialog, input, events } = await openRedeem();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm redemption' });
    expect(confirm).toBeDisabled();
    await events.type(input, '0');
    expect(confirm).toBeDisabled();
    await events.type(input, '.0000001');
    expect(within(dialog).getByText('Minimum redemption amount: 0.000001')).toBeInTheDocument();
    await events.clear(input);
    await events.type(input, '95');
    expect(within(dialog).getByText('You can redeem at most 90 USDT')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
  });

  it('SE-REDEEM-08 SE-REDEEM-09 SE-REDEEM-06 SE-REDEEM-07 a redeem pre-checks, redeems and shows the success dialog with its two buttons', async () => {
    const onSuccess = vi.fn();
    const { dialog, input, events, calls, double, navigate } = await openRedeem({}, { onSuccess });
    await events.type(input, '20');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    const success = await screen.findByRole('dialog', { name: 'Redeemed successfully' }, SLOW);
    const sent = calls();
    expect(sent.indexOf('GET /apiw/v2/account/spot/trading/home')).toBeLessThan(
      sent.indexOf('POST /apiw/v2/uni-loan/earn/redeem'),
    );
    const post = double.calls.find((call) => call.request.method === 'POST');
    expect(formFields(await (post?.request.clone().text() ?? ''))).toEqual({
      asset: 'USDT',
      amount: '20',
      curr_amount: '100',
      lend_amount: '100',
    });
    expect(success).toHaveTextContent('20.00000000 USDT');
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(within(success).getByRole('button', { name: 'View history' })).toBeInTheDocument();
    await events.click(within(success).getByRole('button', { name: 'View holdings' }));
    expect(navigate).toHaveBeenCalledWith('/simple-earn/my-lendings?tab=flexible');
  });

  it("the success dialog and the timeline date the redemption by the provider's clock (the exchange's), not the device's", async () => {
    // The exchange's time, as a host passes it to EarnProvider; the device's clock says another day.
    const exchangeNow = Date.UTC(2026, 2, 2, 8, 0);
    renderFlow(<FlexibleRedeemFlow asset="USDT" defaultOpen />, { routes: routes(), clock: () => exchangeNow });
    const dialog = await screen.findByRole('dialog', { name: 'Redeem USDT' });
    const input = await within(dialog).findByRole('textbox', { name: 'Redeem amount' }, SLOW);
    expect(within(dialog).getByRole('list', { name: 'Redemption timeline' })).toHaveTextContent('03/02/2026, 08:00');
    const events = userEvent.setup();
    await events.type(input, '20');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    const success = await screen.findByRole('dialog', { name: 'Redeemed successfully' }, SLOW);
    expect(within(success).getByText('Redemption submitted').closest('div')).toHaveTextContent('03/02/2026, 08:00 UTC');
  });

  it('SE-REDEEM-07 view history goes to the history route', async () => {
    const { dialog, input, events, navigate } = await openRedeem();
    await events.type(input, '20');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    const success = await screen.findByRole('dialog', { name: 'Redeemed successfully' }, SLOW);
    await events.click(within(success).getByRole('button', { name: 'View history' }));
    expect(navigate).toHaveBeenCalledWith('/simple-earn/history');
  });

  it('SE-REDEEM-11 DEC-24 locked funding shows lend_earn.notredeem.toast and sends no redeem', async () => {
    const { dialog, input, events, calls } = await openRedeem({
      'GET /account/spot/trading/home': { data: { use_funding: 1, locked: 1 } },
    });
    await events.type(input, '20');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    await findToast('Warning', 'Your funds are locked in the unified account; redemption is unavailable for now');
    expect(calls()).not.toContain('POST /apiw/v2/uni-loan/earn/redeem');
  });

  it('SE-ERR-04 DEC-07 a failed redeem shows the server msg as an error toast, not a warning', async () => {
    const onFailure = vi.fn();
    const { dialog, input, events } = await openRedeem(
      { 'POST /uni-loan/earn/redeem': { code: -1, msg: 'Redeem limit reached' } },
      { onFailure },
    );
    await events.type(input, '20');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm redemption' }));
    await findToast('Error', 'Redeem limit reached');
    expect(onFailure).toHaveBeenCalledWith('Redeem limit reached');
  });

  it('SE-REDEEM-05 SE-REDEEM-10 cancelling asks first, then cancels the redeeming amount', async () => {
    const { dialog, events, double, calls } = await openRedeem();
    await events.click(within(dialog).getByRole('button', { name: 'Cancel redemption' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this redemption?' });
    expect(confirm).toHaveAccessibleDescription('The 10 USDT being redeemed stays in Simple Earn and keeps earning.');
    await events.click(within(confirm).getByRole('button', { name: 'Keep redeeming' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel this redemption?' })).not.toBeInTheDocument(),
    );
    expect(calls()).not.toContain('POST /apiw/v2/uni-loan/earn/cancel-redeem');
    await events.click(within(dialog).getByRole('button', { name: 'Cancel redemption' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel this redemption?' });
    await events.click(within(again).getByRole('button', { name: 'Cancel redemption' }));
    await findToast('Success', 'Redemption cancelled');
    const post = double.calls.find((call) => call.request.url.endsWith('/cancel-redeem'));
    expect(formFields(await (post?.request.clone().text() ?? ''))).toEqual({ amount: '10', asset: 'USDT' });
  });

  it('SE-REDEEM-10 SE-ERR-04 without frozen_status 1 there is no cancel shortcut; a failed cancel is an error toast', async () => {
    const first = await openRedeem({
      'GET /uni-loan/earn/subscribe/detail': { data: flexibleHoldingDto({ frozen_status: 0 }) },
    });
    expect(within(first.dialog).queryByRole('button', { name: 'Cancel redemption' })).not.toBeInTheDocument();
    first.unmount();
    const { dialog, events } = await openRedeem({
      'POST /uni-loan/earn/cancel-redeem': { code: -1, message: 'Already settled' },
    });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel redemption' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this redemption?' });
    await events.click(within(confirm).getByRole('button', { name: 'Cancel redemption' }));
    await findToast('Error', 'Already settled');
  });
});
