'use client';
import { useId, type MouseEvent } from 'react';
import { useUserProjectStatistics } from '../../../api/hooks/launchpool';
import { Inline, Stack } from '../../../components/layout';
import { Tag } from '../../../components/Tag';
import { useEarn, type Translate } from '../../../context';
import type { LaunchpoolProjectSummary } from '../../../domain/launchpool/models';
import { focusRing } from '../../../theme';
import { CoinCell } from '../../shared/CoinCell';
import { EventCountdown } from './EventCountdown';
import { PoolFigures, poolUserFigures } from './PoolFigures';
import { poolNames } from './poolNames';
import * as styles from './launchpoolPages.css';

export interface ProjectCardProps {
  readonly project: LaunchpoolProjectSummary;
  readonly href: string;
  readonly t: Translate;
  /** Loads the list again when a countdown ends. */
  readonly onEventChange?: () => void;
}

/**
 * One project of the list (DEC-27): its coin (a link to the project page), a countdown, and each pool
 * with its APR, total staked and, for a logged-in user, their stake. The user's statistics are asked
 * for only when the provider has a user (LP-ROLE-05).
 */
export function ProjectCard({ project, href, t, onEventChange }: ProjectCardProps) {
  const { user, navigate } = useEarn();
  const loggedIn = user.kind === 'user';
  const statistics = useUserProjectStatistics(project.projectId, { enabled: loggedIn });
  const titleId = useId();
  const names = poolNames(t, project.rewardPools);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <Stack
      as="article"
      space="md"
      className={styles.card}
      aria-labelledby={titleId}
      data-slot="launchpool-project-card"
    >
      <Inline space="sm" align="between">
        <h3 id={titleId} className={styles.cardTitle}>
          <a href={href} onClick={follow} className={`${styles.titleLink} ${focusRing}`}>
            <CoinCell coin={project.coin} icon={project.icon || undefined} />
          </a>
        </h3>
        <EventCountdown project={project} t={t} onComplete={onEventChange} />
      </Inline>
      <Stack
        as="ul"
        space="md"
        className={styles.poolList}
        aria-label={t('launchpoolPages.card.pools', { coin: project.coin })}
      >
        {project.rewardPools.map((pool) => {
          return (
            <Stack as="li" key={pool.rid} space="xs" className={styles.poolItem}>
              <Inline as="h4" space="sm" className={styles.poolHeading}>
                {names.get(pool.rid)}
                {pool.rewardPoolType === 'multiMining' ? (
                  <Tag kind="info">{t('launchpoolPages.pool.multiMining')}</Tag>
                ) : null}
              </Inline>
              <PoolFigures
                t={t}
                coin={pool.coin}
                rewardCoin={project.coin}
                rateYear={pool.rateYear}
                rateYearType={pool.rateYearType}
                totalStaked={pool.totalStaked}
                user={poolUserFigures(loggedIn, statistics, pool.rid)}
              />
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
