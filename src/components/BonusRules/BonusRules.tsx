import type { ReactElement, ReactNode } from 'react';
import type { AwardPool } from '../../domain/simpleEarn';
import { isolateText } from '../../i18n/bidi';
import type { MessageKey } from '../../i18n/catalogue/en';
import type { MessageOverrides } from '../../i18n/resolve';
import { useFormat, useTranslate } from '../../context';
import { amountText } from '../../theme';
import { Button } from '../Button';
import { InfoList, InfoRow } from '../InfoRow';
import { PopoverContent, PopoverRoot, PopoverTrigger, type PopoverContentProps } from '../Popover';
import { SkeletonGroup } from '../Skeleton';
import * as styles from './BonusRules.css';
import { kitSchedules } from '../../i18n/catalogue/en/kitSchedules';
import { kitScheduleNotes } from '../../i18n/catalogue/en/kitScheduleNotes';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, kitSchedules, kitScheduleNotes);

/** The six rule texts (SE-BONUS-04) and the two examples (SE-BONUS-05), in order. */
const RULE_KEYS = [
  'kitSchedules.bonus.rule1',
  'kitSchedules.bonus.rule2',
  'kitSchedules.bonus.rule3',
  'kitSchedules.bonus.rule4',
  'kitSchedules.bonus.rule5',
  'kitSchedules.bonus.rule6',
] as const satisfies readonly MessageKey[];
const EXAMPLE_KEYS = [
  'kitSchedules.bonus.example1',
  'kitSchedules.bonus.example2',
] as const satisfies readonly MessageKey[];

/** The award pool fields the rules show (SE-BONUS-01, HD-DATA-03). */
export type BonusRulesPool = Pick<AwardPool, 'awardAsset' | 'extAwardLimit' | 'startAt' | 'endAt'>;

export interface BonusRulesProps {
  /** The coin's award pool: bonus coin, limit, start and end (epoch ms). Null while it loads. */
  pool: BonusRulesPool | null;
  /**
   * Shown in place of the rules while `pool` is null, when there is nothing to wait for: no pool runs
   * for the coin, or its load failed (with a retry). Default: the loading placeholder.
   */
  fallback?: ReactNode;
  /** The coin lent: the bonus limit's ticker. */
  asset: string;
  /** The element that opens the rules. Default: a small 'Bonus rules' text button. */
  trigger?: ReactElement;
  /** Whether it is open (controlled). */
  open?: boolean;
  /** Whether it starts open when uncontrolled. Default false. */
  defaultOpen?: boolean;
  /** Called when it asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** Which side of the trigger the desktop popover prefers. Default 'bottom'. */
  side?: PopoverContentProps['side'];
  /** Alignment against the trigger on desktop. Default 'start'. */
  align?: PopoverContentProps['align'];
  /** Overrides for this component's strings. */
  messages?: MessageOverrides;
}

/**
 * The Simple Earn bonus rules (SE-BONUS-02..07): the bonus coin, start and end time and the bonus limit,
 * six numbered rules and two examples. A popover anchored to its trigger on desktop, a bottom sheet on
 * mobile (the shared Popover switches at 768 px). Times are in the user's time zone with the UTC offset.
 */
export function BonusRules({
  pool,
  fallback,
  asset,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  side,
  align,
  messages,
}: BonusRulesProps) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const params = pool
    ? {
        coin: pool.awardAsset,
        asset,
        limit: isolateText(format.amount(pool.extAwardLimit, { trimZeros: true })),
        start: isolateText(format.dateTime(pool.startAt, { withUtc: true })),
        end: isolateText(format.dateTime(pool.endAt, { withUtc: true })),
      }
    : null;
  return (
    <PopoverRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        {trigger ?? (
          <Button variant="ghost" size="sm">
            {t('kitSchedules.bonus.trigger')}
          </Button>
        )}
      </PopoverTrigger>
      <PopoverContent
        title={t('kitSchedules.bonus.title')}
        side={side}
        align={align}
        messages={messages}
        className={styles.content}
      >
        {params ? (
          <div className={styles.body} data-slot="bonus-rules">
            <InfoList>
              <InfoRow label={t('kitSchedules.bonus.coin')}>{params.coin}</InfoRow>
              <InfoRow label={t('kitSchedules.bonus.start')}>
                <bdi className={amountText}>{format.dateTime(pool?.startAt, { withUtc: true })}</bdi>
              </InfoRow>
              <InfoRow label={t('kitSchedules.bonus.end')}>
                <bdi className={amountText}>{format.dateTime(pool?.endAt, { withUtc: true })}</bdi>
              </InfoRow>
              <InfoRow label={t('kitSchedules.bonus.limit')}>
                <bdi className={amountText}>{format.amount(pool?.extAwardLimit, { trimZeros: true })}</bdi>
                <span className={styles.coin}>{asset}</span>
              </InfoRow>
            </InfoList>
            <section className={styles.section}>
              <h3 className={styles.heading}>{t('kitSchedules.bonus.rules')}</h3>
              <ol className={styles.list}>
                {RULE_KEYS.map((key) => (
                  <li key={key}>{t(key, params)}</li>
                ))}
              </ol>
            </section>
            <section className={styles.section}>
              <h3 className={styles.heading}>{t('kitSchedules.bonus.examples')}</h3>
              <ol className={styles.list}>
                {EXAMPLE_KEYS.map((key) => (
                  <li key={key}>{t(key, params)}</li>
                ))}
              </ol>
            </section>
          </div>
        ) : (
          (fallback ?? <SkeletonGroup count={4} shape="text" messages={messages} />)
        )}
      </PopoverContent>
    </PopoverRoot>
  );
}
