'use client';
/**
 * The launchpool page (DEC-27): projects in tabs by event state (LP-EVENT-01: in progress, not started,
 * completed), each a card with its coin, pools, APR, total staked and a countdown by the provider's
 * clock. Guests and users see the same projects (LP-ROLE-01); only for a logged-in user, as the
 * provider says, does the page ask for the user's statistics and rewards (LP-ROLE-05, LP-API-14/17).
 * Skeleton cards while loading, an empty state per tab, an error with Retry.
 */
import { useId, useState } from 'react';
import { useLaunchpoolProjects, useLaunchpoolUserStat } from '../../../api/hooks/launchpool';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { Stack } from '../../../components/layout';
import { InfoList, InfoRow } from '../../../components/InfoRow';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { Tabs } from '../../../components/Tabs';
import { useEarn, useTranslate, type Translate } from '../../../context';
import type { EventState } from '../../../domain/launchpool/constants';
import type { LaunchpoolProjectSummary } from '../../../domain/launchpool/models';
import type { MessageOverrides } from '../../../i18n/resolve';
import { defaultMessages } from './defaultMessages';
import { ProjectCard } from './ProjectCard';
import * as styles from './launchpoolPages.css';

/** The tabs, in the order shown: the event states a project can be listed under (LP-EVENT-01). */
export const LAUNCHPOOL_TABS = ['inProgress', 'notStarted', 'completed'] as const;
/** One tab of the launchpool page. */
export type LaunchpoolTab = (typeof LAUNCHPOOL_TABS)[number];

const TAB_LABELS = {
  inProgress: 'launchpoolPages.state.inProgress',
  notStarted: 'launchpoolPages.state.notStarted',
  completed: 'launchpoolPages.state.completed',
} as const;
const EMPTY_TITLES = {
  inProgress: 'launchpoolPages.empty.inProgress',
  notStarted: 'launchpoolPages.empty.notStarted',
  completed: 'launchpoolPages.empty.completed',
} as const;

/** The project page's path the spec's app uses (DEC-27). */
export const defaultProjectHref = (projectId: number) => `/launchpool/${projectId}`;

export interface LaunchpoolProjectsProps {
  /** The tab shown first. Default 'inProgress'. */
  defaultTab?: LaunchpoolTab;
  /** Where a project's card links to. Default `/launchpool/{projectId}` (DEC-27). */
  getProjectHref?: (projectId: number) => string;
  /** Shows the screen heading. Default true. */
  showHeading?: boolean;
  /** Overrides for this screen's strings. */
  messages?: MessageOverrides;
}

function LoadingCards({ t }: { readonly t: Translate }) {
  return (
    <SkeletonGroup label={t('launchpoolPages.list.loading')} className={styles.cardGrid}>
      {[0, 1].map((index) => (
        <Stack key={index} space="md" className={styles.card}>
          <Skeleton shape="text" />
          <Skeleton shape="block" />
          <Skeleton shape="block" />
        </Stack>
      ))}
    </SkeletonGroup>
  );
}

/**
 * The logged-in user's rewards per coin (LP-API-17), under one heading, each line named by its coin. While they
 * load, a line is there with a placeholder: arriving above the tabs, they would push the whole list down (layout
 * shift).
 */
function MyRewards({ t }: { readonly t: Translate }) {
  const stat = useLaunchpoolUserStat();
  const headingId = useId();
  if (stat.isError) return null;
  return (
    <Stack
      as="section"
      space="xs"
      aria-labelledby={headingId}
      aria-busy={stat.data ? undefined : true}
      data-slot="launchpool-my-rewards"
    >
      <h3 id={headingId} className={styles.rewardsHeading}>
        {t('launchpoolPages.myRewards.title')}
      </h3>
      <InfoList>
        {!stat.data ? (
          <InfoRow label={<Skeleton shape="text" />}>
            <Skeleton shape="text" />
          </InfoRow>
        ) : stat.data.length === 0 ? (
          <InfoRow label={t('launchpoolPages.myRewards.none')} />
        ) : (
          stat.data.map((reward) => (
            <InfoRow key={reward.coin} label={reward.coin} amount={reward.amount} coin={reward.coin} />
          ))
        )}
      </InfoList>
    </Stack>
  );
}

function ProjectList({
  t,
  tab,
  projects,
  getProjectHref,
  onEventChange,
}: {
  readonly t: Translate;
  readonly tab: LaunchpoolTab;
  readonly projects: readonly LaunchpoolProjectSummary[];
  readonly getProjectHref: (projectId: number) => string;
  readonly onEventChange: () => void;
}) {
  const shown = projects.filter((project) => project.eventState === (tab satisfies EventState));
  if (shown.length === 0) return <EmptyState title={t(EMPTY_TITLES[tab])} />;
  return (
    <ul className={styles.cardGrid} aria-label={t('launchpoolPages.list.label')}>
      {shown.map((project) => (
        <li key={project.projectId}>
          <ProjectCard project={project} href={getProjectHref(project.projectId)} t={t} onEventChange={onEventChange} />
        </li>
      ))}
    </ul>
  );
}

/** The launchpool page's list of projects by event state, wired to the project list (DEC-27). */
export function LaunchpoolProjects({
  defaultTab = 'inProgress',
  getProjectHref = defaultProjectHref,
  showHeading = true,
  messages,
}: LaunchpoolProjectsProps) {
  const t = useTranslate(messages, defaultMessages);
  const { user } = useEarn();
  const [tab, setTab] = useState<LaunchpoolTab>(defaultTab);
  const projects = useLaunchpoolProjects();
  const refetch = () => void projects.refetch();
  let content;
  if (projects.isPending) content = <LoadingCards t={t} />;
  else if (projects.isError)
    content = <ErrorState onRetry={refetch} retrying={projects.isFetching} messages={messages} />;
  else
    content = (
      <ProjectList t={t} tab={tab} projects={projects.data} getProjectHref={getProjectHref} onEventChange={refetch} />
    );
  return (
    <Stack
      as="section"
      space="lg"
      className={styles.screen}
      data-slot="launchpool-projects"
      aria-label={t('launchpoolPages.title')}
    >
      {showHeading ? <h2 className={styles.heading}>{t('launchpoolPages.title')}</h2> : null}
      {user.kind === 'user' ? <MyRewards t={t} /> : null}
      <Tabs
        aria-label={t('launchpoolPages.tabs.label')}
        value={tab}
        onValueChange={(value) => setTab(value as LaunchpoolTab)}
        items={LAUNCHPOOL_TABS.map((value) => ({
          value,
          label: t(TAB_LABELS[value]),
          content: value === tab ? content : null,
        }))}
      />
    </Stack>
  );
}
