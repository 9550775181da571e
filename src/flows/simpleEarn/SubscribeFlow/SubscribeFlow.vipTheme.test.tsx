import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ThemeName } from '../../../context/types';
import { fixedProductDto, flexibleProductDto } from '../testing/dto.testing';
import { renderFlow, type Routes } from '../testing/backend.testing';
import { SLOW } from '../testing/queries.testing';
import { SubscribeFlow } from './SubscribeFlow';

// The plain and the VIP lendable answer different figures, and both differ from the lendable available
// balance, so the figure on screen says which call it came from.
const routes: Routes = {
  'GET /uni-loan/earn/coin-info': { data: [flexibleProductDto([fixedProductDto()])] },
  'GET /fixed_earn/api/user/lent/available': { data: { available: '1000' } },
  'GET /fixed_earn/api/vip/user/lendable': { data: { lendable: '2500' } },
  'GET /fixed_earn/api/user/lendable': { data: { lendable: '5000' } },
  'GET /uni-loan/earn/coupon-recommend': { data: { list: [] } },
  'GET /account/spot/trading/home': { data: { use_funding: 0, locked: 0 } },
  'POST /fixed_earn/api/vip/user/lend': { data: null },
  'POST /fixed_earn/api/user/lend': { data: null },
};

/** Opens the dialog on the normal (type 1) fixed product under the given theme. */
async function openFixed(theme: ThemeName) {
  const view = renderFlow(<SubscribeFlow asset="USDT" defaultOpen defaultTermId="101" />, { routes, theme });
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe USDT' });
  await within(dialog).findAllByRole('radio', {}, SLOW);
  return { ...view, dialog, events: userEvent.setup() };
}

async function subscribe(dialog: HTMLElement, events: ReturnType<typeof userEvent.setup>, amount: string) {
  const input = within(dialog).getByRole('textbox', { name: 'Amount' });
  await events.clear(input);
  await events.type(input, amount);
  await events.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
  await screen.findByRole('dialog', { name: 'Subscribed successfully' }, SLOW);
}

function availableRow(dialog: HTMLElement): HTMLElement {
  return within(dialog).getByText('Available').closest('div') as HTMLElement;
}

describe('SubscribeFlow in the VIP theme', () => {
  it('SH-VIP-02 in the VIP theme the available balance is the VIP lendable answer, and a subscribe above the plain balance goes to the VIP lend path', async () => {
    const { dialog, events, calls } = await openFixed('vip');
    await waitFor(() => expect(availableRow(dialog)).toHaveTextContent('2,500.00000000 USDT'), SLOW);
    // 2000 is more than the lendable available balance (1000): only the VIP balance allows it.
    await subscribe(dialog, events, '2000');
    expect(calls()).toContain('GET /apiw/v2/fixed_earn/api/vip/user/lendable');
    expect(calls()).toContain('POST /apiw/v2/fixed_earn/api/vip/user/lend');
    expect(calls()).not.toContain('GET /apiw/v2/fixed_earn/api/user/lent/available');
    expect(calls()).not.toContain('GET /apiw/v2/fixed_earn/api/user/lendable');
    expect(calls()).not.toContain('POST /apiw/v2/fixed_earn/api/user/lend');
  });

  it('SH-VIP-02 a flexible term, which has no VIP call, keeps the lendable available balance in the VIP theme', async () => {
    const { dialog, events, calls } = await openFixed('vip');
    await waitFor(() => expect(availableRow(dialog)).toHaveTextContent('2,500.00000000 USDT'), SLOW);
    await events.click(within(dialog).getByRole('radio', { name: /^Flexible.*APR/ }));
    await waitFor(() => expect(availableRow(dialog)).toHaveTextContent('1,000.00000000 USDT'), SLOW);
    expect(calls()).toContain('GET /apiw/v2/fixed_earn/api/user/lent/available');
  });

  it('SH-VIP-02 the same dialog in the light theme reads the lendable available balance and sends the plain paths', async () => {
    const { dialog, events, calls } = await openFixed('light');
    await waitFor(() => expect(availableRow(dialog)).toHaveTextContent('1,000.00000000 USDT'), SLOW);
    await subscribe(dialog, events, '150');
    expect(calls()).toContain('GET /apiw/v2/fixed_earn/api/user/lent/available');
    expect(calls()).toContain('GET /apiw/v2/fixed_earn/api/user/lendable');
    expect(calls()).toContain('POST /apiw/v2/fixed_earn/api/user/lend');
    expect(calls().some((call) => call.includes('/vip/'))).toBe(false);
  });
});
