import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LaunchpoolProject } from './LaunchpoolProject';
import { USER_ONLY_PATHS } from './launchpoolPagesFixtures.testing';
import { renderLaunchpool, TEST_USER } from './launchpoolPagesRender.testing';

async function pool(name: string) {
  return screen.findByRole('region', { name });
}

describe('LaunchpoolProject', () => {
  it('LP-ROLE-01 LP-API-13 a guest sees the project, its state, countdown and every pool with rate and total staked', async () => {
    const { paths } = renderLaunchpool(<LaunchpoolProject projectId={1} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'NEWT' })).toBeInTheDocument();
    const usdt = await pool('USDT pool (1)');
    await waitFor(() => expect(usdt).toHaveTextContent('Total staked3,000.00 USDT'));
    expect(usdt).toHaveTextContent('APR15.00%');
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Ends in' })).toHaveTextContent('14 days');
    expect(within(await pool('USDT pool (2)')).getByText('Newcomer')).toBeInTheDocument();
    expect(within(await pool('GT pool')).getByText('Multi mining')).toBeInTheDocument();
    expect(paths()).toContain('/apiw/v2/earn/launch-pool/project-info');
  });

  it('LP-ROLE-05 a guest on the project page makes none of the user-only calls', async () => {
    const { paths } = renderLaunchpool(<LaunchpoolProject projectId={1} />);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Stake USDT pool/ })).toHaveLength(2));
    // Earn-more is public (LP-API-15): a guest on the global site asks it too.
    await waitFor(() =>
      expect([...new Set(paths())].sort()).toEqual([
        '/apiw/v2/earn/launch-pool/earn-more',
        '/apiw/v2/earn/launch-pool/project-info',
        '/apiw/v2/earn/launch-pool/project-list',
      ]),
    );
    for (const path of USER_ONLY_PATHS) expect(paths()).not.toContain(path);
  });

  it('LP-ROLE-02 a guest pressing Stake is sent to log in, and the stake flow is not opened', async () => {
    const navigate = vi.fn();
    const onStake = vi.fn();
    renderLaunchpool(<LaunchpoolProject projectId={1} onStake={onStake} />, { navigate });
    await userEvent.click(await screen.findByRole('button', { name: 'Stake USDT pool (1)' }));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(onStake).not.toHaveBeenCalled();
  });

  it('LP-API-14 LP-ROLE-03 a logged-in user sees their stake and rewards, and Stake and Redeem early hand over the pool', async () => {
    const onStake = vi.fn();
    const onRedeem = vi.fn();
    const { paths } = renderLaunchpool(<LaunchpoolProject projectId={1} onStake={onStake} onRedeem={onRedeem} />, {
      user: TEST_USER,
    });
    const gt = await pool('GT pool');
    await waitFor(() => expect(gt).toHaveTextContent('My stake200.0000 GT'));
    expect(gt).toHaveTextContent('My rewards960.00000000 NEWT');
    expect(paths()).toContain('/apiw/v2/earn/launch-pool/user-project-statistics');
    // A multi-mining pool is not staked from here (LP-STAKE-02), but what is staked in it can be redeemed.
    expect(within(gt).queryByRole('button', { name: /^Stake/ })).not.toBeInTheDocument();
    await userEvent.click(within(gt).getByRole('button', { name: 'Redeem early GT pool' }));
    expect(onRedeem).toHaveBeenCalledWith(expect.objectContaining({ rid: 2, coin: 'GT' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stake USDT pool (1)' }));
    expect(onStake).toHaveBeenCalledWith(expect.objectContaining({ rid: 1, coin: 'USDT' }));
    // Nothing staked in pool 1: nothing to redeem.
    expect(screen.queryByRole('button', { name: 'Redeem early USDT pool (1)' })).not.toBeInTheDocument();
  });

  it("a logged-in user's stake and rewards rows hold their place while the statistics are unanswered", async () => {
    renderLaunchpool(<LaunchpoolProject projectId={1} />, { user: TEST_USER, hangStatistics: true });
    const gt = await pool('GT pool');
    await waitFor(() => expect(gt).toHaveTextContent(/Total staked[\d.,]+ GT/));
    // The rows are there, each with a placeholder for its figure: arriving later, they would push the page down.
    for (const label of ['My stake', 'My rewards']) {
      const row = within(gt).getByText(label).closest('[data-slot="info-row"]');
      expect(row).not.toBeNull();
      expect(row?.querySelector('[data-slot="skeleton"]')).not.toBeNull();
    }
  });

  it('a completed project offers Claim of the stake instead of Stake', async () => {
    const onClaim = vi.fn();
    renderLaunchpool(<LaunchpoolProject projectId={3} onClaim={onClaim} />, { user: TEST_USER });
    const luma = await pool('USDT pool');
    await userEvent.click(await within(luma).findByRole('button', { name: 'Claim USDT pool' }));
    expect(onClaim).toHaveBeenCalledWith(expect.objectContaining({ rid: 5 }));
    expect(within(luma).queryByRole('button', { name: /^Stake/ })).not.toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });

  it('the rules and eligibility entry points show when the host handles them', async () => {
    const onViewRules = vi.fn();
    const onViewEligibility = vi.fn();
    renderLaunchpool(
      <LaunchpoolProject projectId={1} onViewRules={onViewRules} onViewEligibility={onViewEligibility} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Rules' }));
    await userEvent.click(screen.getByRole('button', { name: 'Eligibility' }));
    expect(onViewRules).toHaveBeenCalledOnce();
    expect(onViewEligibility).toHaveBeenCalledOnce();
  });

  it('LP-ROLE-04 LP-SHARE-01 a logged-in user has Notifications and Share on the project page', async () => {
    const onNotifications = vi.fn();
    const onShare = vi.fn();
    renderLaunchpool(<LaunchpoolProject projectId={1} onNotifications={onNotifications} onShare={onShare} />, {
      user: TEST_USER,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(onNotifications).toHaveBeenCalledOnce();
    expect(onShare).toHaveBeenCalledOnce();
  });

  it('LP-ROLE-04 LP-SHARE-01 a guest has neither Notifications nor Share on the project page', async () => {
    renderLaunchpool(<LaunchpoolProject projectId={1} onNotifications={vi.fn()} onShare={vi.fn()} />);
    await screen.findByRole('button', { name: 'Stake USDT pool (1)' });
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it("LP-API-15 the project page asks earn-more once, with the first pool's coin and type", async () => {
    const { double } = renderLaunchpool(<LaunchpoolProject projectId={1} />, { user: TEST_USER });
    const earnMore = () =>
      double.calls.map((call) => new URL(call.request.url)).filter((url) => url.pathname.endsWith('/earn-more'));
    await waitFor(() => expect(earnMore()).toHaveLength(1));
    expect(Object.fromEntries(earnMore()[0]!.searchParams)).toEqual({ coin: 'USDT', type: '0' });
  });

  it('LP-API-16 on the US site the project page never asks earn-more', async () => {
    const { paths } = renderLaunchpool(<LaunchpoolProject projectId={1} />, { user: TEST_USER, site: 'us' });
    await screen.findByRole('button', { name: 'Commit USDT pool (1)' });
    await waitFor(() => expect(paths()).toContain('/apiw/v2/earn/launch-pool/user-project-statistics'));
    // A turn for a call started with the pools, had the page asked for one.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(paths()).toContain('/apiw/v2/earn/launch-pool/project-info');
    expect(paths()).not.toContain('/apiw/v2/earn/launch-pool/earn-more');
  });

  it('shows a loading placeholder, then an error with Retry that loads the project', async () => {
    renderLaunchpool(<LaunchpoolProject projectId={1} />, { failFirst: 2 });
    expect(screen.getByText('Loading the project')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'NEWT' })).toBeInTheDocument();
  });

  it('a project that does not exist says so', async () => {
    renderLaunchpool(<LaunchpoolProject projectId={99} />);
    expect(await screen.findByText('This project does not exist')).toBeInTheDocument();
  });

  it('All projects goes back to the list through the provider navigate', async () => {
    const navigate = vi.fn();
    renderLaunchpool(<LaunchpoolProject projectId={1} />, { navigate });
    await userEvent.click(screen.getByRole('link', { name: 'All projects' }));
    expect(navigate).toHaveBeenCalledWith('/launchpool');
  });

  it('in Arabic the pools and actions are named in Arabic', async () => {
    renderLaunchpool(<LaunchpoolProject projectId={1} />, { locale: 'ar' });
    expect(await screen.findByRole('region', { name: 'مجمع GT' })).toBeInTheDocument();
    expect(await screen.findByText('كل المشاريع')).toBeInTheDocument();
  });
});
