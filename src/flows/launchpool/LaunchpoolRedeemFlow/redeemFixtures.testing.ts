// DTOs and routes of the fake exchange for the redeem and claim dialog's tests and stories.
import type { LaunchpoolProjectDto, RewardPoolDto } from '../../../api/dto/launchpool';
import type { Routes } from '../../simpleEarn/testing/fakeBackend.testing';

/** The project's id in every fixture. */
export const PROJECT_ID = 7;
/** 2024-05-01T00:00:00Z, in seconds. */
const START_S = 1714521600;
/** Event states of the project list (LP-EVENT-01). */
export const EVENT_STATE = { inProgress: 1, notStarted: 2, completed: 3 } as const;

/** A NEW pool (2 decimals) with no Simple Earn or staking option: no checkbox. */
function poolDto(overrides: Partial<RewardPoolDto> = {}): RewardPoolDto {
  return {
    rid: 1,
    coin: 'NEW',
    decimal_place: 2,
    personal_max_amount: '1000',
    personal_min_amount: '10',
    left_buy_total_amount: '20000',
    buy_total_amount: '100000',
    rate_year: '0.125',
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

/** An ETH pool (8 decimals) with a staking option: ETH is an auto-stake coin (LP-CONST-02). */
const ethStakingPool = poolDto({ rid: 2, coin: 'ETH', decimal_place: 8, staking: { rate: '0.03' } });

/** A USDC pool with a flexible Simple Earn option: the auto-earn checkbox. */
const usdcSimpleEarnPool = poolDto({
  rid: 3,
  coin: 'USDC',
  simple_earn: { fixed_period: 0, fixed_rate: '0', ext_rate: '0', rate: '0.05', user_period: 0 },
});

/** The user's statistics item of pool `rid`: `staked` in the pool, `lastHour` rewarded in the last hour. */
function statisticsDto(rid: number, staked: string, lastHour = '0.25') {
  return { rid, valid_amount: staked, amount: '3', lastRewardAmount: '0.25', lastHourRewardAmount: lastHour };
}

function projectList(status: number): LaunchpoolProjectDto[] {
  return [{ pid: PROJECT_ID, coin: 'REW', status, start_timest: START_S, end_timest: START_S + 30 * 86400 }];
}

/**
 * Every call of the dialog answered: a REW project of three pools in event state `status`, the user
 * with 120 NEW, 0.5 ETH and 40 USDC staked, and every redeem accepted.
 */
export function redeemRoutes(extra: Routes = {}, status: number = EVENT_STATE.inProgress): Routes {
  return {
    'GET /launch-pool/project-info': {
      data: {
        coin: 'REW',
        start_timest: START_S,
        icon: '',
        reward_pools: [poolDto(), ethStakingPool, usdcSimpleEarnPool],
      },
    },
    'GET /launch-pool/project-list': { data: projectList(status) },
    'GET /launch-pool/user-project-statistics': {
      data: [statisticsDto(1, '120'), statisticsDto(2, '0.5'), statisticsDto(3, '40')],
    },
    'POST /launch-pool/redeem': { data: null },
    ...extra,
  };
}
