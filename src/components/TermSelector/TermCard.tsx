import { cx } from 'class-variance-authority';
import type { TermRadioProps } from '../../headless/useTermSelector';
import { useEarn, type Translate } from '../../context';
import { focusRing } from '../../theme';
import type { MessageOverrides } from '../../i18n/resolve';
import { RateText } from '../RateText';
import { Tag } from '../Tag';
import type { TermOption } from './termOption';
import * as styles from './TermSelector.css';

export interface TermCardProps {
  /** The term shown. */ option: TermOption;
  /** Radio props from `useTermSelector`. */ radioProps: TermRadioProps;
  /** The translate function of the selector. */ t: Translate;
  /** The selector's string overrides, passed on to its parts. */ messages?: MessageOverrides;
}

/** The term in words: 'Flexible', or the days through Intl so '1 day' and '30 days' both read right. */
function useTermText(termDays: number | null, t: Translate): string {
  const { locale, numberingSystem } = useEarn();
  if (termDays === null) return t('kitBasics.term.flexible');
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long', numberingSystem }).format(
    termDays,
  );
}

/**
 * One term card (SE-SUB-01): the term, the rate with 'APR', and its badges. A radio whose name is its
 * whole text, so a screen reader hears '30 days, 5.25% APR, Sold out'.
 */
export function TermCard({ option, radioProps, t, messages }: TermCardProps) {
  const termText = useTermText(option.termDays, t);
  const soldOut = option.soldOut === true;
  const showsUpTo = option.upToRate != null;
  const bonusText = option.bonusCoin
    ? t('kitBasics.badge.bonusCoin', { coin: option.bonusCoin })
    : t('kitBasics.badge.bonus');
  return (
    <button
      {...radioProps}
      data-slot="term-card"
      data-variant={soldOut ? 'soldOut' : 'default'}
      className={cx(styles.card, focusRing)}
    >
      <span className={styles.head}>
        <span>{termText}</span>
        {option.vipRange ? <Tag kind="vip" vipRange={option.vipRange} messages={messages} /> : null}
      </span>
      <span className={styles.rateLine}>
        <RateText
          rate={showsUpTo ? option.upToRate : option.rate}
          basis={option.basis}
          compact
          upTo={showsUpTo}
          soldOut={soldOut}
          size="lg"
          messages={messages}
        />
      </span>
      <span className={styles.badges}>
        {option.ladder ? <span className={styles.badge.ladder}>{t('kitBasics.badge.ladder')}</span> : null}
        {option.bonus || option.bonusCoin ? <span className={styles.badge.bonus}>{bonusText}</span> : null}
        {soldOut ? <span className={styles.badge.soldOut}>{t('simpleEarn.subscribe.soldOut')}</span> : null}
      </span>
      <svg viewBox="0 0 16 16" className={styles.check} aria-hidden="true" fill="currentColor">
        <path d="M8 0a8 8 0 1 0 0 16A8 8 0 0 0 8 0Zm-1.2 11.4L3.6 8.2l1.1-1.1 2.1 2.1 4.5-4.5 1.1 1.1-5.6 5.6Z" />
      </svg>
    </button>
  );
}
