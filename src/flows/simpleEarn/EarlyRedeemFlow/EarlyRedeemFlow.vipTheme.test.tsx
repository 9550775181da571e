import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formFields } from '../../../api/fetchDouble.testing';
import type { ThemeName } from '../../../context/types';
import { fixedHolding } from '../testing/fixtures.testing';
import { renderFlow } from '../testing/backend.testing';
import { SLOW, findToast } from '../testing/queries.testing';
import { EarlyRedeemFlow } from './EarlyRedeemFlow';

const finishTime = Date.UTC(2026, 5, 1);

/** Redeems a normal (type 1) order early under the given theme; returns what was sent. */
async function redeemEarly(theme: ThemeName) {
  const { double, calls } = renderFlow(
    <EarlyRedeemFlow
      order={fixedHolding({ finishTime, productType: 1 })}
      now={finishTime - 2 * 3_600_000}
      defaultOpen
    />,
    { routes: { 'POST /user/pre-redeem': { data: null } }, theme },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Redeem early' });
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await findToast('Success', 'Redeemed successfully');
  return { calls: calls(), fields: formFields(await (double.calls[0]?.request.clone().text() ?? '')) };
}

describe('EarlyRedeemFlow in the VIP theme', () => {
  it(
    'SH-VIP-02 in the VIP theme a normal order is redeemed early through the VIP pre-redeem path with the VIP flag',
    async () => {
      const sent = await redeemEarly('vip');
      expect(sent.calls).toEqual(['POST /apiw/v2/fixed_earn/api/vip/user/pre-redeem']);
      expect(sent.fields).toEqual({ order_id: '9001', vip: '1' });
    },
    SLOW.timeout * 2,
  );

  it(
    'SH-VIP-02 in the light theme the same order uses the plain pre-redeem path',
    async () => {
      const sent = await redeemEarly('light');
      expect(sent.calls).toEqual(['POST /apiw/v2/fixed_earn/api/user/pre-redeem']);
      expect(sent.fields).toEqual({ order_id: '9001', vip: '0' });
    },
    SLOW.timeout * 2,
  );
});
