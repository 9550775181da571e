import { cx } from 'class-variance-authority';
import { useEffect, useMemo, useRef } from 'react';
import { useTermSelector } from '../../headless/useTermSelector';
import type { MessageOverrides } from '../../i18n/resolve';
import { useTranslate } from '../../context';
import { EmptyState } from '../EmptyState';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { TermCard } from './TermCard';
import type { TermOption } from './termOption';
import * as styles from './TermSelector.css';
import { common } from '../../i18n/catalogue/en/common';
import { kitBasics } from '../../i18n/catalogue/en/kitBasics';
import { simpleEarn } from '../../i18n/catalogue/en/simpleEarn';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, common, kitBasics, simpleEarn);

export interface TermSelectorProps {
  /** The terms, in the order shown (shortest first, as the exchange lists them). */
  options: readonly TermOption[];
  /** The selected term's `value` (controlled); `null` for none. */
  value?: string | null;
  /** The term selected at first (uncontrolled). Default: none. */
  defaultValue?: string | null;
  /** Called with the `value` of the newly selected term. */
  onValueChange?: (value: string) => void;
  /** While the terms load: placeholder cards, announced once as 'Loading'. */
  loading?: boolean;
  /** How many placeholder cards show while loading. Default 3. */
  loadingCount?: number;
  /** Names the group for screen readers. Default 'Term'. Use this or `aria-labelledby`. */
  'aria-label'?: string;
  /** The id of a visible heading that names the group. */
  'aria-labelledby'?: string;
  /** Extra classes for the group. */
  className?: string;
  /** Overrides for this component's strings ('kitBasics.*', 'simpleEarn.subscribe.soldOut', 'noRecord'). */
  messages?: MessageOverrides;
}

/**
 * The term cards of the subscribe dialog (SE-SUB-01): each with its term and rate, a radio group you
 * can walk with the arrow keys (which follow the reading direction, so Arabic works). A sold-out term
 * is greyed but keeps its rate and can still be chosen, so the dialog can say why it cannot be
 * subscribed (SE-STATUS-05, SE-SUB-05). Ladder, bonus and VIP terms carry badges.
 */
export function TermSelector({
  options,
  value,
  defaultValue,
  onValueChange,
  loading = false,
  loadingCount = 3,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  className,
  messages,
}: TermSelectorProps) {
  const t = useTranslate(messages, defaultMessages);
  const values = useMemo(() => options.map((option) => option.value), [options]);
  const disabled = useMemo(() => options.filter((option) => option.disabled).map((option) => option.value), [options]);
  const selector = useTermSelector({ values, value, defaultValue, onValueChange, disabled });
  const groupRef = useRef<HTMLDivElement>(null);
  // On a phone the cards are a row that scrolls sideways: a dialog opened on a term further along shows that
  // term, not the first ones. Only the row scrolls (scrollIntoView would move the dialog and the page too).
  useEffect(() => {
    const group = groupRef.current;
    const checked = group?.querySelector<HTMLElement>('[data-state="checked"]');
    if (!group || !checked || group.scrollWidth <= group.clientWidth) return;
    const row = group.getBoundingClientRect();
    const card = checked.getBoundingClientRect();
    if (card.left < row.left) group.scrollLeft += card.left - row.left;
    else if (card.right > row.right) group.scrollLeft += card.right - row.right;
  }, [loading]);

  if (loading) {
    return (
      <SkeletonGroup messages={messages} className={cx(styles.grid, className)}>
        {Array.from({ length: loadingCount }, (_, index) => (
          <Skeleton key={index} shape="block" className={styles.skeletonCard} />
        ))}
      </SkeletonGroup>
    );
  }
  if (options.length === 0) return <EmptyState size="compact" messages={messages} className={className} />;

  return (
    <div
      ref={groupRef}
      {...selector.getGroupProps()}
      aria-label={labelledBy ? undefined : (ariaLabel ?? t('kitBasics.term.label'))}
      aria-labelledby={labelledBy}
      data-slot="term-selector"
      className={cx(styles.grid, className)}
    >
      {options.map((option) => (
        <TermCard
          key={option.value}
          option={option}
          radioProps={selector.getRadioProps(option.value)}
          t={t}
          messages={messages}
        />
      ))}
    </div>
  );
}
