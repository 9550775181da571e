import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { earnQueryKeys } from '../../../api';
import { renderFlow, testUser, type Routes } from '../../simpleEarn/testing/backend.testing';
import { SLOW, findToast } from '../../simpleEarn/testing/queries.testing';
import { LaunchpoolRedeemFlow, type LaunchpoolRedeemFlowProps } from './LaunchpoolRedeemFlow';
import { EVENT_STATE, PROJECT_ID, redeemRoutes } from './redeemFixtures.testing';

const REDEEM = 'POST /launch-pool/redeem';

interface OpenOptions {
  readonly routes?: Routes;
  readonly props?: Partial<LaunchpoolRedeemFlowProps>;
}

async function openRedeem({ routes = redeemRoutes(), props = {} }: OpenOptions = {}) {
  const view = renderFlow(<LaunchpoolRedeemFlow projectId={PROJECT_ID} rid={1} defaultOpen {...props} />, {
    routes,
    user: testUser,
  });
  const dialog = await screen.findByRole('dialog', { name: /^(Redeem|Claim) / });
  const input = await within(dialog).findByRole('textbox', {}, SLOW);
  return { ...view, dialog, input, events: userEvent.setup() };
}

type View = Awaited<ReturnType<typeof openRedeem>>;

function row(dialog: HTMLElement, label: string): string {
  const term = within(dialog).getByText(label, { selector: 'dt, dt *' });
  return term.closest('div')?.textContent ?? '';
}

async function redeemBody(view: View) {
  await waitFor(() => expect(view.calls().filter((call) => call.endsWith('/launch-pool/redeem'))).toHaveLength(1));
  const call = view.double.calls.find((candidate) => candidate.request.url.endsWith('/launch-pool/redeem'));
  return JSON.parse((await call?.request.clone().text()) ?? 'null') as Record<string, unknown>;
}

