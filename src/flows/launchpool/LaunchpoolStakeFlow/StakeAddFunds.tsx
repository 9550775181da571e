'use client';
import { useState } from 'react';
import { useComplianceCheck } from '../../../api/hooks/shared';
import { Button } from '../../../components/Button';
import { FundsSourceChooser } from '../../../components/FundsSourceChooser';
import { PopoverContent, PopoverRoot, PopoverTrigger } from '../../../components/Popover';
import { useTranslate } from '../../../context/useTranslate';
import type { MessageOverrides } from '../../../i18n/resolve';
import { stakeMessages } from './stakeMessages';

export interface StakeAddFundsProps {
  /** The pool's coin: deposit and spot trade go to its pages (LP-ROUTE-01/03). */
  readonly coin: string;
  /** Called when the user picks a funds source, as they leave for it. */
  readonly onLeave: () => void;
  readonly messages?: MessageOverrides;
}

/**
 * 'Add funds' beside the available balance: the funds-source chooser (LP-FUNDS) in a popover, a sheet
 * on a phone. The compliance menu that hides options is asked for when it opens, not with the modal.
 */
export function StakeAddFunds({ coin, onLeave, messages }: StakeAddFundsProps) {
  const t = useTranslate(messages, stakeMessages);
  const [open, setOpen] = useState(false);
  const compliance = useComplianceCheck({ enabled: open });
  return (
    <PopoverRoot open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="sm">
          {t('kitChoices.fundsSource.label')}
        </Button>
      </PopoverTrigger>
      <PopoverContent title={t('kitChoices.fundsSource.label')} align="end" messages={messages}>
        <FundsSourceChooser
          coin={coin}
          label={t('launchpoolStake.fundsSources', { coin })}
          complianceMenu={compliance.data?.menu}
          loading={compliance.isPending}
          error={compliance.isError}
          onRetry={() => void compliance.refetch()}
          onSelect={() => {
            setOpen(false);
            onLeave();
          }}
          messages={messages}
        />
      </PopoverContent>
    </PopoverRoot>
  );
}
