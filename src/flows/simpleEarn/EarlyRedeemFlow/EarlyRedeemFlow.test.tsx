import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formFields } from '../../../api/fetchDouble.testing';
import { fixedHolding } from '../testing/fixtures.testing';
import { renderFlow, type Routes } from '../testing/backend.testing';
import { SLOW, findToast } from '../testing/queries.testing';
import { EarlyRedeemFlow } from './EarlyRedeemFlow';

const HOUR = 60 * 60 * 1000;
const finishTime = Date.UTC(2026, 5, 1);

async function openEarly(routes: Routes, props: Partial<Parameters<typeof EarlyRedeemFlow>[0]> = {}) {
  const view = renderFlow(
    <EarlyRedeemFlow order={fixedHolding({ finishTime })} now={finishTime - 2 * HOUR} defaultOpen {...props} />,
    { routes },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Redeem early' });
  return { ...view, dialog, events: userEvent.setup() };
}

describe('EarlyRedeemFlow', () => {
  it('SE-EARLY-01 a fixed order has an early-redeem dialog that sends pre-redeem and toasts redeem success', async () => {
    const onSuccess = vi.fn();
    const { dialog, events, double } = await openEarly(
      { 'POST /fixed_earn/api/user/pre-redeem': { data: null } },
      { onSuccess },
    );
    expect(dialog).toHaveTextContent('500.00000000 USDT');
    await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await findToast('Success', 'Redeemed successfully');
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(formFields(await (double.calls[0]?.request.clone().text() ?? ''))).toEqual({ order_id: '9001', vip: '0' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Redeem early' })).not.toBeInTheDocument());
  });

  it('SE-EARLY-01 reopened after a successful early redeem, the dialog can confirm again', async () => {
    const { useState } = await import('react');
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Reopen
          </button>
          <EarlyRedeemFlow
            order={fixedHolding({ finishTime })}
            now={finishTime - 2 * HOUR}
            open={open}
            onOpenChange={setOpen}
          />
        </>
      );
    }
    renderFlow(<Host />, { routes: { 'POST /fixed_earn/api/user/pre-redeem': { data: null } } });
    const events = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Redeem early' });
    await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await findToast('Success', 'Redeemed successfully');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Redeem early' })).not.toBeInTheDocument());
    await events.click(screen.getByRole('button', { name: 'Reopen' }));
    const again = await screen.findByRole('dialog', { name: 'Redeem early' });
    const confirm = within(again).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeEnabled();
    expect(confirm).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('SE-EARLY-02 SE-TIP-03 within the last hour the confirm is disabled and says why', async () => {
    const { dialog } = await openEarly({}, { now: finishTime - HOUR / 2 });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(confirm).toHaveAccessibleDescription(
      'Less than 1 hour left before maturity; changes are no longer possible',
    );
  });

  it('SE-ERR-04 DEC-07 a failed early redeem shows the server message as an error toast', async () => {
    const onFailure = vi.fn();
    const { dialog, events } = await openEarly(
      { 'POST /fixed_earn/api/user/pre-redeem': { code: -1, message: 'Order locked' } },
      { onFailure },
    );
    await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await findToast('Error', 'Order locked');
    expect(onFailure).toHaveBeenCalledWith('Order locked');
    expect(screen.getByRole('dialog', { name: 'Redeem early' })).toBeInTheDocument();
  });

  it(
    'SH-VIP-01 a VIP order uses the VIP pre-redeem path',
    async () => {
      const { dialog, events, calls } = await openEarly(
        { 'POST /fixed_earn/api/vip/user/pre-redeem': { data: null } },
        { order: fixedHolding({ finishTime, productType: 2 }) },
      );
      await events.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await findToast('Success', 'Redeemed successfully');
      expect(calls()).toEqual(['POST /apiw/v2/fixed_earn/api/vip/user/pre-redeem']);
    },
    SLOW.timeout * 2,
  );
});
