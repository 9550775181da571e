import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../shared/renderWithApi.testing';
import { VipWealth } from './VipWealth/VipWealth';
import { createWealthClient, WEALTH_NOW } from './VipWealth/vipWealthFixtures.testing';
import { spokenRates } from '../shared/spokenRates.testing';

// Issue 17, "one honest rate": the same figure, with its label, on the product list, the subscribe dialog and the
// holding, all from the wealth fake exchange, whose product and order give USDT Income the same 30-day rate.
// The detail's chart is of the assets and the change rate since a day, not of this rate, so it has no such figure.

describe('one honest rate', () => {
  it('VIP wealth: the product list, the subscribe dialog and the holding show the same figure', async () => {
    const figure = '7.66% APR, simple, last 30 days, net';
    const events = userEvent.setup();
    renderWithApi(<VipWealth />, createWealthClient(), {
      user: { kind: 'user', name: 'victor', vipLevel: 6, verified: true },
      clock: () => WEALTH_NOW,
    });

    const products = await screen.findByRole('list', { name: 'Products' }, { timeout: 3000 });
    const product = within(products).getByRole('article', { name: 'Private Wealth USDT Income' });
    expect(spokenRates(product)).toEqual([figure]);

    const holdings = await screen.findByRole('list', { name: 'My holdings' }, { timeout: 3000 });
    const holding = within(holdings).getByRole('article', { name: 'Private Wealth USDT Income' });
    expect(spokenRates(holding)).toEqual([figure]);

    await events.click(within(holding).getByRole('button', { name: 'Subscribe more' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe more USDT' }, { timeout: 3000 });
    expect(spokenRates(dialog)).toEqual([figure]);
  });
});
