// A fake exchange for the launchpool pages' tests and stories: the project list (DEC-27), project info
// (LP-API-13), the user's statistics (LP-API-14) and rewards (LP-API-17), answered over the recording
// fetch double so the screens run through the real client, transport and TanStack hooks.
import { createEarnClient } from '../../../api/client';
import type { LaunchpoolProjectDto, ProjectInfoDto, RewardPoolDto } from '../../../api/dto/launchpool';
import { createFetchDouble, type DoubleAnswer } from '../../../api/fetchDouble.testing';

/** The clock of the samples: 2 March 2026, 08:00 UTC. */
export const SAMPLE_NOW = Date.UTC(2026, 2, 2, 8, 0, 0);
const DAY_S = 86_400;
const NOW_S = SAMPLE_NOW / 1000;

/** A pool of project info; a plain USDT lock pool unless told. */
function poolDto(overrides: Partial<RewardPoolDto> & { readonly rid: number }): RewardPoolDto {
  return {
    coin: 'USDT',
    decimal_place: 2,
    personal_max_amount: '5000',
    personal_min_amount: '10',
    left_buy_total_amount: '3000',
    buy_total_amount: '100000',
    rate_year: '0.15',
    rate_year_type: 1,
    reward_pool_type: 0,
    vip_config: null,
    simple_earn: null,
    staking: null,
    isApply: 0,
    transaction_config: [],
    redeem_type: 0,
    user_transaction_amount: '0',
    limit_rule: 0,
    ...overrides,
  };
}

/**
 * NEWT (in progress: a USDT pool, a GT multi-mining pool, a newcomer USDT pool), ORBIT (starts in 5 days), LUMA
 * (ended).
 */
const SAMPLE_PROJECTS: readonly LaunchpoolProjectDto[] = [
  {
    pid: 1,
    coin: 'NEWT',
    status: 1,
    start_timest: NOW_S - 3 * DAY_S,
    end_timest: NOW_S + 14 * DAY_S,
    reward_pools: [
      { rid: 1, coin: 'USDT', rate_year: '0.15', rate_year_type: 1, reward_pool_type: 0, total_staked: '3000' },
      { rid: 2, coin: 'GT', rate_year: '0.3', rate_year_type: 2, reward_pool_type: 1, total_staked: '200' },
      { rid: 3, coin: 'USDT', rate_year: '0.6', rate_year_type: 1, reward_pool_type: 0, total_staked: '0' },
    ],
  },
  {
    pid: 2,
    coin: 'ORBIT',
    status: 2,
    start_timest: NOW_S + 5 * DAY_S,
    end_timest: NOW_S + 20 * DAY_S,
    reward_pools: [{ rid: 4, coin: 'ETH', rate_year: '0', rate_year_type: 3, reward_pool_type: 0, total_staked: '0' }],
  },
  {
    pid: 3,
    coin: 'LUMA',
    status: 3,
    start_timest: NOW_S - 40 * DAY_S,
    end_timest: NOW_S - 10 * DAY_S,
    reward_pools: [
      { rid: 5, coin: 'USDT', rate_year: '0.08', rate_year_type: 1, reward_pool_type: 0, total_staked: '900' },
    ],
  },
];

/** Project info by project id, matching SAMPLE_PROJECTS. */
const SAMPLE_PROJECT_INFO: Readonly<Record<number, ProjectInfoDto>> = {
  1: {
    coin: 'NEWT',
    start_timest: NOW_S - 3 * DAY_S,
    reward_pools: [
      poolDto({ rid: 1, simple_earn: { rate: '0.045', user_period: 0 }, redeem_type: 1 }),
      poolDto({ rid: 2, coin: 'GT', decimal_place: 4, rate_year: '0.3', rate_year_type: 2, reward_pool_type: 1 }),
      poolDto({ rid: 3, rate_year: '0.6', personal_max_amount: '500', limit_rule: 1 }),
    ],
  },
  2: {
    coin: 'ORBIT',
    start_timest: NOW_S + 5 * DAY_S,
    reward_pools: [poolDto({ rid: 4, coin: 'ETH', decimal_place: 4, rate_year: '0', rate_year_type: 3 })],
  },
  3: {
    coin: 'LUMA',
    start_timest: NOW_S - 40 * DAY_S,
    reward_pools: [poolDto({ rid: 5, rate_year: '0.08' })],
  },
};

/** The user's statistics by project: 200 GT staked in NEWT's pool 2 with 960 NEWT earned, 500 USDT in LUMA's pool 5. */
const SAMPLE_STATISTICS: Readonly<Record<number, readonly object[]>> = {
  1: [
    { rid: 1, valid_amount: '0', amount: '0', lastRewardAmount: '0', lastHourRewardAmount: '0' },
    { rid: 2, valid_amount: '200', amount: '960', lastRewardAmount: '20', lastHourRewardAmount: '20' },
    { rid: 3, valid_amount: '0', amount: '0', lastRewardAmount: '0', lastHourRewardAmount: '0' },
  ],
  2: [{ rid: 4, valid_amount: '0', amount: '0', lastRewardAmount: '0', lastHourRewardAmount: '0' }],
  3: [{ rid: 5, valid_amount: '500', amount: '12', lastRewardAmount: '1', lastHourRewardAmount: '0' }],
};

export interface LaunchpoolPagesBackendOptions {
  readonly projects?: readonly LaunchpoolProjectDto[];
  /** The first this many list and project-info calls fail with a business error; later ones answer. */
  readonly failFirst?: number;
  /** Every list and project-info call fails. */
  readonly fail?: boolean;
  /** No list or project-info call ever answers. */
  readonly hang?: boolean;
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
