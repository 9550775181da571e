import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DoubleAnswer } from '../../api/fetchDouble.testing';
import { renderFlow } from '../holdings/flowTestSetup.testing';
import { VipUpgradeGuide } from './VipUpgradeGuide';

const upgradeWay = (request: Request): DoubleAnswer =>
  new URL(request.url).pathname.endsWith('/upgrade-way')
    ? { code: 0, data: { recommend_type: 1, recommend_asset: 'GT', recommend_value: '500' } }
    : { code: 0, data: null };

describe('VipUpgradeGuide', () => {
  it('SE-VIP-01 SE-LINK-01 the guide links to /vip?upTo={level} through navigate and closes', async () => {
    const navigate = vi.fn();
    const onOpenChange = vi.fn();
    renderFlow(<VipUpgradeGuide open level={4} onOpenChange={onOpenChange} />, { respond: upgradeWay, navigate });
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to VIP 4' });
    expect(dialog).toHaveTextContent('open to VIP 4 and above');
    const link = within(dialog).getByRole('link', { name: 'Upgrade now' });
    expect(link).toHaveAttribute('href', '/vip?upTo=4');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/vip?upTo=4');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("SE-DATA-20 for a logged-in user the guide shows the exchange's recommended way to upgrade", async () => {
    const { requests } = renderFlow(<VipUpgradeGuide open level={2} onOpenChange={vi.fn()} />, { respond: upgradeWay });
    expect(await screen.findByText('Hold 500 GT to upgrade your VIP level')).toBeInTheDocument();
    expect(requests()).toEqual(['GET /apiw/v2/uni-loan/earn/user/upgrade-way']);
  });

  it('SE-VIP-01 a guest gets the guide without the personal upgrade lookup; Later closes it', async () => {
    const onOpenChange = vi.fn();
    const { requests } = renderFlow(<VipUpgradeGuide open level={2} onOpenChange={onOpenChange} />, {
      respond: upgradeWay,
      user: { kind: 'guest' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(requests()).toEqual([]);
  });
});
