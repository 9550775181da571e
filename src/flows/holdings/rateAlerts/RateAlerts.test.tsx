import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useFlexibleHoldings } from '../../../api';
import { createEarnClient } from '../../../api/client';
import type { FlexibleHoldingDto } from '../../../api/dto/simpleEarn';
import { createFetchDouble } from '../../../api/fetchDouble.testing';
import { EarnApiProvider } from '../../../api/hooks/EarnApiProvider';
import { HOUR_MS } from '../../../domain/shared/constants';
import type { RateAlert } from '../../../domain/rateAlerts';
import { EarnTestProvider } from '../../../testing';
import { marketListDtos } from '../../autoEarn/autoEarnFixtures.testing';
import { createFakeEarnBackend } from '../fakeEarnBackend.testing';
import { FlexibleHoldingDetail } from '../FlexibleHoldingDetail';
import { FIXTURE_NOW, flexibleHoldingDto, TEST_USER } from '../holdingsFixtures.testing';
import { bareRates } from '../../../../.storybook/bareRates';
import { spokenRates } from '../../shared/spokenRates.testing';
import { RateAlertList } from './RateAlertList';
import { RateAlertsProvider } from './RateAlertsProvider';

/** The market rate of the watched positions as the provider reads them (the same query). */
function ListedRate() {
  const positions = useFlexibleHoldings({ page: 1, limit: 100 });
  return <output data-testid="listed-rate">{positions.data?.list[0]?.nextTimeRateYear}</output>;
}

/**
 * The holding panel and the alert list under one provider, against the fake exchange, on a simulated clock that
 * moves an hour at each refresh. `position` is the exchange's record: changing it changes the next answer.
 */
function renderAlerts(position: { -readonly [Field in keyof FlexibleHoldingDto]: FlexibleHoldingDto[Field] }) {
  const backend = createFakeEarnBackend({ flexibleHoldings: [position], marketList: marketListDtos() });
  const double = createFetchDouble(backend.respond);
  const client = createEarnClient({ fetch: double.fetch, retries: 0, log: () => undefined });
  const queryClient = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity, retry: false } } });
  let now = FIXTURE_NOW;
  const told: { alert: RateAlert; text: string }[] = [];
  function Wrapper({ children }: { children?: ReactNode }) {
    return (
      <EarnTestProvider user={TEST_USER} clock={() => now}>
        <EarnApiProvider client={client} queryClient={queryClient}>
          {children}
        </EarnApiProvider>
      </EarnTestProvider>
    );
  }
  render(
    <RateAlertsProvider onAlert={(alert, text) => told.push({ alert, text })}>
      <FlexibleHoldingDetail asset="USDT" now={FIXTURE_NOW} today="2024-05-01" />
      <RateAlertList />
      <ListedRate />
    </RateAlertsProvider>,
    { wrapper: Wrapper },
  );
  /** The next hour: the exchange answers with the market APR `marketRate` (a fraction's text) and the app refreshes. */
  const nextHour = async (marketRate: string) => {
    now += HOUR_MS;
    position.next_time_rate_year = marketRate;
    await act(() => queryClient.refetchQueries());
    // The query tells its observers on a later task: the probe, which observes the positions as the provider does,
    // showing the new rate is the refresh having reached the provider in the same render.
    await waitFor(() => expect(screen.getByTestId('listed-rate').textContent).toBe(marketRate));
  };
  const list = () => screen.getByRole('region', { name: 'Rate alerts' });
  const alerts = () => within(list()).queryAllByRole('listitem');
  return { nextHour, list, alerts, told, events: userEvent.setup() };
}

async function setFloor(events: ReturnType<typeof userEvent.setup>, percent: string) {
  await events.click(await screen.findByRole('button', { name: 'Set alert' }));
  await events.type(await screen.findByRole('textbox', { name: /^Alert when the APR is below/ }), percent);
  await events.click(screen.getByRole('button', { name: 'Save alert' }));
  const setting = screen.getByRole('region', { name: 'Rate alert' });
  await within(setting).findByRole('button', { name: 'Remove alert' });
  // Each rate carries its label (P-47) between the words.
  expect(setting).toHaveTextContent(/Alert set: below 4\.50% APR.*, or a fall of --/);
}

