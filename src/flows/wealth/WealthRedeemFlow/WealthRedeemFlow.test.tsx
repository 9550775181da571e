import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formFields } from '../../../api/fetchDouble.testing';
import { renderFlow, type Routes } from '../../simpleEarn/testing/backend.testing';
import { SLOW, findToast } from '../../simpleEarn/testing/queries.testing';
import { WealthRedeemFlow, type WealthRedeemHolding } from './WealthRedeemFlow';

const REDEEM = 'POST /earn/private-wealth/redeem';
const holding: WealthRedeemHolding = { pid: 77, coin: 'USDT', units: '10.5', netValueRatio: '2' };

async function openRedeem(routes: Routes, props: Partial<Parameters<typeof WealthRedeemFlow>[0]> = {}) {
  const view = renderFlow(<WealthRedeemFlow holding={holding} defaultOpen {...props} />, { routes });
  const dialog = await screen.findByRole('dialog', { name: 'Redeem USDT' });
  const input = within(dialog).getByRole('textbox', { name: 'Units to redeem' });
  return { ...view, dialog, input, events: userEvent.setup() };
}

describe('WealthRedeemFlow', () => {
  it(
    'VW-REDEEM-01 VW-API-02 VW-SUCCESS-01 the redeem modal sends pid and unit and, on 200, moves from the form to a success view',
    async () => {
      const onSuccess = vi.fn();
      const view = await openRedeem({ [REDEEM]: { code: 200, data: null } }, { onSuccess });
      expect(within(view.dialog).getByText('Redeemable units').closest('div')).toHaveTextContent('10.500000');
      await view.events.type(view.input, '2.5');
      expect(within(view.dialog).getByText('Estimated value').closest('div')).toHaveTextContent('5.00000000 USDT');
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Redeem' }));
      const success = await screen.findByRole('dialog', { name: 'Redemption submitted' });
      expect(within(success).queryByRole('textbox')).not.toBeInTheDocument();
      expect(within(success).getByText('Units redeemed').closest('div')).toHaveTextContent('2.500000');
      expect(within(success).getByText('Estimated value').closest('div')).toHaveTextContent('5.00000000 USDT');
      expect(onSuccess).toHaveBeenCalledOnce();
      expect(view.calls()).toEqual(['POST /apiw/v2/earn/private-wealth/redeem']);
      expect(formFields(await (view.double.calls[0]?.request.clone().text() ?? ''))).toEqual({
        pid: '77',
        unit: '2.5',
      });
      await view.events.click(within(success).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
    SLOW.timeout * 2,
  );

  it('VW-REDEEM-02 units above the redeemable units show less redeemable units', async () => {
    const { dialog, input, events } = await openRedeem({});
    await events.type(input, '11');
    expect(within(dialog).getByText(/^Less redeemable units: 10\.5(0*)? units available$/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Redeem' })).toBeDisabled();
  });

  it('VW-REDEEM-03 zero units cannot be redeemed', async () => {
    const { dialog, input, events } = await openRedeem({});
    const redeem = within(dialog).getByRole('button', { name: 'Redeem' });
    expect(redeem).toBeDisabled();
    await events.type(input, '0');
    expect(redeem).toBeDisabled();
    await events.clear(input);
    await events.type(input, '1');
    expect(redeem).toBeEnabled();
  });

  it('VW-REDEEM-04 units take at most 6 decimals', async () => {
    const { input, events } = await openRedeem({});
    await events.type(input, '1.1234567');
    expect(input).toHaveValue('1.123456');
  });

  it(
    'VW-ERR-01 VW-ERR-03 DEC-06 a redeem answered with code 0 is an error toast with the server message, then the failure callback runs',
    async () => {
      const onFailure = vi.fn();
      const onSuccess = vi.fn();
      const view = await openRedeem(
        { [REDEEM]: { code: 0, message: 'Redeem window closed' } },
        { onFailure, onSuccess },
      );
      await view.events.type(view.input, '1');
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Redeem' }));
      await findToast('Error', 'Redeem window closed');
      await waitFor(() => expect(onFailure).toHaveBeenCalledWith('Redeem window closed'));
      expect(onSuccess).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Redeem USDT' })).toBeInTheDocument();
    },
    SLOW.timeout * 2,
  );

  it(
    'VW-ERR-02 VW-ERR-03 a redeem request that fails shows the network error toast, then the failure callback runs',
    async () => {
      const onFailure = vi.fn();
      const view = await openRedeem(
        { [REDEEM]: () => Promise.reject(new TypeError('Failed to fetch')) },
        { onFailure },
      );
      await view.events.type(view.input, '1');
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Redeem' }));
      await findToast('Error', 'Network error, please try again later');
      await waitFor(() => expect(onFailure).toHaveBeenCalledWith('Network error, please try again later'));
    },
    SLOW.timeout * 2,
  );
});
