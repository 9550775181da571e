import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ThemeName } from '../../../context/types';
import { fixedHolding } from '../testing/fixtures.testing';
import { renderFlow } from '../testing/backend.testing';
import { findToast } from '../testing/queries.testing';
import { AutoRenewSwitch } from './AutoRenewSwitch';

const finishTime = Date.UTC(2026, 5, 1);

/** Turns auto-reinvest on for a normal (type 1) order under the given theme; returns the calls sent. */
async function turnOn(theme: ThemeName) {
  const { calls } = renderFlow(
    <AutoRenewSwitch order={fixedHolding({ finishTime, productType: 1 })} now={finishTime - 2 * 3_600_000} />,
    { routes: { 'PUT /reinvest-status/9001': { data: null } }, theme },
  );
  const events = userEvent.setup();
  await events.click(screen.getByRole('switch', { name: 'Auto-reinvest' }));
  await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
  await findToast('Success', 'Auto-reinvest enabled');
  return calls();
}

describe('AutoRenewSwitch in the VIP theme', () => {
  it('SH-VIP-02 in the VIP theme a normal order turns auto-reinvest on through the VIP path', async () => {
    expect(await turnOn('vip')).toEqual(['PUT /apiw/v2/fixed_earn/api/vip/user/reinvest-status/9001']);
  });

  it('SH-VIP-02 in the dark theme the same order uses the plain path', async () => {
    expect(await turnOn('dark')).toEqual(['PUT /apiw/v2/fixed_earn/api/user/reinvest-status/9001']);
  });
});
