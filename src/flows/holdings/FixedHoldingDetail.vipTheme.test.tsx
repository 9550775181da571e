import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ThemeName } from '../../context';
import { createFakeEarnBackend } from './fakeEarnBackend.testing';
import { renderFlow } from './flowTestSetup.testing';
import { FIXTURE_NOW, fixedHoldingDto } from './holdingsFixtures.testing';
import { FixedHoldingDetail } from './FixedHoldingDetail';

/** A normal (type 1) fixed order's detail under the given theme. */
function renderDetail(theme: ThemeName) {
  const backend = createFakeEarnBackend({ fixedHoldings: [fixedHoldingDto(1, { product_type: 1 })] });
  return renderFlow(<FixedHoldingDetail asset="USDT" orderId="F1001" now={FIXTURE_NOW} />, {
    respond: backend.respond,
    theme,
  });
}

async function changeRedeemToAndTurnOnReinvest() {
  const group = await screen.findByRole('radiogroup', { name: 'Redeem to' });
  await userEvent.click(within(group).getAllByRole('radio')[1]!);
  expect(await screen.findByText('Redeem-to account updated')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('switch', { name: 'Auto-reinvest' }));
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: /auto-reinvest\?/ })).getByRole('button', { name: 'Confirm' }),
  );
  expect(await screen.findByText('Auto-reinvest enabled')).toBeInTheDocument();
}

describe('FixedHoldingDetail in the VIP theme', () => {
  it('SH-VIP-02 in the VIP theme a normal order changes its redeem-to account and auto-reinvest through the VIP paths', async () => {
    const { requests } = renderDetail('vip');
    await changeRedeemToAndTurnOnReinvest();
    const changes = requests().filter((request) => request.startsWith('PUT'));
    expect(changes).toEqual([
      'PUT /apiw/v2/fixed_earn/api/vip/user/redeem-account-type/F1001',
      'PUT /apiw/v2/fixed_earn/api/vip/user/reinvest-status/F1001',
    ]);
  });

  it('SH-VIP-02 in the light theme the same order uses the plain paths', async () => {
    const { requests } = renderDetail('light');
    await changeRedeemToAndTurnOnReinvest();
    const changes = requests().filter((request) => request.startsWith('PUT'));
    expect(changes).toEqual([
      'PUT /apiw/v2/fixed_earn/api/user/redeem-account-type/F1001',
      'PUT /apiw/v2/fixed_earn/api/user/reinvest-status/F1001',
    ]);
  });
});
