import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EarnTestProvider } from '../../../testing/EarnTestProvider';
import { StakingDetail } from './StakingDetail';
import { SAMPLE_NOW, USER_ONLY_PATHS } from './stakingPagesFixtures.testing';
import { renderStakingPages, TEST_USER } from './stakingPagesRender.testing';

const rates = () => screen.findByRole('region', { name: 'Rates' });
const heading = (coin: string) => screen.findByRole('heading', { level: 2, name: coin });

describe('StakingDetail', () => {
  it('ST-ROUTE-01 the page of /staking/{coin}?pid= shows that coin, and pid picks the protocol staked on', async () => {
    const onStake = vi.fn();
    renderStakingPages(<StakingDetail coin="SOL" pid={11} onStake={onStake} />, { user: TEST_USER });
    expect(await heading('SOL')).toBeInTheDocument();
    const marinade = screen.getByRole('article', { name: 'Marinade' });
    expect(marinade).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Stake' }));
    expect(onStake).toHaveBeenLastCalledWith('SOL', 11);
  });

  it('ST-PROD-03 ST-EXTRA-04 the APR is the base rate plus the processing extra bonus, which says its coin and end', async () => {
    renderStakingPages(<StakingDetail coin="GUSD" />);
    const figures = await rates();
    expect(figures).toHaveTextContent('APR7.20%');
    expect(figures).toHaveTextContent('Base APR4.20%');
    expect(figures).toHaveTextContent('Extra bonus+3.00% APR · est.APR, simple, estimate, net in GT until 03/14/2026');
  });

  it('ST-PROD-03 a plain product’s APR is its rate, as the list and the stake dialog show it, beside its base rate', async () => {
    // ETH: rate 3.2 %, base rate 3 %, no extra bonus.
    renderStakingPages(<StakingDetail coin="ETH" />);
    const figures = await rates();
    expect(figures).toHaveTextContent('APR3.20%');
    expect(figures).toHaveTextContent('Base APR3.00%');
  });

  it('ST-EXTRA-03 a finished extra bonus says it ended and adds nothing to the APR', async () => {
    renderStakingPages(<StakingDetail coin="BTC" />);
    const figures = await rates();
    expect(figures).toHaveTextContent('APR1.50%');
    expect(figures).toHaveTextContent('Extra bonusEnded on 02/20/2026');
  });

  it('ST-PROD-01 ST-PROD-02 ST-DEFI-04 a DeFi product lists its protocols, rewards in several coins and the highest fee', async () => {
    const onStake = vi.fn();
    renderStakingPages(<StakingDetail coin="SOL" onStake={onStake} />, { user: TEST_USER });
    const jito = await screen.findByRole('article', { name: 'Jito' });
    expect(within(jito).getByRole('img', { name: /SOL and JTO|SOL, JTO/ })).toBeInTheDocument();
    expect(jito).toHaveTextContent('Protocol fee10.00%');
    expect(jito).toHaveTextContent('APR7.40%');
    expect(screen.getByRole('article', { name: 'Marinade' })).toHaveTextContent('APR6.80%');
    // Without a pid the page's Stake goes to the highest rate's protocol (ST-DEFI-01).
    await userEvent.click(screen.getByRole('button', { name: 'Stake' }));
    expect(onStake).toHaveBeenLastCalledWith('SOL', 12);
    await userEvent.click(screen.getByRole('button', { name: 'Stake on Marinade' }));
    expect(onStake).toHaveBeenLastCalledWith('SOL', 11);
  });

  it('ST-PROD-01 a mint product stakes its mortgage coin and offers Mint', async () => {
    renderStakingPages(<StakingDetail coin="GUSD" />);
    const figures = await rates();
    expect(figures).toHaveTextContent('MintingStake USDT, receive GUSD 1:1');
    expect(figures).toHaveTextContent('Minimum stake10.00000000 USDT');
    expect(screen.getByRole('button', { name: 'Mint' })).toBeInTheDocument();
  });

  it('ST-MODAL-03 the intro has tabs Overview, Sources of return and FAQ, and the FAQ is that coin’s', async () => {
    const { paths, double } = renderStakingPages(<StakingDetail coin="ETH" />);
    const intro = await screen.findByRole('region', { name: 'About ETH staking' });
    expect(
      within(intro)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Overview', 'Sources of return', 'FAQ']);
    expect(intro).toHaveTextContent('Stake ETH and earn ETH every day');
    await userEvent.click(within(intro).getByRole('tab', { name: 'Sources of return' }));
    expect(intro).toHaveTextContent(
      'Base rate: paid by the network for securing it, 3.00% APR, simple, estimate, net.',
    );
    expect(paths()).not.toContain('/apiw/v2/earn/staking/coin-ask');
    await userEvent.click(within(intro).getByRole('tab', { name: 'FAQ' }));
    expect(await within(intro).findByText('How does ETH staking work?')).toBeInTheDocument();
    expect(within(intro).queryByText('What is a DeFi protocol in SOL staking?')).not.toBeInTheDocument();
    expect((await double.read()).query).toMatchObject({ coin: 'ETH', pid: '0' });
  });

  it('ST-CHART-01 ST-CHART-02 the APR trend modal has 7 days, 30 days, 90 days and 1 year, 1 year first', async () => {
    const { double } = renderStakingPages(<StakingDetail coin="ETH" />);
    await userEvent.click(await screen.findByRole('button', { name: 'APR trend' }));
    const dialog = await screen.findByRole('dialog', { name: 'ETH APR trend' });
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['7 days', '30 days', '90 days', '1 year']);
    expect(within(dialog).getByRole('tab', { name: '1 year' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(async () => expect((await double.read()).query).toMatchObject({ coin: 'ETH', limit: '365' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: '7 days' }));
    await waitFor(async () => expect((await double.read()).query).toMatchObject({ coin: 'ETH', limit: '7' }));
    // The chart's data table lists the points drawn.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show as table' }));
    expect(await within(dialog).findByRole('table')).toBeInTheDocument();
  });

  it('ST-CHART-03 a trend with no points says No data', async () => {
    renderStakingPages(<StakingDetail coin="ETH" />, { noTrend: true });
    await userEvent.click(await screen.findByRole('button', { name: 'APR trend' }));
    const dialog = await screen.findByRole('dialog', { name: 'ETH APR trend' });
    expect(await within(dialog).findByText('No data')).toBeInTheDocument();
  });

  it('ST-VIP-02 ST-MODAL-07 a logged-in user with a known tier, not crowd, sees the VIP discount tiers with theirs marked', async () => {
    renderStakingPages(<StakingDetail coin="ETH" />, { user: TEST_USER });
    const vip = await screen.findByRole('region', { name: 'VIP discount' });
    expect(vip).toHaveTextContent('Your tier: VIP 3');
    const rows = within(vip).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('VIP 1–420.00% off');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[2]).toHaveTextContent('VIP 5–1650.00% off');
  });

  it('ST-VIP-02 no VIP panel for a product without vip_config', async () => {
    renderStakingPages(<StakingDetail coin="BTC" />, { user: TEST_USER });
    await screen.findByText(/My stake/);
    expect(screen.queryByRole('region', { name: 'VIP discount' })).not.toBeInTheDocument();
  });

  it('ST-VIP-03 no VIP panel while the user tier is unknown', async () => {
    renderStakingPages(<StakingDetail coin="ETH" />, {
      user: TEST_USER,
      userInfo: { hold_amount: '2', tier: null, is_crowd: 0 },
    });
    await screen.findByText(/My stake/);
    expect(screen.queryByRole('region', { name: 'VIP discount' })).not.toBeInTheDocument();
  });

  it('ST-VIP-04 no VIP panel for a crowd-mode user', async () => {
    renderStakingPages(<StakingDetail coin="ETH" />, {
      user: TEST_USER,
      userInfo: { hold_amount: '2', tier: 3, is_crowd: 1 },
    });
    await screen.findByText(/My stake/);
    expect(screen.queryByRole('region', { name: 'VIP discount' })).not.toBeInTheDocument();
  });

  it('ST-LINK-01 ST-LINK-02 ST-LINK-03 ST-LINK-05 ST-LINK-06 a spot-account user gets the fund links and the agreement', async () => {
    renderStakingPages(<StakingDetail coin="ETH" />, { user: TEST_USER });
    const links = await screen.findByRole('navigation', { name: 'Funds and documents' });
    const href = (name: string) => within(links).getByRole('link', { name }).getAttribute('href');
    expect(href('My staking funds')).toBe('/myaccount/myfunds/financial_staking?asset=ETH&product-type=1');
    expect(href('Spot account')).toBe('/myaccount/funds/spot');
    expect(href('Staking history')).toBe('/myaccount/funds/finance/staking?asset=ETH&open-history=1&type=1');
    expect(href('ETH in spot')).toBe('/myaccount/myfunds/spot?asset=ETH');
    expect(href('Staking user agreement (PDF)')).toBe('/docs/Staking_User_Agreement.pdf?coin=ETH');
    expect(within(links).queryByRole('link', { name: 'ETH in the unified account' })).not.toBeInTheDocument();
  });

  it('ST-LINK-04 a unified-account user gets the coin in the unified account instead of spot', async () => {
    renderStakingPages(
      <EarnTestProvider
        user={TEST_USER}
        clock={() => SAMPLE_NOW}
        accountMode={{ mode: 'unified', firstOpen: false, useFunding: false }}
      >
        <StakingDetail coin="ETH" />
      </EarnTestProvider>,
      { user: TEST_USER },
    );
    const links = await screen.findByRole('navigation', { name: 'Funds and documents' });
    expect(within(links).getByRole('link', { name: 'ETH in the unified account' })).toHaveAttribute(
      'href',
      '/myaccount/billing/unified_account?curr_type=ETH',
    );
    expect(within(links).queryByRole('link', { name: 'ETH in spot' })).not.toBeInTheDocument();
  });

  it('ST-LINK-06 a DeFi product links each protocol agreement; a guest gets the documents and no fund links', async () => {
    renderStakingPages(<StakingDetail coin="SOL" />);
    const links = await screen.findByRole('navigation', { name: 'Funds and documents' });
    expect(within(links).getByRole('link', { name: 'Jito agreement (PDF)' })).toHaveAttribute(
      'href',
      '/docs/Staking_User_Agreement.pdf?coin=SOL&protocol=Jito',
    );
    expect(within(links).queryByRole('link', { name: 'My staking funds' })).not.toBeInTheDocument();
  });

  it('ST-ROLE-01 a guest makes no user-only call, and Stake or Redeem sends them to log in', async () => {
    const navigate = vi.fn();
    const onStake = vi.fn();
    const onRedeem = vi.fn();
    const { paths } = renderStakingPages(<StakingDetail coin="ETH" onStake={onStake} onRedeem={onRedeem} />, {
      navigate,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Stake' }));
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenLastCalledWith('/login');
    expect(onStake).not.toHaveBeenCalled();
    expect(onRedeem).not.toHaveBeenCalled();
    expect([...new Set(paths())]).toEqual(['/apiw/v2/earn/staking/product']);
    for (const path of USER_ONLY_PATHS) expect(paths()).not.toContain(path);
    expect(screen.queryByText(/My stake/)).not.toBeInTheDocument();
  });

  it('ST-ROLE-01 a logged-in user sees their stake, and Stake and Redeem hand the coin to the host flows', async () => {
    const onStake = vi.fn();
    const onRedeem = vi.fn();
    const { paths } = renderStakingPages(<StakingDetail coin="ETH" onStake={onStake} onRedeem={onRedeem} />, {
      user: TEST_USER,
    });
    expect(await rates()).toHaveTextContent(/My stake2\.0+ ETH/);
    expect(paths()).toContain('/apiw/v2/earn/staking/coin-user-info');
    await userEvent.click(screen.getByRole('button', { name: 'Stake' }));
    await userEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(onStake).toHaveBeenCalledWith('ETH', -1);
    expect(onRedeem).toHaveBeenCalledWith('ETH', -1);
  });

  it('a logged-in user with nothing staked cannot redeem, and is told why', async () => {
    const onRedeem = vi.fn();
    renderStakingPages(<StakingDetail coin="ETH" onRedeem={onRedeem} />, {
      user: TEST_USER,
      userInfo: { hold_amount: '0', tier: 3, is_crowd: 0 },
    });
    await screen.findByText(/My stake/);
    const redeem = screen.getByRole('button', { name: 'Redeem' });
    expect(redeem).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(redeem);
    expect(onRedeem).not.toHaveBeenCalled();
  });

  it('shows a loading placeholder, then an error with Retry that loads the product', async () => {
    renderStakingPages(<StakingDetail coin="ETH" />, { failFirst: 1 });
    expect(screen.getByText('Loading the staking product')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await heading('ETH')).toBeInTheDocument();
  });

  it('a logged-in user sees the loading placeholder until their own figures answer too, so nothing moves when they do', async () => {
    const view = renderStakingPages(<StakingDetail coin="ETH" />, { user: TEST_USER, userInfoHangs: true });
    await waitFor(() => expect(view.paths()).toContain('/apiw/v2/earn/staking/product'));
    await waitFor(() => expect(view.double.calls.length).toBeGreaterThanOrEqual(2));
    expect(screen.getByText('Loading the staking product')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'ETH' })).not.toBeInTheDocument();
  });

  it('a coin with no staking product says so', async () => {
    renderStakingPages(<StakingDetail coin="DOGE" />);
    expect(await screen.findByText('There is no staking product for this coin')).toBeInTheDocument();
  });

  it('All staking products goes back to the list through the provider navigate', async () => {
    const navigate = vi.fn();
    renderStakingPages(<StakingDetail coin="ETH" />, { navigate });
    await userEvent.click(screen.getByRole('link', { name: 'All staking products' }));
    expect(navigate).toHaveBeenCalledWith('/staking');
  });

  it('in Arabic the figures, tabs and actions are named in Arabic', async () => {
    renderStakingPages(<StakingDetail coin="GUSD" />, { locale: 'ar' });
    expect(await screen.findByRole('region', { name: 'المعدلات' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'مصادر العائد' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'سكّ' })).toBeInTheDocument();
  });
});

describe('StakingDetail redemption period', () => {
  const product = (coin: string, income_days: number, redeem_minday: number, redeem_maxday: number) => ({
    coin,
    mortgage_coin: coin,
    reward_coin: coin,
    rate: '5',
    base_rate: '5',
    income_days,
    extra: { redeem_minday, redeem_maxday },
  });
  it.each([
    ['AAA', 0, 1, 3, 'Immediately'],
    ['BBB', 4, 0, 0, '4 days'],
    ['CCC', 4, 0, 5, 'Up to 5 days'],
    ['DDD', 2, 2, 2, '2 days'],
    ['EEE', 3, 1, 3, '1 to 3 days'],
  ])(
    'ST-REDEEM-02 %s: income_days %i, min %i and max %i days read "%s"',
    async (coin, incomeDays, minDay, maxDay, shown) => {
      renderStakingPages(<StakingDetail coin={coin} />, { products: [product(coin, incomeDays, minDay, maxDay)] });
      expect(await rates()).toHaveTextContent(`Redemption${shown}`);
    },
  );
});
