'use client';
/**
 * The bonus rules of a coin (SE-BONUS-02..07) over its award pool (SE-BONUS-01, SE-API-23), for the
 * screens that show a coin's bonus: the product list and the subscribe dialog. The pool loads when the
 * rules first open, since most visitors never open them; until it answers they show a placeholder,
 * then the rules, or that no bonus runs for the coin, or the failure with Retry.
 */
import { useState } from 'react';
import { useAwardPool } from '../../api';
import { BonusRules } from '../../components/BonusRules';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { useTranslate } from '../../context';
import { kitSchedules } from '../../i18n/catalogue/en/kitSchedules';
import { kitScheduleNotes } from '../../i18n/catalogue/en/kitScheduleNotes';
import type { MessageOverrides } from '../../i18n/resolve';

const defaultMessages = /* @__PURE__ */ Object.assign({}, kitSchedules, kitScheduleNotes);

export interface CoinBonusRulesProps {
  /** The coin lent: whose award pool the rules show. */
  asset: string;
  /**
   * The trigger's accessible name where its visible 'Bonus rules' would not say whose (a row of a list);
   * it should start with the visible text.
   */
  label?: string;
  /** Overrides for the strings shown. */
  messages?: MessageOverrides;
  /** Whether the rules start open (the trigger was pressed before their code had loaded). Default false. */
  defaultOpen?: boolean;
}

export function CoinBonusRules({ asset, label, messages, defaultOpen = false }: CoinBonusRulesProps) {
  const t = useTranslate(messages, defaultMessages);
  const [open, setOpen] = useState(defaultOpen);
  const pool = useAwardPool(asset, { enabled: open });
  const fallback = pool.isError ? (
    <ErrorState size="compact" onRetry={() => void pool.refetch()} retrying={pool.isFetching} messages={messages} />
  ) : pool.data === null ? (
    <EmptyState size="compact" title={t('kitSchedules.bonus.none', { asset })} messages={messages} />
  ) : undefined;
  return (
    <BonusRules
      pool={pool.data ?? null}
      fallback={fallback}
      asset={asset}
      open={open}
      onOpenChange={setOpen}
      messages={messages}
      trigger={
        <Button variant="ghost" size="sm" {...(label ? { 'aria-label': label } : {})}>
          {t('kitSchedules.bonus.trigger')}
        </Button>
      }
    />
  );
}
