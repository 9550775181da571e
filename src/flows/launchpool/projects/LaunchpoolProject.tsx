'use client';
/**
 * The project page (DEC-27): the project's coin, event state and countdown by the provider's clock,
 * each reward pool with its rate, total staked and, for a logged-in user, their stake and rewards
 * (LP-ROLE-01, LP-API-13/14), with Stake, early redeem and claim handed to the host's flows, and the
 * rules and eligibility entry points. Only when the provider has a user does it ask for the user's
 * statistics (LP-ROLE-05); a guest's Stake sends them to log in (LP-ROLE-02).
 */
import { useId, useMemo, type MouseEvent } from 'react';
import {
  useEarnMore,
  useLaunchpoolProjects,
  useProjectInfo,
  useUserProjectStatistics,
} from '../../../api/hooks/launchpool';
import { Button } from '../../../components/Button';
import { ErrorState } from '../../../components/ErrorState';
import { Inline, Stack } from '../../../components/layout';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { Tag } from '../../../components/Tag';
import { useEarn, useTranslate } from '../../../context';
import { REWARD_POOL_TYPE_CODES, type EventState } from '../../../domain/launchpool/constants';
import type { RewardPool } from '../../../domain/launchpool/models';
import { isShownOnSite } from '../../../domain/shared/site';
import type { MessageOverrides } from '../../../i18n/resolve';
import { focusRing } from '../../../theme';
import { CoinCell } from '../../shared/CoinCell';
import { flowLayout, useLoginGate } from '../../shared';
import { defaultMessages } from './defaultMessages';
import { EventCountdown } from './EventCountdown';
import { poolUserFigures } from './PoolFigures';
import { PoolPanel } from './PoolPanel';
import { poolNames } from './poolNames';
import * as styles from './launchpoolPages.css';

export interface LaunchpoolProjectProps {
  /** The project shown (the route's `{project_id}`). */
  projectId: number;
  /** A logged-in user asks to stake in `pool`: open the stake flow on its tab. A guest is sent to log in instead. */
  onStake?: (pool: RewardPool) => void;
  /** The user asks to redeem early from `pool`: open the redeem flow. */
  onRedeem?: (pool: RewardPool) => void;
  /** The event is completed and the user asks to claim their stake in `pool`: open the claim flow. */
  onClaim?: (pool: RewardPool) => void;
  /** Opens the project's rules; without it there is no Rules button. */
  onViewRules?: () => void;
  /** Opens the eligibility ladder (LP-ELIG); without it there is no Eligibility button. */
  onViewEligibility?: () => void;
  /** Opens the event-notification modal (LP-NOTIF); the button shows only to a logged-in user (LP-ROLE-04). */
  onNotifications?: () => void;
  /** Opens the share / invite modal; the button shows only to a logged-in user (LP-SHARE-01). */
  onShare?: () => void;
  /** Where 'All projects' goes. Default '/launchpool' (DEC-27). */
  backHref?: string;
  /** Overrides for this screen's strings. */
  messages?: MessageOverrides;
}

const STATE_TAGS = {
  inProgress: ['positive', 'launchpoolPages.state.inProgress'],
  notStarted: ['info', 'launchpoolPages.state.notStarted'],
  completed: ['caution', 'launchpoolPages.state.completed'],
} as const;

const noop = () => undefined;

