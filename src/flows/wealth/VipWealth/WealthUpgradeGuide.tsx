'use client';
import { useId, type MouseEvent } from 'react';
import { buttonVariants } from '../../../components/Button';
import { Stack } from '../../../components/layout';
import { useEarn, type Translate } from '../../../context';
import { vipUpgradePath } from '../../../domain/simpleEarn/vipAccess';
import { focusRing } from '../../../theme';
import * as styles from './vipWealth.css';

/**
 * What a user below a product's VIP level sees instead of Subscribe (DEC-29): the level it needs and the way to
 * reach it, the exchange's VIP page (`/vip?upTo={level}`, as Simple Earn's upgrade guide links).
 */
export function WealthUpgradeGuide({ level, t }: { readonly level: number; readonly t: Translate }) {
  const { navigate } = useEarn();
  const titleId = useId();
  const href = vipUpgradePath(level);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <Stack
      space="xs"
      className={styles.upgrade}
      role="group"
      aria-labelledby={titleId}
      data-slot="wealth-upgrade-guide"
    >
      <h4 id={titleId} className={styles.upgradeTitle}>
        {t('wealthFlows.upgrade.title', { level })}
      </h4>
      <p className={styles.upgradeBody}>{t('wealthFlows.upgrade.body')}</p>
      <a
        className={`${buttonVariants({ variant: 'secondary', size: 'sm' })} ${focusRing}`}
        href={href}
        onClick={follow}
      >
        {t('wealthFlows.upgrade.link', { level })}
      </a>
    </Stack>
  );
}
