'use client';
import { useFormat, type Translate } from '../../../context';
import { Stack } from '../../../components/layout';
import type { StakingVipConfig } from '../../../domain/staking/product.types';
import { vipDiscountFor } from '../../../domain/staking/vip';
import * as layout from '../../shared/flowLayout.css';
import * as styles from './stakingPages.css';

export interface VipDiscountTiersProps {
  readonly vipConfig: readonly StakingVipConfig[];
  /** The user's VIP tier, marked in the table. */
  readonly tier: number;
  readonly t: Translate;
}

/**
 * The VIP discount tiers (ST-MODAL-07, ST-VIP-01): each range of tiers with the share taken off the redemption fee,
 * the user's own range marked. The caller shows it only when `isVipDiscountPanelShown` (ST-VIP-02..04).
 */
export function VipDiscountTiers({ vipConfig, tier, t }: VipDiscountTiersProps) {
  const format = useFormat();
  const mine = vipDiscountFor(tier, vipConfig);
  return (
    <Stack as="section" space="sm" aria-label={t('stakingPages.vip.title')} data-slot="staking-vip-tiers">
      <h3 className={layout.heading}>{t('stakingPages.vip.title')}</h3>
      <p className={layout.prose}>{t('stakingPages.vip.yours', { tier })}</p>
      <table className={`${layout.prose} ${styles.vipTable}`}>
        <caption>{t('stakingPages.vip.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stakingPages.vip.tiers')}</th>
            <th scope="col">{t('stakingPages.vip.discount')}</th>
          </tr>
        </thead>
        <tbody>
          {vipConfig.map((config) => (
            <tr
              key={`${config.minTier}-${config.maxTier}`}
              aria-current={config === mine ? 'true' : undefined}
              className={config === mine ? styles.currentTier : undefined}
            >
              <th scope="row">
                <bdi>{t('stakingPages.vip.range', { min: config.minTier, max: config.maxTier })}</bdi>
              </th>
              <td>
                <bdi data-percent="not-a-rate">
                  {t('stakingPages.vip.off', { discount: format.percent(config.vipSale) })}
                </bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  );
}
