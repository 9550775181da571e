// A fake exchange for the launchpool pages' tests and stories: the project list (DEC-27), project info
// (LP-API-13), the user's statistics (LP-API-14) and rewards (LP-API-17), answered over the recording
// fetch double so the screens run through the real client, transport and TanStack hooks.
import { createEarnClient } from '../../../api/client';
import type { LaunchpoolProjectDto } from '../../../api/dto/launchpool';
import { createFetchDouble, type DoubleAnswer } from '../../../api/fetchDouble.testing';
import { SAMPLE_PROJECTS, SAMPLE_PROJECT_INFO, SAMPLE_STATISTICS } from '../../../testing/msw/fixtures';

// The samples are earnkit/testing's, so the MSW handlers a host uses serve what these tests see.
export { SAMPLE_NOW } from '../../../testing/msw/fixtures';

export interface LaunchpoolPagesBackendOptions {
  readonly projects?: readonly LaunchpoolProjectDto[];
  /** The first this many list and project-info calls fail with a business error; later ones answer. */
  readonly failFirst?: number;
  /** Every list and project-info call fails. */
  readonly fail?: boolean;
  /** No list or project-info call ever answers. */
  readonly hang?: boolean;
  /** The user's project statistics never answer (as when the call misses the server's budget). */
  readonly hangStatistics?: boolean;
}

/** The paths only a logged-in user's screens may call (LP-ROLE-05). */
export const USER_ONLY_PATHS = [
  '/apiw/v2/earn/launch-pool/user-project-statistics',
  '/apiw/v2/earn/launch-pool/user-stat',
  '/apiw/v2/account/spot/asset/outable',
  '/api/web/v1/task-square/global-subscribe-status',
  '/apiw/v2/herald/category/switch',
  '/apiw/v2/earn/hodler-airdrop/config',
  '/api/web/v1/rebate/get_user_info',
] as const;

/** Answers the pages' calls from `options`; anything else gets code 0 with data null. */
function launchpoolPagesResponder({
  projects = SAMPLE_PROJECTS,
  failFirst = 0,
  fail = false,
  hang = false,
  hangStatistics = false,
}: LaunchpoolPagesBackendOptions = {}) {
  let publicCalls = 0;
  return (request: Request): DoubleAnswer => {
    const url = new URL(request.url);
    const isPublic = url.pathname.endsWith('/launch-pool/project-list') || url.pathname.endsWith('/project-info');
    if (isPublic) publicCalls += 1;
    if (isPublic && hang) return 'hang';
    if (isPublic && (fail || publicCalls <= failFirst)) return { code: -1, message: 'Service busy' };
    if (url.pathname.endsWith('/launch-pool/project-list')) return { code: 0, data: projects };
    if (url.pathname.endsWith('/launch-pool/project-info')) {
      const info = SAMPLE_PROJECT_INFO[Number(url.searchParams.get('projectId'))];
      return info ? { code: 0, data: info } : new Response('{"code":404}', { status: 404 });
    }
    if (url.pathname.endsWith('/launch-pool/user-project-statistics') && hangStatistics) return 'hang';
    if (url.pathname.endsWith('/launch-pool/user-project-statistics'))
      return { code: 0, data: SAMPLE_STATISTICS[Number(url.searchParams.get('pid'))] ?? [] };
    if (url.pathname.endsWith('/launch-pool/user-stat'))
      return { code: 0, data: { rewards: [{ coin: 'NEWT', amount: '960' }] } };
    return { code: 0, data: null };
  };
}

/** An Earn client over a fetch double answering like `launchpoolPagesResponder(options)`. */
export function createLaunchpoolPagesClient(options: LaunchpoolPagesBackendOptions = {}) {
  const double = createFetchDouble(launchpoolPagesResponder(options));
  return { double, client: createEarnClient({ fetch: double.fetch, retries: 0, log: () => undefined }) };
}