describe('rate alerts', () => {
  it('a floor set from the holding panel fires on the first refresh below it, once, in the list and to the host', async () => {
    const { nextHour, list, alerts, told, events } = renderAlerts(flexibleHoldingDto('USDT'));
    await setFloor(events, '4.5');
    await nextHour('0.046');
    expect(alerts()).toEqual([]);
    await nextHour('0.044');
    // The list's items load with the first alert to list.
    expect(await within(list()).findAllByRole('listitem')).toHaveLength(1);
    expect(alerts()[0]).toHaveTextContent(/USDT APR fell below 4\.50% APR.*: now 4\.40% APR/);
    // Inside the band (below 4.95 %) it does not fire again.
    await nextHour('0.049');
    await nextHour('0.043');
    expect(alerts()).toHaveLength(1);
    expect(told.map(({ text }) => text)).toEqual(['USDT APR fell below 4.50%: now 4.40%']);
    expect(told[0]!.alert.at).toBe(FIXTURE_NOW + 2 * HOUR_MS);
  });

  it("an alert's toast reads its rates with their labels, as the list does (P-47)", async () => {
    const { nextHour, events } = renderAlerts(flexibleHoldingDto('USDT'));
    await setFloor(events, '4.5');
    await nextHour('0.044');
    const toast = await waitFor(() => {
      const shown = document.querySelector<HTMLElement>('[data-slot="toast"][data-variant="warning"]');
      expect(shown).not.toBeNull();
      return shown!;
    });
    expect(spokenRates(toast)).toEqual(['4.50% APR, simple, estimate, net', '4.40% APR, simple, estimate, net']);
    expect(bareRates(toast)).toEqual([]);
  });

  it('an alert is muted from the alert itself: its watch stays quiet after a new crossing, and unmuting restores it', async () => {
    const { nextHour, list, alerts, told, events } = renderAlerts(flexibleHoldingDto('USDT'));
    await setFloor(events, '4.5');
    await nextHour('0.044');
    await events.click(await within(list()).findByRole('button', { name: 'Mute USDT floor alerts' }));
    expect(alerts()[0]).toHaveTextContent('Muted');
    await nextHour('0.05');
    await nextHour('0.04');
    expect(alerts()).toHaveLength(1);
    expect(told).toHaveLength(1);
    await events.click(within(list()).getByRole('button', { name: 'Unmute USDT floor alerts' }));
    expect(alerts()[0]).not.toHaveTextContent('Muted');
    await nextHour('0.05');
    await nextHour('0.04');
    expect(alerts()).toHaveLength(2);
    expect(alerts()[0]).toHaveTextContent(/USDT APR fell below 4\.50% APR.*: now 4\.00% APR/);
  });

  it('coins left unlent because the minimum APR is above the market are reported, once', async () => {
    const { nextHour, list, alerts, told } = renderAlerts(flexibleHoldingDto('USDT', { min_lend_rate_year: '0.06' }));
    await screen.findByRole('heading', { name: 'Rate alert' });
    await nextHour('0.05');
    expect(await within(list()).findAllByRole('listitem')).toHaveLength(1);
    expect(alerts()[0]).toHaveTextContent(
      /Your USDT was not lent this hour: your minimum APR 6\.00% minimum APR.* is above the market APR 5\.00% APR/,
    );
    expect(told).toHaveLength(1);
  });

  it("the setting shows the rule in force at once and its fields under 'Set alert', which reads 'Change alert' once set", async () => {
    const { events } = renderAlerts(flexibleHoldingDto('USDT'));
    const open = await screen.findByRole('button', { name: 'Set alert' });
    expect(screen.getByText('No alert set')).toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: /^Alert when the APR is below/ })).toBeNull();
    await setFloor(events, '4.5');
    expect(screen.getByRole('button', { name: 'Change alert' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('a fall above 100 % is refused in words the rate scan reads as a share of the reference, not a bare rate', async () => {
    const { events } = renderAlerts(flexibleHoldingDto('USDT'));
    await events.click(await screen.findByRole('button', { name: 'Set alert' }));
    await events.type(await screen.findByRole('textbox', { name: /^Alert when the APR falls by/ }), '120');
    const setting = screen.getByRole('region', { name: 'Rate alert' });
    expect(await within(setting).findByText('A fall is at most 100 %')).toBeInTheDocument();
    expect(bareRates(setting)).toEqual([]);
  });

  it('the list says so when there is no alert yet', async () => {
    const { list } = renderAlerts(flexibleHoldingDto('USDT'));
    expect(within(list()).getByText('No rate alerts yet')).toBeInTheDocument();
  });

  it('without a rate alerts provider the holding panel offers no alert setting', async () => {
    const backend = createFakeEarnBackend({ flexibleHoldings: [flexibleHoldingDto('USDT')] });
    const double = createFetchDouble(backend.respond);
    const client = createEarnClient({ fetch: double.fetch, retries: 0, log: () => undefined });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <EarnTestProvider user={TEST_USER}>
        <EarnApiProvider client={client} queryClient={queryClient}>
          <FlexibleHoldingDetail asset="USDT" now={FIXTURE_NOW} today="2024-05-01" />
        </EarnApiProvider>
      </EarnTestProvider>,
    );
    await screen.findByRole('button', { name: 'Redeem' });
    expect(screen.queryByRole('heading', { name: 'Rate alert' })).toBeNull();
  });
});
