/**
 * What the redeem and claim dialog reads: the project (shared with the project page through the query
 * cache, 5 s dedupe), the user's statistics (the stake, redeemable, and the last-hour reward, P-38) and,
 * for a redeem, the project list's event state (the last-hour line shows only once the event has started,
 * LP-REDEEM-04). All of it only while the dialog is open; a guest makes no user call.
 */
import { useLaunchpoolProjects, useProjectInfo, useUserProjectStatistics } from '../../../api/hooks/launchpool';
import {
  lastHourRewardFor,
  redeemAutoOption,
  showsLastHourReward,
  stakedAmountFor,
  type EventState,
} from '../../../domain/launchpool';
import type { LaunchpoolRedeemContext } from './redeemFlow.reducer';

export interface RedeemDataInput {
  readonly projectId: number | string;
  readonly rid: number;
  readonly open: boolean;
  readonly isUser: boolean;
  readonly isClaim: boolean;
}

export function useRedeemData({ projectId, rid, open, isUser, isClaim }: RedeemDataInput) {
  const project = useProjectInfo(projectId, { enabled: open });
  const statistics = useUserProjectStatistics(projectId, { enabled: open && isUser });
  const projects = useLaunchpoolProjects({ enabled: open && !isClaim });
  const pool = project.data?.rewardPools.find((candidate) => candidate.rid === rid) ?? null;
  const eventState: EventState =
    projects.data?.find((summary) => String(summary.projectId) === String(projectId))?.eventState ?? 'none';

  let context: LaunchpoolRedeemContext | null = null;
  if (pool && statistics.data) {
    context = {
      coin: pool.coin,
      decimalPlace: pool.decimalPlace,
      redeemable: stakedAmountFor(statistics.data, rid),
      autoOption: redeemAutoOption(pool),
    };
  }
  const lastHourReward =
    project.data && statistics.data && showsLastHourReward(eventState, isClaim)
      ? { amount: lastHourRewardFor(statistics.data, rid), coin: project.data.coin }
      : null;
  const failed = [project, statistics].filter((query) => query.isError);

  return {
    pool,
    context,
    lastHourReward,
    isPending: project.isPending || (isUser && statistics.isPending),
    isError: failed.length > 0,
    retry: () => failed.forEach((query) => void query.refetch()),
  };
}
