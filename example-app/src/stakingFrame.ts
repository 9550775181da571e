/**
 * The framed staking view (ST-ROUTE-02): `/staking/{coin}?pid=&is_frame=1` runs inside a host page's iframe,
 * without the site's header, and tells the host what happens through `window.parent.postMessage`. The message
 * shapes are the library's (`staking.stakingFrameMessage`).
 *
 * Target origin rule: a message goes only to the embedding page's own origin, as the browser reports it
 * (`location.ancestorOrigins[0]`, else the origin of `document.referrer`), never to '*', so if the host window
 * has since navigated elsewhere the new page receives nothing; when the host's origin is unknown nothing is sent.
 * A deployment that must restrict its hosts passes `allowedOrigins`.
 */
import { staking } from 'earnkit/domain';

export { isFramedStakingView } from './stakingFrameView';

/** Posts `event` to the page embedding this window, by the rule above. */
export function postToStakingHost(event: staking.StakingFrameEvent, allowedOrigins?: readonly string[]): void {
  const targetOrigin = staking.stakingFrameTargetOrigin({
    ancestorOrigin: window.location.ancestorOrigins?.[0] ?? null,
    referrer: document.referrer,
    ...(allowedOrigins ? { allowedOrigins } : {}),
  });
  if (targetOrigin === null) return;
  window.parent.postMessage(staking.stakingFrameMessage(event), targetOrigin);
}
