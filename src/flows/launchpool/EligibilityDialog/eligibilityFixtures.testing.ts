// DTOs and routes of the fake exchange for the eligibility dialog's tests and stories.
import type { RewardPoolDto } from '../../../api/dto/launchpool';
import type { Routes } from '../../simpleEarn/testing/fakeBackend.testing';
import { poolDto, projectDto } from '../LaunchpoolStakeFlow/stakeFixtures.testing';

/** The project's id in every fixture. */
export const PROJECT_ID = 4;

/** A user's trading volume in USD: T1 of the BTC ladder reached, T2 not (15,000 of 100,000). */
export const VOLUME_AT_T1 = '15000';
/** Above every tier of both ladders. */
export const VOLUME_AT_TOP = '2500000';

/**
 * The project's pools for a user with `volume`: USDT without a ladder; BTC with three tiers over 30 days (the
 * simulator's PIXEL pool); ETH with two tiers and no transaction_days (60 days).
 */
export function eligibilityPools(volume: string): RewardPoolDto[] {
  return [
    poolDto({ rid: 6, coin: 'USDT', user_transaction_amount: volume }),
    poolDto({
      rid: 7,
      coin: 'BTC',
      decimal_place: 4,
      transaction_config: [
        { transaction_amount: '10000', mortgage_limit: '0.1' },
        { transaction_amount: '100000', mortgage_limit: '1' },
        { transaction_amount: '1000000', mortgage_limit: '5' },
      ],
      transaction_days: 30,
      user_transaction_amount: volume,
    }),
    poolDto({
      rid: 8,
      coin: 'ETH',
      transaction_config: [
        { transaction_amount: '50000', mortgage_limit: '2' },
        { transaction_amount: '500000', mortgage_limit: '20' },
      ],
      user_transaction_amount: volume,
    }),
  ];
}

/** The project-info answer of the dialog; a guest's has no volume (project-info sends 0). */
export function eligibilityRoutes(
  volume = VOLUME_AT_T1,
  pools: readonly RewardPoolDto[] = eligibilityPools(volume),
): Routes {
  return { 'GET /launch-pool/project-info': { data: projectDto(pools, { coin: 'PIXEL' }) } };
}