describe('LaunchpoolRedeemFlow', () => {
  it('LP-REDEEM-02 LP-REDEEM-03 LP-REDEEM-06 LP-REDEEM-12 the amount with Max, the redeemable line, Cancel and Confirm; Max fills the stake', async () => {
    const view = await openRedeem();
    const { dialog, events } = view;
    expect(within(dialog).getByRole('heading', { name: 'Redeem NEW' })).toBeInTheDocument();
    expect(view.input).toHaveAccessibleName('Redemption amount');
    await waitFor(() => expect(row(dialog, 'Redeemable')).toMatch(/120(\.0+)?\s*NEW/));
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await events.click(within(dialog).getByRole('button', { name: /max/i }));
    // Max is debounced (LP-REDEEM-13).
    await waitFor(() => expect(view.input).toHaveValue('120'));
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('LP-REDEEM-13 Max fills the redeemable amount 200 ms after the last press (fake timers: counted, not waited for)', async () => {
    const view = await openRedeem();
    await waitFor(() => expect(row(view.dialog, 'Redeemable')).toMatch(/120/));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const max = within(view.dialog).getByRole('button', { name: /max/i });
      fireEvent.click(max);
      act(() => vi.advanceTimersByTime(150));
      fireEvent.click(max);
      act(() => vi.advanceTimersByTime(199));
      expect(view.input).toHaveValue('');
      act(() => vi.advanceTimersByTime(1));
      expect(view.input).toHaveValue('120');
    } finally {
      vi.useRealTimers();
    }
  });

  it('LP-REDEEM-01 DEC-33 the early redeem and the claim are one dialog: the same field with Max, amount line, Cancel and Confirm, only the labels differ', async () => {
    const controls = (dialog: HTMLElement) => ({
      buttons: within(dialog)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
      field: within(dialog).getByRole('textbox').getAttribute('inputmode'),
      line: within(dialog).getAllByText(/^(Redeemable|Claimable)$/, { selector: 'dt, dt *' }).length,
    });
    const redeem = await openRedeem();
    await waitFor(() => expect(row(redeem.dialog, 'Redeemable')).toMatch(/120/));
    const redeemControls = controls(redeem.dialog);
    expect(redeemControls.buttons).toEqual(expect.arrayContaining(['Max', 'Cancel', 'Confirm']));
    redeem.unmount();

    const claim = await openRedeem({ routes: redeemRoutes({}, EVENT_STATE.completed), props: { mode: 'claim' } });
    await waitFor(() => expect(row(claim.dialog, 'Claimable')).toMatch(/120/));
    expect(controls(claim.dialog)).toEqual(redeemControls);
    expect(claim.input).toHaveAccessibleName('Amount');
  });

  it('LP-REDEEM-04 while the event runs the last-hour reward shows, in the project coin', async () => {
    const { dialog } = await openRedeem();
    await waitFor(() => expect(row(dialog, 'Last hour reward')).toMatch(/0\.250*\s*REW/));
  });

  it('LP-REDEEM-04 before the event starts there is no last-hour reward line', async () => {
    const { dialog, queryClient } = await openRedeem({ routes: redeemRoutes({}, EVENT_STATE.notStarted) });
    await waitFor(() => expect(row(dialog, 'Redeemable')).toMatch(/120/));
    // Once the list has answered (not started), the line's absence is the rule, not a load still running.
    await waitFor(() => expect(queryClient.getQueryState(earnQueryKeys.launchpoolProjects())?.status).toBe('success'));
    expect(within(dialog).queryByText('Last hour reward')).toBeNull();
  });

  it('LP-REDEEM-07 LP-REDEEM-04 a claim reads Claimable and Amount, with no last-hour reward', async () => {
    const { dialog, input } = await openRedeem({
      routes: redeemRoutes({}, EVENT_STATE.completed),
      props: { mode: 'claim' },
    });
    expect(within(dialog).getByRole('heading', { name: 'Claim NEW' })).toBeInTheDocument();
    expect(input).toHaveAccessibleName('Amount');
    await waitFor(() => expect(row(dialog, 'Claimable')).toMatch(/120/));
    expect(within(dialog).queryByText('Last hour reward')).toBeNull();
  });

  it('LP-REDEEM-05 no checkbox for a coin without Simple Earn or staking', async () => {
    const { dialog } = await openRedeem();
    await waitFor(() => expect(row(dialog, 'Redeemable')).toMatch(/120/));
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });

  it(
    'LP-REDEEM-05 an auto-stake coin gets the auto-stake checkbox, and ticked it redeems into staking',
    async () => {
      const view = await openRedeem({ props: { rid: 2 } });
      const box = await within(view.dialog).findByRole('checkbox', { name: /Auto-stake/ });
      expect(box).not.toBeChecked();
      await view.events.click(box);
      await view.events.type(view.input, '0.2');
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Confirm' }));
      expect(await redeemBody(view)).toEqual({ pid: 7, rid: 2, amount: '0.2', simpleEarnStatus: 2 });
    },
    SLOW.timeout * 2,
  );

  it(
    'LP-REDEEM-05 a Simple Earn coin gets the auto-earn checkbox; unticked the coins go to spot',
    async () => {
      const view = await openRedeem({ props: { rid: 3 } });
      expect(await within(view.dialog).findByRole('checkbox', { name: /Auto-earn/ })).not.toBeChecked();
      await view.events.type(view.input, '40');
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Confirm' }));
      expect(await redeemBody(view)).toEqual({ pid: 7, rid: 3, amount: '40', simpleEarnStatus: 0 });
    },
    SLOW.timeout * 2,
  );

  it('LP-REDEEM-08 LP-REDEEM-11 more than the redeemable amount shows the current-max tip and disables Confirm', async () => {
    const { dialog, input, events } = await openRedeem();
    await waitFor(() => expect(row(dialog, 'Redeemable')).toMatch(/120/));
    await events.type(input, '121');
    expect(within(dialog).getByText('You can redeem at most 120 NEW')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('LP-REDEEM-09 LP-REDEEM-11 less than 0.1^decimal_place shows the minimum error with number and coin', async () => {
    const { dialog, input, events } = await openRedeem();
    await waitFor(() => expect(row(dialog, 'Redeemable')).toMatch(/120/));
    await events.type(input, '0.00');
    expect(within(dialog).getByText('The minimum amount is 0.01 NEW')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it('LP-REDEEM-10 Confirm is disabled while the amount is empty', async () => {
    const { dialog } = await openRedeem();
    await waitFor(() => expect(row(dialog, 'Redeemable')).toMatch(/120/));
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });

  it(
    'LP-REDEEM-14 a redeem shows the redeem success toast, closes and reports it; one request per double click',
    async () => {
      const onSuccess = vi.fn();
      const view = await openRedeem({ props: { onSuccess } });
      await view.events.type(view.input, '20');
      const confirm = within(view.dialog).getByRole('button', { name: 'Confirm' });
      await view.events.dblClick(confirm);
      await findToast('Success', 'Redeemed successfully');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Redeem NEW' })).toBeNull());
      expect(await redeemBody(view)).toEqual({ pid: 7, rid: 1, amount: '20', simpleEarnStatus: 0 });
      expect(onSuccess).toHaveBeenCalledWith({ projectId: 7, rid: 1, coin: 'NEW', amount: '20', claim: false });
    },
    SLOW.timeout * 2,
  );

  it(
    'LP-REDEEM-15 a claim shows the Claim successful toast',
    async () => {
      const view = await openRedeem({ routes: redeemRoutes({}, EVENT_STATE.completed), props: { mode: 'claim' } });
      await waitFor(() => expect(row(view.dialog, 'Claimable')).toMatch(/120/));
      await view.events.click(within(view.dialog).getByRole('button', { name: /max/i }));
      await waitFor(() => expect(view.input).toHaveValue('120'));
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Confirm' }));
      await findToast('Success', 'Claim successful');
      expect(await redeemBody(view)).toEqual({ pid: 7, rid: 1, amount: '120', simpleEarnStatus: 0 });
    },
    SLOW.timeout * 2,
  );

  it(
    'LP-ERR-02 LP-ERR-03 a refused redeem shows the server message as an error toast and tracks it; the dialog stays',
    async () => {
      const onFailure = vi.fn();
      const view = await openRedeem({
        routes: redeemRoutes({ [REDEEM]: { code: -1, message: 'Redemption is paused for this pool' } }),
        props: { onFailure },
      });
      await view.events.type(view.input, '20');
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Confirm' }));
      await findToast('Error', 'Redemption is paused for this pool');
      expect(onFailure).toHaveBeenCalledWith('Redemption is paused for this pool');
      expect(screen.getByRole('dialog', { name: 'Redeem NEW' })).toBeInTheDocument();
      expect(view.input).toHaveValue('20');
    },
    SLOW.timeout * 2,
  );

  it(
    'LP-ERR-06 LP-ERR-03 a redeem without an answer shows Networkerr and is tracked with it',
    async () => {
      const onFailure = vi.fn();
      const view = await openRedeem({
        routes: redeemRoutes({ [REDEEM]: () => Promise.reject(new TypeError('Failed to fetch')) }),
        props: { onFailure },
      });
      await view.events.type(view.input, '20');
      await view.events.click(within(view.dialog).getByRole('button', { name: 'Confirm' }));
      await findToast('Error', 'Network error, please try again later');
      expect(onFailure).toHaveBeenCalledWith('Network error, please try again later');
    },
    SLOW.timeout * 2,
  );
});
