import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderFlow, testUser, type Routes } from '../simpleEarn/testing/backend.testing';
import { SLOW, findToast } from '../simpleEarn/testing/queries.testing';
import { SoftStakingSwitch, type SoftStakingSwitchProps } from './SoftStakingSwitch';

const SWITCH = 'POST /soft-staking/switch';

function openSwitch(
  props: Partial<SoftStakingSwitchProps> = {},
  routes: Routes = { [SWITCH]: { code: 200, data: { status: true } } },
) {
  const navigate = vi.fn();
  const view = renderFlow(<SoftStakingSwitch coin="ETH" defaultOpen {...props} />, {
    routes,
    user: testUser,
    navigate,
  });
  return { ...view, navigate, events: userEvent.setup() };
}

async function switchBodies(view: ReturnType<typeof openSwitch>) {
  const calls = view.double.calls.filter((call) => call.request.url.endsWith('/soft-staking/switch'));
  return Promise.all(calls.map(async (call) => JSON.parse(await call.request.clone().text()) as unknown));
}

describe('SoftStakingSwitch', () => {
  it('SS-SWITCH-02 SS-SWITCH-03 the activate modal has a terms checkbox; Activate stays disabled until it is ticked', async () => {
    const view = openSwitch();
    const dialog = await screen.findByRole('dialog', { name: 'Activate soft staking' });
    const terms = within(dialog).getByRole('checkbox', {
      name: 'I have read and agree to the Soft Staking User Agreement',
    });
    expect(terms).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Activate' })).toBeDisabled();
    await view.events.click(terms);
    expect(within(dialog).getByRole('button', { name: 'Activate' })).toBeEnabled();
  });

  it('SS-SWITCH-06 the agreement links to /soft-staking/agreement', async () => {
    const view = openSwitch();
    const dialog = await screen.findByRole('dialog', { name: 'Activate soft staking' });
    const link = within(dialog).getByRole('link', { name: 'Soft Staking User Agreement' });
    expect(link).toHaveAttribute('href', '/soft-staking/agreement');
    await view.events.click(link);
    expect(view.navigate).toHaveBeenCalledWith('/soft-staking/agreement');
  });

  it(
    'SS-SWITCH-04 SS-API-01 ticked and confirmed, it sends {status: true}, switches on and closes',
    async () => {
      const onActiveChange = vi.fn();
      const view = openSwitch({ onActiveChange });
      const dialog = await screen.findByRole('dialog', { name: 'Activate soft staking' });
      await view.events.click(within(dialog).getByRole('checkbox'));
      await view.events.dblClick(within(dialog).getByRole('button', { name: 'Activate' }));
      await findToast('Success', 'Soft staking is on');
      expect(onActiveChange).toHaveBeenCalledWith(true);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await switchBodies(view)).toEqual([{ status: true }]);
    },
    SLOW.timeout * 2,
  );

  it(
    "SS-SWITCH-05 SS-API-01 while on, the close dialog offers 'Stop earning', which sends {status: false}",
    async () => {
      const onActiveChange = vi.fn();
      const view = openSwitch({ defaultActive: true, onActiveChange });
      const dialog = await screen.findByRole('dialog', { name: 'Close soft staking?' });
      expect(within(dialog).getByRole('button', { name: 'Continue earning' })).toBeInTheDocument();
      await view.events.click(within(dialog).getByRole('button', { name: 'Stop earning' }));
      await findToast('Success', 'Soft staking is off');
      expect(onActiveChange).toHaveBeenCalledWith(false);
      expect(await switchBodies(view)).toEqual([{ status: false }]);
    },
    SLOW.timeout * 2,
  );

  it("SS-SWITCH-05 'Continue earning' keeps soft staking on and sends nothing", async () => {
    const onActiveChange = vi.fn();
    const view = openSwitch({ defaultActive: true, onActiveChange });
    const dialog = await screen.findByRole('dialog', { name: 'Close soft staking?' });
    await view.events.click(within(dialog).getByRole('button', { name: 'Continue earning' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onActiveChange).not.toHaveBeenCalled();
    expect(await switchBodies(view)).toEqual([]);
  });

  it(
    'SS-API-02 DEC-06 an answer whose code is 0, not 200, is a failure: the failure handler runs and it stays off',
    async () => {
      const onFailure = vi.fn();
      const onActiveChange = vi.fn();
      const view = openSwitch(
        { onFailure, onActiveChange },
        { [SWITCH]: { code: 0, message: 'Soft staking is not available', data: null } },
      );
      const dialog = await screen.findByRole('dialog', { name: 'Activate soft staking' });
      await view.events.click(within(dialog).getByRole('checkbox'));
      await view.events.click(within(dialog).getByRole('button', { name: 'Activate' }));
      await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
      expect(onActiveChange).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Activate soft staking' })).toBeInTheDocument();
      expect(within(dialog).getByRole('checkbox')).toBeChecked();
    },
    SLOW.timeout * 2,
  );
});
