import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LaunchpoolProjects } from './LaunchpoolProjects';
import { USER_ONLY_PATHS } from './launchpoolPagesFixtures.testing';
import { renderLaunchpool, TEST_USER } from './launchpoolPagesRender.testing';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}
function setViewport(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
}

async function card(coin: string) {
  const link = await screen.findByRole('link', { name: coin });
  return link.closest('article') as HTMLElement;
}

describe('LaunchpoolProjects', () => {
  afterEach(() => setViewport(1280));

  it('LP-EVENT-01 projects sit in tabs by event state: in progress first, then not started and completed', async () => {
    renderLaunchpool(<LaunchpoolProjects />);
    const tabs = screen.getByRole('tablist', { name: 'Projects by event state' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['In progress', 'Not started', 'Completed']);
    expect(within(tabs).getByRole('tab', { name: 'In progress' })).toHaveAttribute('aria-selected', 'true');
    await card('NEWT');
    expect(screen.queryByRole('link', { name: 'ORBIT' })).not.toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Not started' }));
    await card('ORBIT');
    expect(screen.queryByRole('link', { name: 'NEWT' })).not.toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Completed' }));
    await card('LUMA');
  });

  it('LP-ROLE-01 DEC-27 a guest sees each pool with its APR and total staked, and a countdown to the end', async () => {
    renderLaunchpool(<LaunchpoolProjects />);
    const newt = await card('NEWT');
    const pools = within(newt).getByRole('list', { name: 'Reward pools of NEWT' });
    const items = within(pools).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'USDT pool (1)',
      'GT poolMulti mining',
      'USDT pool (2)',
    ]);
    expect(items[0]).toHaveTextContent('APR15.00%');
    expect(items[0]).toHaveTextContent('Total staked3,000.00000000 USDT');
    // An estimated rate says so (LP-DATA-04).
    expect(items[1]).toHaveTextContent('Est. APR30.00%');
    expect(within(newt).getByRole('timer', { name: 'Ends in' })).toHaveTextContent('14 days');
    expect(within(newt).queryByText('My stake')).not.toBeInTheDocument();
  });

  it('DEC-27 a project not started counts down to its start; a completed one shows its end date', async () => {
    renderLaunchpool(<LaunchpoolProjects defaultTab="notStarted" />);
    const orbit = await card('ORBIT');
    expect(within(orbit).getByRole('timer', { name: 'Starts in' })).toHaveTextContent('5 days');
    // No rate to show (rate_year_type 3) reads '--'.
    expect(orbit).toHaveTextContent('APR--');
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    const luma = await card('LUMA');
    expect(luma).toHaveTextContent(/Ended .*2026/);
    expect(within(luma).queryByRole('timer')).not.toBeInTheDocument();
  });

  it('LP-ROLE-05 a guest makes none of the user-only calls: only the public project list is asked for', async () => {
    const { paths } = renderLaunchpool(<LaunchpoolProjects />);
    await card('NEWT');
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    await card('LUMA');
    expect(paths()).toEqual(['/apiw/v2/earn/launch-pool/project-list']);
    for (const path of USER_ONLY_PATHS) expect(paths()).not.toContain(path);
  });

  it('LP-ROLE-05 LP-API-14 LP-API-17 a logged-in user is asked for their statistics and rewards, and sees their stake', async () => {
    const { paths } = renderLaunchpool(<LaunchpoolProjects />, { user: TEST_USER });
    const newt = await card('NEWT');
    const gt = within(newt).getAllByRole('listitem')[1]!;
    await waitFor(() => expect(gt).toHaveTextContent('My stake200.00000000 GT'));
    expect(gt).toHaveTextContent('My rewards960.00000000 NEWT');
    const rewards = await screen.findByRole('region', { name: 'My launchpool rewards' });
    expect(rewards).toHaveTextContent('960.00000000 NEWT');
    expect(paths()).toEqual(
      expect.arrayContaining([
        '/apiw/v2/earn/launch-pool/project-list',
        '/apiw/v2/earn/launch-pool/user-project-statistics',
        '/apiw/v2/earn/launch-pool/user-stat',
      ]),
    );
  });

  it('shows loading placeholders until the list answers', async () => {
    renderLaunchpool(<LaunchpoolProjects />, { hang: true });
    const loading = await screen.findByText('Loading projects');
    expect(loading.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("a logged-in user's rewards are headed once and each coin's line is named by its coin", async () => {
    renderLaunchpool(<LaunchpoolProjects />, { user: TEST_USER });
    const rewards = screen.getByRole('region', { name: 'My launchpool rewards' });
    expect(within(rewards).getByRole('heading', { name: 'My launchpool rewards' })).toBeInTheDocument();
    await waitFor(() => expect(rewards).toHaveTextContent('960.00000000 NEWT'));
    const lines = rewards.querySelectorAll('[data-slot="info-row"]');
    expect([...lines].map((line) => line.querySelector('dt')?.textContent)).toEqual(
      [...lines].map((line) => line.querySelector('dd')?.textContent?.split(' ').pop()),
    );
    expect(within(rewards).getAllByText('My launchpool rewards')).toHaveLength(1);
  });

  it("a logged-in user's rewards row holds its place while it loads, so its answer pushes nothing down", async () => {
    renderLaunchpool(<LaunchpoolProjects />, { user: TEST_USER });
    // The first render, before any answer: the row is there, loading.
    const loading = screen.getByRole('region', { name: 'My launchpool rewards' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getByText('My launchpool rewards')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'My launchpool rewards' })).toHaveTextContent('960.00000000 NEWT'),
    );
  });

  it("a logged-in user's stake rows on a project card hold their place while the statistics are unanswered", async () => {
    renderLaunchpool(<LaunchpoolProjects />, { user: TEST_USER, hangStatistics: true });
    const gt = within(await card('NEWT')).getAllByRole('listitem')[1]!;
    for (const label of ['My stake', 'My rewards']) {
      const row = within(gt).getByText(label).closest('[data-slot="info-row"]');
      expect(row?.querySelector('[data-slot="skeleton"]')).not.toBeNull();
    }
  });

  it('a tab without projects says so', async () => {
    renderLaunchpool(<LaunchpoolProjects defaultTab="completed" />, {
      projects: [{ pid: 1, coin: 'NEWT', status: 1, start_timest: 1, end_timest: 2_000_000_000, reward_pools: [] }],
    });
    expect(await screen.findByText('No project has completed yet')).toBeInTheDocument();
  });

  it('a failed list shows an error with Retry, and Retry loads it', async () => {
    renderLaunchpool(<LaunchpoolProjects />, { failFirst: 1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await card('NEWT');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('a project card links to its page through the provider navigate', async () => {
    const navigate = vi.fn();
    renderLaunchpool(<LaunchpoolProjects />, { navigate });
    const link = await screen.findByRole('link', { name: 'NEWT' });
    expect(link).toHaveAttribute('href', '/launchpool/1');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/launchpool/1');
  });

  it('at 375 px the projects are one column of cards; tabs work with the keyboard alone', async () => {
    setViewport(375);
    renderLaunchpool(<LaunchpoolProjects />);
    await card('NEWT');
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'In progress' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Not started' })).toHaveFocus();
    await card('ORBIT');
  });

  it('in Arabic the page is right to left, with its tabs translated', async () => {
    const { container } = renderLaunchpool(<LaunchpoolProjects />, { locale: 'ar' });
    expect(await screen.findByRole('tab', { name: 'جارٍ' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'NEWT' });
    expect(container.closest('[dir]') ?? document.querySelector('[dir="rtl"]')).toHaveAttribute('dir', 'rtl');
  });
});
