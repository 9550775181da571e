import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../shared/renderWithApi.testing';
import { spokenRates } from '../shared/spokenRates.testing';
import { DualEarnOrders } from './DualEarnOrders';
import { createDualOrdersClient, DUAL_NOW, sampleDualOrder } from './dualOrdersFixtures.testing';

// Issue 17, "one honest rate": dual earn's screens in the library are the holding's two, the order list and the
// order's detail (no product list, no subscribe dialog, no APY chart): both read the order's APY the same way.
describe('one honest rate', () => {
  it('dual earn: the order list and the order detail show the same figure (no product list, subscribe dialog or chart)', async () => {
    const figure = '35.00% APY, simple, fixed, net';
    renderWithApi(<DualEarnOrders />, createDualOrdersClient({ orders: [sampleDualOrder(3, 'SETTLEMENT_SUCCESS')] }), {
      user: { kind: 'user', name: 'alice', vipLevel: 0, verified: true },
      clock: () => DUAL_NOW,
    });
    const table = await screen.findByRole('table', { name: 'Dual earn orders' });
    const row = (await within(table).findByText('Dual earn #3')).closest('tr')!;
    expect(spokenRates(row)).toEqual([figure]);

    await userEvent.click(within(row).getByRole('button', { name: 'Details of Dual earn order 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dual earn order 3' });
    await within(dialog).findByText('Paid out');
    expect(spokenRates(dialog)).toEqual([figure]);
  });
});
