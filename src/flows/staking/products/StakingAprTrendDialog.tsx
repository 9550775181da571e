'use client';
import { useState } from 'react';
import { useStakingCoinLines } from '../../../api/hooks/staking';
import { AprChart, STAKING_APR_CHART_RANGES } from '../../../components/AprChart';
import { ModalBody, ModalContent, ModalRoot, ModalTitle } from '../../../components/Modal';
import { useTranslate } from '../../../context';
import { stakingAprChartPoints } from '../../../domain/chart/aprSeries';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';
import { stakingTrendPeriod } from '../../../domain/staking/trend';
import type { MessageOverrides } from '../../../i18n/resolve';
import { defaultMessages } from './defaultMessages';
import { NO_PROTOCOL } from './productFacts';

export interface StakingAprTrendDialogProps {
  /** The product's coin. */
  coin: string;
  /** The DeFi protocol whose trend is shown; -1 (default) for the product's own. */
  pid?: number;
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called when the dialog asks to close. */
  onOpenChange: (open: boolean) => void;
  /** Overrides for this dialog's strings. */
  messages?: MessageOverrides;
}

/**
 * The staking APR trend modal (ST-CHART-01..03): the shared `AprChart` with its data table, over 7, 30, 90 days or
 * 1 year (1 year first, ST-CHART-02), one coin-lines call per range (ST-API-01, `limit` the days); a range with no
 * points says 'No data'. The points are asked for only while the dialog is open.
 */
export function StakingAprTrendDialog({
  coin,
  pid = NO_PROTOCOL,
  open,
  onOpenChange,
  messages,
}: StakingAprTrendDialogProps) {
  const t = useTranslate(messages, defaultMessages);
  const [range, setRange] = useState(STAKING_APR_CHART_RANGES.defaultRange);
  const period = stakingTrendPeriod(Number(range));
  const lines = useStakingCoinLines(
    { coin, ...(pid === NO_PROTOCOL ? {} : { pid }), page: 1, limit: period },
    { enabled: open },
  );
  return (
    <ModalRoot open={open} onOpenChange={onOpenChange}>
      <ModalContent size="lg" messages={messages} aria-describedby={undefined}>
        <ModalTitle>{t('stakingPages.trend.title', { coin })}</ModalTitle>
        <ModalBody>
          <AprChart
            ranges={STAKING_APR_CHART_RANGES.ranges}
            range={range}
            onRangeChange={setRange}
            points={lines.data ? stakingAprChartPoints(lines.data) : []}
            basis={pid === NO_PROTOCOL ? RATE_BASIS.staking : RATE_BASIS.stakingDefi}
            status={lines.status}
            onRetry={() => void lines.refetch()}
            messages={messages}
          />
        </ModalBody>
      </ModalContent>
    </ModalRoot>
  );
}
