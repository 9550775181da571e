/** Data hooks of launchpool (LP-API-*): project info deduplicated within 5 s (LP-CONST-01). */
import { PROJECT_INFO_DEDUPE_MS } from '../../domain/launchpool/constants';
import type { LaunchpoolRecordsQuery } from '../../domain/launchpool/models';
import type { NotificationService } from '../../domain/launchpool/notifications';
import type { CheckPoolRuleDto, CreateOrderDto, LaunchpoolRedeemDto, UserStatDto } from '../dto/launchpool';
import { mapUserStat } from '../map/launchpool';
import {
  enabledSetting as only,
  useEarnMutation,
  useEarnQuery,
  type EnabledOption,
  type WithIdempotencyKey,
} from './core';
import { earnQueryKeys } from './queryKeys';

/** Every project with its event state, times and pools (DEC-27); public, so a guest sees them too (LP-ROLE-01). */
export function useLaunchpoolProjects(options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.launchpoolProjects(),
    (client, signal) => client.launchpool.projects({ signal }),
    only(options),
  );
}

/**
 * A page of the user's launchpool stakes or rewards (LP-LIST-01..03); logged in only, the caller passes `enabled`
 * (LP-ROLE-05). Under the launchpool key, so a stake or a redeem refreshes it.
 */
export function useLaunchpoolRecords(query: LaunchpoolRecordsQuery, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.launchpoolRecords(query),
    (client, signal) => client.launchpool.records(query, { signal }),
    only(options),
  );
}

/** The user's launchpool rewards per coin (LP-API-17); logged in only, the caller passes `enabled` (LP-ROLE-05). */
export function useLaunchpoolUserStat(options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.launchpoolUserStat(),
    async (client, signal) => mapUserStat((await client.launchpool.userStat({ signal })) as UserStatDto | null),
    only(options),
  );
}

/** The user's loans by coin (LP-API-18); under the launchpool key, so a stake refreshes it. Logged in only. */
export function useUserLoanProperty(options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.userLoanProperty(),
    (client, signal) => client.launchpool.userLoanProperty({ signal }),
    only(options),
  );
}

/** Project info (LP-API-13), shared by every caller within 5 s (LP-CONST-01). */
export function useProjectInfo(projectId: number | string, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.projectInfo(projectId),
    (client, signal) => client.launchpool.projectInfo({ projectId }, { signal }),
    {
      ...only(options),
      staleTime: PROJECT_INFO_DEDUPE_MS,
    },
  );
}

/** The user's statistics of a project (LP-API-14); for a guest the caller passes `enabled: false` (LP-ROLE-05). */
export function useUserProjectStatistics(pid: number | string, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.userProjectStatistics(pid),
    (client, signal) => client.launchpool.userProjectStatistics({ pid }, { signal }),
    only(options),
  );
}

/** The three notification states (LP-API-04, 05, 07); logged in only. */
export function useNotificationState(options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.notifications(),
    (client, signal) => client.launchpool.notificationState({ signal }),
    only(options),
  );
}

/** The candy-drop promotion of a coin (LP-API-19). */
export function useCandyDropPromotion(coin: string, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.candyDropPromotion(coin),
    (client, signal) => client.launchpool.candyDropPromotion({ coin }, { signal }),
    only(options),
  );
}

/** The user's referral codes for the share / invite modal (LP-API-01); logged in only (LP-SHARE-01). */
export function useReferralInfo(options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.referralInfo(),
    (client, signal) => client.launchpool.referralInfo({ signal }),
    only(options),
  );
}

/**
 * Earn-more for a coin and pool type (LP-API-15); the answer is not specified, so it is handed back as sent. The
 * caller leaves it out on the US site (LP-API-16).
 */
export function useEarnMore(coin: string, type: number, options: EnabledOption = {}) {
  return useEarnQuery(
    earnQueryKeys.earnMore(coin, type),
    (client, signal) => client.launchpool.earnMore({ coin, type }, { signal }),
    only(options),
  );
}

/** Switches one notification service (LP-API-03, 06, 08); refreshes the states. */
export function useSetNotification() {
  return useEarnMutation(
    ['earn', 'mutation', 'setNotification'],
    (client, { service, on }: { service: NotificationService; on: boolean }) =>
      client.launchpool.setNotification(service, on),
    [earnQueryKeys.notifications()],
  );
}

/** The new-user rule check (LP-API-09). */
export function useCheckPoolRule() {
  return useEarnMutation(
    ['earn', 'mutation', 'checkPoolRule'],
    (client, body: CheckPoolRuleDto) => client.launchpool.checkPoolRule(body),
    [],
  );
}

/** The stake (LP-API-10/11): refreshes launchpool data, balances and holdings. */
export function useLaunchpoolStake() {
  return useEarnMutation(
    ['earn', 'mutation', 'launchpoolStake'],
    (client, { idempotencyKey, ...body }: WithIdempotencyKey<CreateOrderDto>) =>
      client.launchpool.createOrder(body, { idempotencyKey }),
    [earnQueryKeys.launchpool(), earnQueryKeys.balances(), earnQueryKeys.holdings()],
  );
}

/** The early redeem (LP-API-12): refreshes launchpool data, balances and holdings. */
export function useLaunchpoolRedeem() {
  return useEarnMutation(
    ['earn', 'mutation', 'launchpoolRedeem'],
    (client, { idempotencyKey, ...body }: WithIdempotencyKey<LaunchpoolRedeemDto>) =>
      client.launchpool.redeem(body, { idempotencyKey }),
    [earnQueryKeys.launchpool(), earnQueryKeys.balances(), earnQueryKeys.holdings()],
  );
}
