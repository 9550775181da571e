import type { ReactNode } from 'react';
import { applyVipDiscount, isVipDiscountPanelShown, vipDiscountFor, type StakingVipConfig } from '../../domain/staking';
import type { Rate } from '../../domain/shared';
import type { MessageOverrides } from '../../i18n/resolve';
import { useFormat, useTranslate } from '../../context';
import { amountText } from '../../theme';
import { RATE_BASIS } from '../../domain/shared/rateBasis';
import { RateText } from '../RateText';
import { LadderTable, type LadderColumn } from './LadderTable';
import { common } from '../../i18n/catalogue/en/common';
import { kitSchedules } from '../../i18n/catalogue/en/kitSchedules';
import { kitBasics } from '../../i18n/catalogue/en/kitBasics';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, common, kitSchedules, kitBasics);

export interface VipDiscountTableProps {
  /** The product's `vip_config`: VIP levels `minTier`..`maxTier` get `vipSale` off (ST-VIP-01, ST-DATA-20). */
  vipConfig: readonly StakingVipConfig[] | null;
  /** The user's VIP tier; null while unknown. */
  tier: number | null;
  /** The user is in crowd mode (`is_crowd`). */
  isCrowd: boolean;
  /** A fee rate (fraction) to show after each discount, in an extra column. Without it the column is left out. */
  feeRate?: Rate;
  /** The caption. Default 'VIP fee discounts'. */
  caption?: ReactNode;
  /** Extra class on the wrapper. */
  className?: string;
  /** Overrides for this component's strings. */
  messages?: MessageOverrides;
}

/**
 * The VIP discount tiers (ST-VIP-01, ST-MODAL-07): each VIP range and its discount, the user's range
 * highlighted. It renders nothing unless the panel may show (ST-VIP-02..04): a VIP config exists, the
 * user's tier is known and the user is not in crowd mode.
 */
export function VipDiscountTable({
  vipConfig,
  tier,
  isCrowd,
  feeRate,
  caption,
  className,
  messages,
}: VipDiscountTableProps) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  if (!vipConfig || !isVipDiscountPanelShown({ vipConfig, tier, isCrowd })) return null;
  const mine = vipDiscountFor(tier, vipConfig);
  const columns: LadderColumn[] = [
    { id: 'level', header: t('kitSchedules.vip.level') },
    { id: 'discount', header: t('kitSchedules.vip.discount'), align: 'end' },
    ...(feeRate !== undefined ? [{ id: 'fee', header: t('kitSchedules.vip.fee'), align: 'end' as const }] : []),
  ];
  const rows = vipConfig.map((config, index) => ({
    id: `${index}`,
    current: config === mine,
    cells: [
      config.minTier === config.maxTier
        ? t('kitSchedules.vip.single', { level: config.minTier })
        : t('simpleEarn.vip.range', { min: config.minTier, max: config.maxTier }),
      // A discount is a share of the fee, not a rate (P-47).
      <bdi key="discount" className={amountText} data-percent="not-a-rate">
        {t('kitSchedules.vip.off', { discount: format.percent(config.vipSale, { trimZeros: true }) })}
      </bdi>,
      ...(feeRate !== undefined
        ? [
            <RateText
              key="fee"
              rate={applyVipDiscount(feeRate, config.vipSale)}
              basis={RATE_BASIS.feeRate}
              decimals={4}
              trimZeros
              size="sm"
            />,
          ]
        : []),
    ],
  }));
  return (
    <LadderTable
      caption={caption ?? t('kitSchedules.vip.caption')}
      columns={columns}
      rows={rows}
      currentLabel={t('kitSchedules.vip.yourLevel')}
      className={className}
      messages={messages}
    />
  );
}
