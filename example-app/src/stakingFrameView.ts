import { staking } from 'earnkit/domain';

/**
 * True for a location that shows a staking view framed (ST-ROUTE-02): a staking detail path with `is_frame=1`.
 * Apart from `stakingFrame.ts` (what a framed view posts to its host), so the app's shell, which checks this on
 * every page, does not load the message rules with it.
 */
export function isFramedStakingView(pathname: string, search: string): boolean {
  return pathname.startsWith('/staking/') && staking.isStakingFrame(new URLSearchParams(search).get('is_frame'));
}
