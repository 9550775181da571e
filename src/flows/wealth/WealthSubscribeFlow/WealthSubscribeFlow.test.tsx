import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createEarnClient } from '../../../api/client';
import { createFetchDouble, formFields } from '../../../api/fetchDouble.testing';
import { EarnApiProvider } from '../../../api/hooks/EarnApiProvider';
import { useFundingPasswordPrompt } from '../../../components/FundingPasswordModal';
import { RESPONSE_CODE } from '../../../domain/shared/constants';
import type { WealthProduct } from '../../../domain/wealth';
import { EarnTestProvider } from '../../../testing/EarnTestProvider';
import { renderFlow, testUser, type Routes } from '../../simpleEarn/testing/backend.testing';
import { SLOW, findToast } from '../../simpleEarn/testing/queries.testing';
import { WealthSubscribeFlow } from './WealthSubscribeFlow';

const PURCHASE = 'POST /earn/private-wealth/purchase';
const product: WealthProduct = { pid: 77, projectType: 5, coin: 'USDT', minAmount: '100' };

async function openSubscribe(routes: Routes, props: Partial<Parameters<typeof WealthSubscribeFlow>[0]> = {}) {
  const navigate = vi.fn();
  const view = renderFlow(<WealthSubscribeFlow product={product} available="1000" defaultOpen {...props} />, {
    routes,
    navigate,
  });
  const dialog = await screen.findByRole('dialog', { name: 'Subscribe more USDT' });
  const input = within(dialog).getByRole('textbox', { name: 'Subscription amount' });
  return { ...view, dialog, input, navigate, events: userEvent.setup() };
}

async function fillAndSubmit(view: Awaited<ReturnType<typeof openSubscribe>>, amount = '200') {
  await view.events.type(view.input, amount);
  await view.events.click(
    within(view.dialog).getByRole('checkbox', { name: 'I have read and agree to the disclaimer' }),
  );
  await view.events.click(within(view.dialog).getByRole('button', { name: 'Subscribe' }));
}

