import './node20.testing';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createEarnClient } from '../../api/client';
import { EarnApiProvider } from '../../api/hooks/EarnApiProvider';
import type { EarnUser } from '../../context/types';
import { LaunchpoolProjects } from '../../flows/launchpool/projects/LaunchpoolProjects';
import { SimpleEarnProducts } from '../../flows/products/SimpleEarnProducts';
import { StakingProducts } from '../../flows/staking/products/StakingProducts';
import { createTestUser } from '../createTestUser';
import { EarnTestProvider } from '../EarnTestProvider';
import { createEarnHandlers, SAMPLE_NOW, type EarnScenario } from './index';

// The flows as a host's test renders them: a real client with its default relative paths, no fetch double,
// the exchange answered by the MSW handlers of earnkit/testing/msw.
let server: ReturnType<typeof setupServer> | undefined;
function serve(scenario: EarnScenario) {
  server = setupServer(...createEarnHandlers({ scenario, slowMs: 200 }));
  server.listen({ onUnhandledFrame: 'error' });
  return server;
}
afterEach(() => {
  server?.close();
  server = undefined;
});

function renderFlow(ui: ReactElement, user: EarnUser = { kind: 'guest' }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <EarnTestProvider user={user} clock={() => SAMPLE_NOW}>
      <EarnApiProvider client={createEarnClient()} queryClient={queryClient}>
        {ui}
      </EarnApiProvider>
    </EarnTestProvider>,
  );
}

const WAIT = { timeout: 5000 } as const;
const productTable = () => screen.findByRole('table', { name: 'Simple Earn products' });
/** Chooses a coin's term chip on the home, as a user does before its Subscribe. */
async function chooseTerm(coin: string, term: string | RegExp) {
  const chips = await screen.findByRole('radiogroup', { name: `Terms of ${coin}` }, WAIT);
  await userEvent.click(await within(chips).findByRole('radio', { name: term }, WAIT));
}

describe('SimpleEarnProducts over the MSW handlers', () => {
  it('default: lists the sample coins with their fixed terms', async () => {
    serve('default');
    renderFlow(<SimpleEarnProducts onSubscribe={() => undefined} />);
    const table = await productTable();
    expect(await within(table).findByText('BTC', {}, WAIT)).toBeInTheDocument();
    await chooseTerm('BTC', '30 days');
    expect(within(table).getByRole('button', { name: 'Subscribe BTC 30 days' })).toBeEnabled();
  });

  it('empty: shows the empty state', async () => {
    serve('empty');
    renderFlow(<SimpleEarnProducts onSubscribe={() => undefined} />);
    expect(await screen.findByText('No records', {}, WAIT)).toBeInTheDocument();
  });

  it('errors: shows the error state, and Retry loads the list once the exchange answers', async () => {
    const running = serve('errors');
    renderFlow(<SimpleEarnProducts onSubscribe={() => undefined} />);
    const retry = await screen.findByRole('button', { name: 'Retry' }, WAIT);
    running.use(...createEarnHandlers());
    await userEvent.click(retry);
    expect(await within(await productTable()).findByText('BTC', {}, WAIT)).toBeInTheDocument();
  });

  it('soldOut: every fixed term reads a disabled Sold out', async () => {
    serve('soldOut');
    renderFlow(<SimpleEarnProducts onSubscribe={() => undefined} />);
    const table = await productTable();
    await chooseTerm('BTC', /^30 days/);
    expect(await within(table).findByRole('button', { name: 'Sold out BTC 30 days' }, WAIT)).toBeDisabled();
    // Every fixed chip says so too.
    for (const chip of within(table).getAllByRole('radio', { name: /days/ }))
      expect(chip).toHaveTextContent('Sold out');
  });

  it('vip: a VIP 5 user may subscribe to the VIP product, which the default samples keep for VIP 1 to 3', async () => {
    serve('vip');
    renderFlow(<SimpleEarnProducts onSubscribe={() => undefined} />, createTestUser({ vipLevel: 5 }));
    await chooseTerm('USDT', /^60 days/);
    expect(await screen.findByRole('button', { name: 'Subscribe USDT 60 days' }, WAIT)).toBeEnabled();
  });

  it('slow: shows the loading rows first, then the list', async () => {
    serve('slow');
    renderFlow(<SimpleEarnProducts onSubscribe={() => undefined} />);
    expect(await productTable()).toHaveAttribute('aria-busy', 'true');
    expect(await within(await productTable()).findByText('BTC', {}, WAIT)).toBeInTheDocument();
  });
});

describe('StakingProducts over the MSW handlers', () => {
  it('default: lists the sample staking products', async () => {
    serve('default');
    renderFlow(<StakingProducts />);
    expect(await screen.findByRole('link', { name: 'ETH' }, WAIT)).toBeInTheDocument();
  });

  it('empty: says there is no staking product', async () => {
    serve('empty');
    renderFlow(<StakingProducts />);
    expect(await screen.findByText('No staking products', {}, WAIT)).toBeInTheDocument();
  });

  it('errors: shows the error state with Retry', async () => {
    const running = serve('errors');
    renderFlow(<StakingProducts />);
    const retry = await screen.findByRole('button', { name: 'Retry' }, WAIT);
    running.use(...createEarnHandlers());
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'ETH' }, WAIT)).toBeInTheDocument();
  });

  it('slow: shows the placeholders first, then the products', async () => {
    serve('slow');
    renderFlow(<StakingProducts />);
    expect(screen.getByText('Loading the staking products')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'ETH' }, WAIT)).toBeInTheDocument();
  });
});

describe('LaunchpoolProjects over the MSW handlers', () => {
  it('default: lists the projects in progress', async () => {
    serve('default');
    renderFlow(<LaunchpoolProjects />);
    expect(await screen.findByRole('link', { name: 'NEWT' }, WAIT)).toBeInTheDocument();
  });

  it('empty: the tab says it has no project', async () => {
    serve('empty');
    renderFlow(<LaunchpoolProjects defaultTab="completed" />);
    expect(await screen.findByText('No project has completed yet', {}, WAIT)).toBeInTheDocument();
  });

  it('errors: shows the error state with Retry', async () => {
    const running = serve('errors');
    renderFlow(<LaunchpoolProjects />);
    const retry = await screen.findByRole('button', { name: 'Retry' }, WAIT);
    running.use(...createEarnHandlers());
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'NEWT' }, WAIT)).toBeInTheDocument();
  });
});
