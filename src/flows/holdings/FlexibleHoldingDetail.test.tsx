import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../i18n/formatDate';
import { marketListDtos } from '../autoEarn/autoEarnFixtures.testing';
import { createFakeEarnBackend, type FakeEarnBackendSeed } from './fakeEarnBackend.testing';
import { renderFlow } from './flowTestSetup.testing';
import { FIXTURE_NOW, flexibleHoldingDto } from './holdingsFixtures.testing';
import { FlexibleHoldingDetail, type FlexibleHoldingDetailProps } from './FlexibleHoldingDetail';

function renderDetail(seed: FakeEarnBackendSeed, props: Partial<FlexibleHoldingDetailProps> = {}) {
  const backend = createFakeEarnBackend({ marketList: marketListDtos(), ...seed });
  return {
    ...renderFlow(
      <FlexibleHoldingDetail asset="USDT" now={FIXTURE_NOW + 34 * 60_000} today="2024-05-01" {...props} />,
      { respond: backend.respond },
    ),
    backend,
  };
}

const row = (label: string) => screen.getByText(label, { selector: 'dt, dt *' }).closest('div')!;

describe('FlexibleHoldingDetail', () => {
  it('HD-FLEX-01 HD-CALC-02 the principal is the current amount, 8 decimals', async () => {
    renderDetail({ flexibleHoldings: [flexibleHoldingDto('USDT')] });
    await screen.findByRole('heading', { name: 'Simple Earn - Flexible' });
    await waitFor(() => expect(row('Principal')).toHaveTextContent('1,000.12345678'));
  });

  it('HD-FLEX-02 SE-INT-01 the cumulative return opens the interest dialog', async () => {
    renderDetail({ flexibleHoldings: [flexibleHoldingDto('USDT')] });
    await userEvent.click(await screen.findByRole('button', { name: /View interest history: 45.67890120 USDT/ }));
    expect(await screen.findByRole('dialog', { name: 'Cumulative interest history' })).toBeInTheDocument();
  });

  it('HD-FLEX-02 SE-DATA-08 the cumulative return is the total earned (cumulative), not the last hourly payment (interest)', async () => {
    renderDetail(
      {
        flexibleHoldings: [
          flexibleHoldingDto('ETH', { curr_amount: '5.00027554', interest: '0.00001198', cumulative: '0.00027554' }),
        ],
      },
      { asset: 'ETH' },
    );
    const open = await screen.findByRole('button', { name: /^View interest history: / });
    expect(open).toHaveAccessibleName('View interest history: 0.00027554 ETH');
    expect(row('Cumulative return')).toHaveTextContent('0.00027554 ETH');
  });

  it('HD-FLEX-03 HD-CALC-03 the lent amount shows 6 decimals with the next hourly refresh in its tooltip', async () => {
    renderDetail({ flexibleHoldings: [flexibleHoldingDto('USDT')] });
    await screen.findByRole('heading', { name: 'Simple Earn - Flexible' });
    await waitFor(() => expect(row('Currently lent out')).toHaveTextContent('800.123456'));
    const info = within(row('Currently lent out')).getByRole('button', {
      name: 'More information about Currently lent out',
    });
    // Keyboard focus shows a tooltip at once.
    for (let step = 0; step < 20 && document.activeElement !== info; step++) await userEvent.tab();
    const next = formatDateTime(Date.parse('2024-05-01T13:00:00Z'), { locale: 'en', timeZone: 'UTC' });
    expect(await screen.findByRole('tooltip')).toHaveTextContent(`Updated hourly. Next update: ${next}`);
  });

  it('HD-FLEX-04 HD-CALC-04 est. APR is the next rate plus the best bonus tier, with both shown', async () => {
    renderDetail({ flexibleHoldings: [flexibleHoldingDto('USDT')] });
    await screen.findByRole('heading', { name: 'Simple Earn - Flexible' });
    await waitFor(() => expect(row('Est. APR')).toHaveTextContent('15.00%'));
    expect(row('Est. APR')).toHaveTextContent(/Next rate 5\.00% APR · est\..* \+ bonus 10\.00% APR · est\./);
  });

  it('HD-CHART-01 DEC-18 the real-time APR popover has day tabs 24 hours, 7 days and 30 days', async () => {
    const { requests } = renderDetail({ flexibleHoldings: [flexibleHoldingDto('USDT')] });
    await userEvent.click(await screen.findByRole('button', { name: 'Show the real-time APR of USDT' }));
    const popover = await screen.findByRole('dialog', { name: 'Real-time APR' });
    expect(
      within(popover)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['24 hours', '7 days', '30 days']);
    await waitFor(() => expect(requests()).toContainEqual(expect.stringMatching(/\/uni-loan\/earn\/chart\?.*type=1/)));
  });

  it('the real-time APR popover and the interest dialog, their code loaded on the first press, return the focus to their button on close', async () => {
    renderDetail({ flexibleHoldings: [flexibleHoldingDto('USDT')] });
    const chartButton = await screen.findByRole('button', { name: 'Show the real-time APR of USDT' });
    expect(chartButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(chartButton);
    await screen.findByRole('dialog', { name: 'Real-time APR' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Real-time APR' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Show the real-time APR of USDT' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: /^View interest history: / }));
    await screen.findByRole('dialog', { name: 'Cumulative interest history' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^View interest history: / })).toHaveFocus();
  });

  it('SE-CHART-04 the real-time APR chart reads its rates as percents with 2 decimals', async () => {
    // happy-dom lays nothing out: the chart's frame gets a size, as a browser would give it.
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
    try {
      renderDetail({ flexibleHoldings: [flexibleHoldingDto('USDT')] });
      await userEvent.click(await screen.findByRole('button', { name: 'Show the real-time APR of USDT' }));
      const popover = await screen.findByRole('dialog', { name: 'Real-time APR' });
      // The rates of the 24 hours run from 5 % up by 0.01 % an hour.
      const chart = await within(popover).findByRole('img', { name: /^APR over 24 hours: latest/ });
      // Each rate is read with its label (P-47), as the chart's table and the holding read it.
      const label = 'APR, simple, estimate, net';
      expect(chart).toHaveAccessibleName(
        expect.stringMatching(
          new RegExp(`latest 5\\.23% ${label} on .*, highest 5\\.23% ${label}, lowest 5\\.00% ${label}$`),
        ),
      );
    } finally {
      width.mockRestore();
      height.mockRestore();
    }
  });

  it('HD-FLEX-05 HD-FLEX-06 the minimum lend APR has an edit icon and reads system default at the limit', async () => {
    const onEditMinimumApr = vi.fn();
    renderDetail({ flexibleHoldings: [flexibleHoldingDto('USDT')] }, { onEditMinimumApr });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit minimum lending APR' }));
    expect(onEditMinimumApr).toHaveBeenCalledWith(expect.objectContaining({ asset: 'USDT' }));
    await waitFor(() => expect(row('Minimum lending APR')).toHaveTextContent('System default'));
  });

  it('HD-FLEX-06 a custom minimum APR has no system default label', async () => {
    renderDetail({ flexibleHoldings: [flexibleHoldingDto('USDT', { min_lend_rate_year: '0.02' })] });
    await screen.findByRole('button', { name: 'Edit minimum lending APR' });
    await waitFor(() => expect(row('Minimum lending APR')).toHaveTextContent('2.00%'));
    expect(row('Minimum lending APR')).not.toHaveTextContent('System default');
  });

  it('HD-FLEX-07 SE-REDEEM-10 a frozen amount shows the Redeeming row with Cancel; none, no row', async () => {
    const onCancelRedemption = vi.fn();
    const { unmount } = renderDetail(
      { flexibleHoldings: [flexibleHoldingDto('USDT', { frozen_amount: '100', frozen_status: 1 })] },
      { onCancelRedemption },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the redemption of 100.00000000 USDT' }));
    expect(onCancelRedemption).toHaveBeenCalled();
    unmount();
    renderDetail({ flexibleHoldings: [flexibleHoldingDto('USDT')] });
    await screen.findByRole('button', { name: 'Edit minimum lending APR' });
    expect(screen.queryByText('Redeeming')).not.toBeInTheDocument();
  });

  it('HD-FLEX-08 the detail shows the auto-earn card with the coin switch', async () => {
    renderDetail({ flexibleHoldings: [flexibleHoldingDto('USDT')] });
    const card = await screen.findByRole('region', { name: 'Auto-earn' });
    expect(within(card).getByRole('switch', { name: 'Auto-earn USDT' })).toBeInTheDocument();
  });

  it('HD-FLEX-09 HD-FLEX-10 Redeem and Subscribe again open their dialogs through the callbacks', async () => {
    const onRedeem = vi.fn();
    const onSubscribeAgain = vi.fn();
    renderDetail({ flexibleHoldings: [flexibleHoldingDto('USDT')] }, { onRedeem, onSubscribeAgain });
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe again' }));
    expect(onRedeem).toHaveBeenCalledWith(expect.objectContaining({ asset: 'USDT', currAmount: '1000.123456789' }));
    expect(onSubscribeAgain).toHaveBeenCalledWith(expect.objectContaining({ asset: 'USDT' }));
  });

  it('HD-FIXED-19 a coin without a position shows No Data', async () => {
    renderDetail({ flexibleHoldings: [] });
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });

  it('HD-API-03 a failed detail request shows the error with Retry', async () => {
    renderDetail({ flexibleHoldings: [flexibleHoldingDto('USDT')], fail: ['holdingDetail'] });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
