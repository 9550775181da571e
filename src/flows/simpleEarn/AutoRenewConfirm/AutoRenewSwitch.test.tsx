import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formFields } from '../../../api/fetchDouble.testing';
import { fixedHolding } from '../testing/fixtures.testing';
import { renderFlow, type Routes } from '../testing/backend.testing';
import { findToast } from '../testing/queries.testing';
import { AutoRenewSwitch } from './AutoRenewSwitch';

const HOUR = 60 * 60 * 1000;
const finishTime = Date.UTC(2026, 5, 1);
const now = finishTime - 2 * HOUR;

function renderSwitch(
  routes: Routes,
  props: Partial<Parameters<typeof AutoRenewSwitch>[0]> = {},
  user?: Parameters<typeof renderFlow>[1]['user'],
) {
  const navigate = vi.fn();
  const view = renderFlow(<AutoRenewSwitch order={fixedHolding({ finishTime })} now={now} {...props} />, {
    routes,
    navigate,
    ...(user ? { user } : {}),
  });
  return { ...view, navigate, events: userEvent.setup() };
}

describe('AutoRenewSwitch', () => {
  it('SE-REINV-01 SE-REINV-09 turning auto-reinvest on asks in the confirm, sends 1 and toasts reinvest enabled', async () => {
    const onChange = vi.fn();
    const { events, double } = renderSwitch(
      { 'PUT /fixed_earn/api/user/reinvest-status/9001': { data: null } },
      { onChange },
    );
    await events.click(screen.getByRole('switch', { name: 'Auto-reinvest' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn on auto-reinvest?' });
    await events.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await findToast('Success', 'Auto-reinvest enabled');
    expect(formFields(await (double.calls[0]?.request.clone().text() ?? ''))).toEqual({ reinvest_status: '1' });
    expect(onChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('SE-REINV-09 turning it off toasts reinvest disabled and reports the change', async () => {
    const onChange = vi.fn();
    const { events } = renderSwitch(
      { 'PUT /fixed_earn/api/user/reinvest-status/9001': { data: null } },
      { onChange, order: fixedHolding({ finishTime, reinvestStatus: 1 }) },
    );
    await events.click(screen.getByRole('switch', { name: 'Auto-reinvest' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn off auto-reinvest?' });
    await events.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await findToast('Success', 'Auto-reinvest disabled');
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('SE-ERR-03 DEC-07 a failed reinvest change shows the server message as a warning', async () => {
    const { events } = renderSwitch({
      'PUT /fixed_earn/api/user/reinvest-status/9001': { code: -1, msg: 'Order is settling' },
    });
    await events.click(screen.getByRole('switch', { name: 'Auto-reinvest' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn on auto-reinvest?' });
    await events.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await findToast('Warning', 'Order is settling');
  });

  it('SE-REINV-08 a guest toggling auto-reinvest is sent to log in', async () => {
    const { events, navigate } = renderSwitch({}, {}, { kind: 'guest' });
    await events.click(screen.getByRole('switch', { name: 'Auto-reinvest' }));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('SE-REINV-07 SE-TIP-04 a product without reinvest disables the switch with the reason', () => {
    renderSwitch(
      {},
      { order: fixedHolding({ finishTime, productInfo: { preRedeem: 1, reinvest: 0, redeemAccount: 1 } }) },
    );
    expect(screen.getByRole('switch', { name: 'Auto-reinvest' })).toHaveAccessibleDescription(
      'This product does not support auto-renew',
    );
  });

  it('SH-VIP-01 a VIP order uses the VIP reinvest path', async () => {
    const { events, calls } = renderSwitch(
      { 'PUT /fixed_earn/api/vip/user/reinvest-status/9001': { data: null } },
      { order: fixedHolding({ finishTime, productType: 2 }) },
    );
    await events.click(screen.getByRole('switch', { name: 'Auto-reinvest' }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await findToast('Success', 'Auto-reinvest enabled');
    expect(calls()).toEqual(['PUT /apiw/v2/fixed_earn/api/vip/user/reinvest-status/9001']);
  });
});