describe('WealthSubscribeFlow', () => {
  it(
    'VW-SUB-01 VW-API-01 DEC-23 VW-SUCCESS-01 the modal sends pid, amount and the product project type and, on 200, moves from the form to a success view',
    async () => {
      const onSuccess = vi.fn();
      const view = await openSubscribe(
        { [PURCHASE]: { code: 200, data: null } },
        { onSuccess, product: { ...product, projectType: 4 } },
      );
      await fillAndSubmit(view);
      const success = await screen.findByRole('dialog', { name: 'Subscription successful' });
      expect(within(success).queryByRole('textbox')).not.toBeInTheDocument();
      expect(within(success).getByText('Amount subscribed').closest('div')).toHaveTextContent('200.00000000 USDT');
      expect(onSuccess).toHaveBeenCalledOnce();
      expect(view.calls()).toEqual(['POST /apiw/v2/earn/private-wealth/purchase']);
      expect(formFields(await (view.double.calls[0]?.request.clone().text() ?? ''))).toEqual({
        pid: '77',
        amount: '200',
        project_type: '4',
      });
      await view.events.click(within(success).getByRole('button', { name: 'Done' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    },
    SLOW.timeout * 2,
  );

  it('VW-SUB-02 VW-SUB-06 the form has a disclaimer tick box and subscribe stays disabled until it is ticked', async () => {
    const { dialog, input, events } = await openSubscribe({});
    await events.type(input, '200');
    const subscribe = within(dialog).getByRole('button', { name: 'Subscribe' });
    const tick = within(dialog).getByRole('checkbox', { name: 'I have read and agree to the disclaimer' });
    expect(tick).not.toBeChecked();
    expect(subscribe).toBeDisabled();
    await events.click(tick);
    expect(tick).toBeChecked();
    expect(subscribe).toBeEnabled();
  });

  it('VW-SUB-03 the disclaimer links to /asset-management/institution/disclaimer', async () => {
    const { dialog, events, navigate } = await openSubscribe({});
    const link = within(dialog).getByRole('link', { name: 'Read the disclaimer' });
    expect(link).toHaveAttribute('href', '/asset-management/institution/disclaimer');
    await events.click(link);
    expect(navigate).toHaveBeenCalledWith('/asset-management/institution/disclaimer');
  });

  it('VW-SUB-04 an amount above available shows inadequate balance', async () => {
    const { dialog, input, events } = await openSubscribe({});
    await events.type(input, '1000.5');
    expect(within(dialog).getByText(/^Inadequate balance: 1000(\.0+)? USDT available$/)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('VW-SUB-05 an amount below the minimum shows less than minimum amount', async () => {
    const { dialog, input, events } = await openSubscribe({});
    await events.type(input, '50');
    expect(within(dialog).getByText('Less than minimum amount of 100 USDT')).toBeInTheDocument();
  });

  it('VW-SUB-07 the amount takes at most 8 decimals', async () => {
    const { input, events } = await openSubscribe({});
    await events.type(input, '150.123456789');
    expect(input).toHaveValue('150.12345678');
  });

  it(
    'VW-ERR-01 VW-ERR-03 DEC-06 a purchase answered with a code other than 200 shows an error toast with the server message, then the failure callback runs',
    async () => {
      const onFailure = vi.fn();
      const onSuccess = vi.fn();
      const view = await openSubscribe(
        { [PURCHASE]: { code: 0, message: 'Quota exhausted' } },
        { onFailure, onSuccess },
      );
      await fillAndSubmit(view);
      await findToast('Error', 'Quota exhausted');
      await waitFor(() => expect(onFailure).toHaveBeenCalledWith('Quota exhausted'));
      expect(onSuccess).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Subscribe more USDT' })).toBeInTheDocument();
    },
    SLOW.timeout * 2,
  );

  it(
    'VW-ERR-02 VW-ERR-03 a purchase request that fails shows the network error toast, then the failure callback runs',
    async () => {
      const onFailure = vi.fn();
      const view = await openSubscribe(
        { [PURCHASE]: () => Promise.reject(new TypeError('Failed to fetch')) },
        { onFailure },
      );
      await fillAndSubmit(view);
      await findToast('Error', 'Network error, please try again later');
      await waitFor(() => expect(onFailure).toHaveBeenCalledWith('Network error, please try again later'));
    },
    SLOW.timeout * 2,
  );

  it(
    'a purchase sent again after a lost connection carries the same Idempotency-Key, and another amount a new one (P-35)',
    async () => {
      const view = await openSubscribe({ [PURCHASE]: () => Promise.reject(new TypeError('Failed to fetch')) });
      await fillAndSubmit(view);
      await findToast('Error', 'Network error, please try again later');
      const subscribe = within(view.dialog).getByRole('button', { name: 'Subscribe' });
      await waitFor(() => expect(subscribe).toBeEnabled());
      await view.events.click(subscribe);
      await waitFor(() => expect(view.double.calls).toHaveLength(2));
      await waitFor(() => expect(subscribe).toBeEnabled());
      await view.events.clear(view.input);
      await view.events.type(view.input, '300');
      await view.events.click(subscribe);
      await waitFor(() => expect(view.double.calls).toHaveLength(3));
      const keys = view.double.calls.map((call) => call.request.headers.get('Idempotency-Key'));
      expect(keys[0]).toBeTruthy();
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).not.toBe(keys[0]);
    },
    SLOW.timeout * 3,
  );

  it(
    'SH-FUNDPASS-02 SH-FUNDPASS-03 a user with a funding password is asked for it, and the purchase goes through with it (P-32)',
    async () => {
      const double = createFetchDouble(async (request) => {
        const fields = formFields(await request.text());
        return fields.fundpass === '135790'
          ? { code: 200, data: null }
          : {
              code: RESPONSE_CODE.fundingPasswordRequired,
              message: 'Funding password required',
              data: { require_fundpass: true },
            };
      });
      const ask: { current: (() => Promise<string | null>) | null } = { current: null };
      const client = createEarnClient({
        fetch: double.fetch,
        retries: 0,
        log: () => undefined,
        onFundingPasswordRequired: () => ask.current?.() ?? Promise.resolve(null),
      });
      // What a host mounts once, as the reference app does: the modal, lent to the client.
      function FundingPasswordHost() {
        const { requestFundingPassword, modal } = useFundingPasswordPrompt();
        useEffect(() => {
          ask.current = () => requestFundingPassword();
        }, [requestFundingPassword]);
        return modal;
      }
      render(
        <EarnTestProvider user={testUser}>
          <EarnApiProvider client={client} queryClient={new QueryClient()}>
            <FundingPasswordHost />
            <WealthSubscribeFlow product={product} available="1000" defaultOpen />
          </EarnApiProvider>
        </EarnTestProvider>,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Subscribe more USDT' });
      const events = userEvent.setup();
      await events.type(within(dialog).getByRole('textbox', { name: 'Subscription amount' }), '200');
      await events.click(within(dialog).getByRole('checkbox', { name: 'I have read and agree to the disclaimer' }));
      await events.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
      await screen.findByRole('dialog', { name: 'Funding password' });
      await events.type(screen.getByLabelText('Funding password', { selector: 'input' }), '135790{Enter}');
      await screen.findByRole('dialog', { name: 'Subscription successful' });
      expect(double.calls).toHaveLength(2);
      expect(formFields(await (double.calls[1]?.request.clone().text() ?? ''))).toMatchObject({ fundpass: '135790' });
    },
    SLOW.timeout * 3,
  );

  it(
    'SH-AUTH-01 a guest who subscribes is sent to /login and nothing is purchased',
    async () => {
      const navigate = vi.fn();
      const { calls } = renderFlow(<WealthSubscribeFlow product={product} available="1000" defaultOpen />, {
        routes: {},
        navigate,
        user: { kind: 'guest' },
      });
      const dialog = await screen.findByRole('dialog', { name: 'Subscribe more USDT' });
      const events = userEvent.setup();
      await events.type(within(dialog).getByRole('textbox', { name: 'Subscription amount' }), '200');
      await events.click(within(dialog).getByRole('checkbox', { name: 'I have read and agree to the disclaimer' }));
      await events.click(within(dialog).getByRole('button', { name: 'Subscribe' }));
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
      expect(calls()).toEqual([]);
    },
    SLOW.timeout * 2,
  );
});
