import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { flexibleProductDto } from '../testing/dto.testing';
import { rate } from '../testing/fixtures.testing';
import { renderFlow, type Routes } from '../testing/backend.testing';
import { SLOW, findToast } from '../testing/queries.testing';
import { AprDetailDialog } from './AprDetailDialog';

function routes(extra: Routes = {}): Routes {
  return {
    'GET /uni-loan/earn/coin-info': {
      data: [flexibleProductDto([], { limit_min_lend_rate_year: '0.001', max_lend_rate_year: '5' })],
    },
    'GET /uni-loan/earn/chart': {
      data: [
        { time: 1_700_000_000, value: '0.05' },
        { time: 1_700_003_600, value: '0.051' },
      ],
    },
    'POST /uni-loan/earn/interest-rate': { data: null },
    ...extra,
  };
}

async function openApr(extra: Routes = {}, props: Partial<Parameters<typeof AprDetailDialog>[0]> = {}) {
  const view = renderFlow(<AprDetailDialog asset="USDT" minLendRateYear={rate('0.01')} defaultOpen {...props} />, {
    routes: routes(extra),
  });
  const dialog = await screen.findByRole('dialog', { name: 'APR details' });
  return { ...view, dialog, events: userEvent.setup() };
}

async function editTab(dialog: HTMLElement, events: ReturnType<typeof userEvent.setup>) {
  await events.click(within(dialog).getByRole('tab', { name: 'Edit minimum lending APR' }));
  return within(dialog).getByRole('textbox', { name: 'Minimum lending APR (%)' });
}

describe('AprDetailDialog', () => {
  it('SE-APR-01 SE-CHART-01 the dialog has the realtime trend tab with 24 h, 7 d and 30 d, and the edit tab', async () => {
    const { dialog, events, double } = await openApr();
    expect(within(dialog).getByRole('tab', { name: 'Realtime APR trend' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Edit minimum lending APR' })).toBeInTheDocument();
    for (const name of ['24 hours', '7 days', '30 days'])
      expect(within(dialog).getByRole('tab', { name })).toBeInTheDocument();
    await waitFor(() =>
      expect(double.calls.some((call) => call.request.url.includes('/uni-loan/earn/chart'))).toBe(true),
    );
    const first = new URL(double.calls.find((call) => call.request.url.includes('/chart'))?.request.url ?? '');
    expect(first.searchParams.get('type')).toBe('1');
    await events.click(within(dialog).getByRole('tab', { name: '30 days' }));
    await waitFor(() =>
      expect(
        double.calls.filter(
          (call) => call.request.url.includes('/chart') && new URL(call.request.url).searchParams.get('type') === '2',
        ),
      ).toHaveLength(1),
    );
  });

  it('SE-APR-02 SE-APR-04 SE-APR-07 SE-APR-08 the edit shows the bound messages and disables save on an error or when empty', async () => {
    const { dialog, events } = await openApr();
    const input = await editTab(dialog, events);
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(input).toHaveValue('1.00');
    await waitFor(() => expect(save).toBeEnabled(), SLOW);
    await events.clear(input);
    expect(save).toBeDisabled();
    await events.type(input, '6');
    expect(within(dialog).getByText('The minimum lending APR cannot be higher than 5%')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await events.clear(input);
    await events.type(input, '0.05');
    expect(within(dialog).getByText('The minimum lending APR cannot be lower than 0.1%')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('SE-APR-05 SE-APR-06 SE-APR-10 a third decimal is refused; the value is sent as a fraction and toasts modified', async () => {
    const onSuccess = vi.fn();
    const { dialog, events, double } = await openApr({}, { onSuccess });
    const input = await editTab(dialog, events);
    await events.clear(input);
    await events.type(input, '1.234');
    expect(input).toHaveValue('1.23');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled(), SLOW);
    await events.click(save);
    await findToast('Success', 'Modified');
    const post = double.calls.find((call) => call.request.method === 'POST');
    expect(JSON.parse(await (post?.request.clone().text() ?? '{}'))).toEqual({ asset: 'USDT', rateYear: '0.0123' });
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('SE-APR-11 a failed update shows the server message as an error toast and fires onFailure', async () => {
    const onFailure = vi.fn();
    const { dialog, events } = await openApr(
      { 'POST /uni-loan/earn/interest-rate': { code: -1, message: 'Rate out of range' } },
      { onFailure },
    );
    const input = await editTab(dialog, events);
    await events.clear(input);
    await events.type(input, '2');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled(), SLOW);
    await events.click(save);
    await findToast('Error', 'Rate out of range');
    expect(onFailure).toHaveBeenCalledWith('Rate out of range');
  });
});