/** The project page, wired to project info, the project list and the user's statistics. */
export function LaunchpoolProject({
  projectId,
  onStake = noop,
  onRedeem = noop,
  onClaim = noop,
  onViewRules,
  onViewEligibility,
  onNotifications,
  onShare,
  backHref = '/launchpool',
  messages,
}: LaunchpoolProjectProps) {
  const t = useTranslate(messages, defaultMessages);
  const { user, navigate, site } = useEarn();
  const loggedIn = user.kind === 'user';
  const requireLogin = useLoginGate();
  const titleId = useId();
  const info = useProjectInfo(projectId);
  const projects = useLaunchpoolProjects();
  const statistics = useUserProjectStatistics(projectId, { enabled: loggedIn });
  // Earn-more for the first pool's coin and type (LP-API-15), never on the US site (LP-API-16). The answer's
  // shape is not specified, so nothing of it is shown.
  const firstPool = info.data?.rewardPools[0];
  useEarnMore(firstPool?.coin ?? '', REWARD_POOL_TYPE_CODES[firstPool?.rewardPoolType ?? 'lock'], {
    enabled: firstPool !== undefined && isShownOnSite('earnMoreCall', site),
  });
  const summary = projects.data?.find((project) => project.projectId === projectId);
  const pools = info.data?.rewardPools;
  const names = useMemo(() => poolNames(t, pools ?? []), [t, pools]);
  // The event state comes with the list: until it answers no action is offered (the actions depend on it).
  const eventState: EventState = summary?.eventState ?? 'none';

  const back = (
    <a
      href={backHref}
      className={`${flowLayout.inlineAction} ${focusRing}`}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        navigate(backHref);
      }}
    >
      {t('launchpoolPages.project.back')}
    </a>
  );

  if (info.isPending)
    return (
      <Stack as="section" space="lg" className={styles.screen} data-slot="launchpool-project">
        {back}
        <SkeletonGroup label={t('launchpoolPages.project.loading')}>
          <Skeleton shape="text" />
          <Skeleton shape="block" />
          <Skeleton shape="block" />
        </SkeletonGroup>
      </Stack>
    );
  if (info.isError)
    return (
      <Stack as="section" space="lg" className={styles.screen} data-slot="launchpool-project">
        {back}
        <ErrorState
          message={info.error.status === 404 ? t('launchpoolPages.project.notFound') : undefined}
          onRetry={() => void info.refetch()}
          retrying={info.isFetching}
          messages={messages}
        />
      </Stack>
    );

  const project = info.data;
  const stateTag = eventState === 'none' ? null : STATE_TAGS[eventState];
  const userActions = loggedIn ? { onNotifications, onShare } : {};
  const hasActions = onViewRules || onViewEligibility || userActions.onNotifications || userActions.onShare;
  return (
    <Stack as="section" space="lg" className={styles.screen} data-slot="launchpool-project" aria-labelledby={titleId}>
      {back}
      <Inline space="md" align="between">
        <h2 id={titleId} className={styles.heading}>
          <CoinCell coin={project.coin} icon={project.icon || undefined} />
        </h2>
        {stateTag ? <Tag kind={stateTag[0]}>{t(stateTag[1])}</Tag> : null}
      </Inline>
      <Inline space="md" align="between">
        {summary ? <EventCountdown project={summary} t={t} onComplete={() => void projects.refetch()} /> : null}
        {hasActions ? (
          <Inline space="sm" collapseOnMobile>
            {onViewRules ? (
              <Button variant="ghost" onClick={onViewRules}>
                {t('launchpoolPages.action.rules')}
              </Button>
            ) : null}
            {onViewEligibility ? (
              <Button variant="ghost" onClick={onViewEligibility}>
                {t('launchpoolPages.action.eligibility')}
              </Button>
            ) : null}
            {userActions.onNotifications ? (
              <Button variant="ghost" onClick={userActions.onNotifications}>
                {t('launchpoolPages.action.notifications')}
              </Button>
            ) : null}
            {userActions.onShare ? (
              <Button variant="ghost" onClick={userActions.onShare}>
                {t('launchpoolPages.action.share')}
              </Button>
            ) : null}
          </Inline>
        ) : null}
      </Inline>
      <h3 className={flowLayout.heading}>{t('launchpoolPages.project.pools')}</h3>
      <div className={styles.cardGrid}>
        {project.rewardPools.map((pool) => {
          return (
            <PoolPanel
              key={pool.rid}
              t={t}
              pool={pool}
              name={names.get(pool.rid) ?? pool.coin}
              projectCoin={project.coin}
              eventState={eventState}
              totalStaked={summary?.rewardPools.find((item) => item.rid === pool.rid)?.totalStaked ?? null}
              user={poolUserFigures(loggedIn, statistics, pool.rid)}
              onStake={() => {
                if (requireLogin()) onStake(pool);
              }}
              onRedeem={() => onRedeem(pool)}
              onClaim={() => onClaim(pool)}
            />
          );
        })}
      </div>
    </Stack>
  );
}
