'use client';
import { Button } from '../../../components/Button';
import { Inline, Stack } from '../../../components/layout';
import { Tag } from '../../../components/Tag';
import type { Translate } from '../../../context';
import type { EventState } from '../../../domain/launchpool/constants';
import type { RewardPool } from '../../../domain/launchpool/models';
import { PoolFigures, type PoolUserFigures } from './PoolFigures';
import { poolActions } from '../../../domain/launchpool/poolActions';
import * as styles from './launchpoolPages.css';

export interface PoolPanelProps {
  readonly t: Translate;
  readonly pool: RewardPool;
  /** The pool's name ('Stake USDT'), unique in the project. */
  readonly name: string;
  /** The project's coin, in which rewards are paid. */
  readonly projectCoin: string;
  readonly eventState: EventState;
  readonly totalStaked: string | null;
  /** The user's figures; 'loading' until they load; null for a guest. */
  readonly user: PoolUserFigures | 'loading' | null;
  readonly onStake: () => void;
  readonly onRedeem: () => void;
  readonly onClaim: () => void;
}

/**
 * One pool of the project page: its tags (newcomer LP-DATA-09, VIP, multi mining), figures, and the actions its state
 * allows.
 */
export function PoolPanel({
  t,
  pool,
  name,
  projectCoin,
  eventState,
  totalStaked,
  user,
  onStake,
  onRedeem,
  onClaim,
}: PoolPanelProps) {
  const offered = poolActions(eventState, pool.rewardPoolType, user && user !== 'loading' ? user.staked : null);
  const named = (action: string) => t('launchpoolPages.action.named', { action, pool: name });
  return (
    <Stack as="section" space="md" className={styles.card} aria-label={name} data-slot="launchpool-pool">
      <Inline as="h3" space="sm" className={styles.poolHeading}>
        {name}
        {pool.limitRule > 0 ? <Tag kind="newcomer" /> : null}
        {pool.vipConfig ? <Tag kind="vip" /> : null}
        {pool.rewardPoolType === 'multiMining' ? <Tag kind="info">{t('launchpoolPages.pool.multiMining')}</Tag> : null}
      </Inline>
      <PoolFigures
        t={t}
        coin={pool.coin}
        rewardCoin={projectCoin}
        rateYear={pool.rateYear}
        rateYearType={pool.rateYearType}
        totalStaked={totalStaked}
        decimals={pool.decimalPlace}
        user={user}
      />
      {offered.stake || offered.redeem || offered.claim ? (
        <Inline space="sm" collapseOnMobile role="group" aria-label={t('launchpoolPages.action.label', { pool: name })}>
          {offered.stake ? (
            <Button variant="primary" aria-label={named(t('launchpool.action.stake'))} onClick={onStake}>
              {t('launchpool.action.stake')}
            </Button>
          ) : null}
          {offered.redeem ? (
            <Button variant="secondary" aria-label={named(t('common.action.redeemEarly'))} onClick={onRedeem}>
              {t('common.action.redeemEarly')}
            </Button>
          ) : null}
          {offered.claim ? (
            <Button variant="secondary" aria-label={named(t('launchpoolPages.action.claim'))} onClick={onClaim}>
              {t('launchpoolPages.action.claim')}
            </Button>
          ) : null}
        </Inline>
      ) : null}
    </Stack>
  );
}
