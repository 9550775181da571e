import { cx } from 'class-variance-authority';
import { useMemo, type ComponentPropsWithRef } from 'react';
import type { Rate } from '../../domain/shared/rate';
import type { RateBasis } from '../../domain/shared/rateBasis';
import type { MessageOverrides } from '../../i18n/resolve';
import { useFormat, useTranslate, type Translate } from '../../context';
import { amountText, visuallyHidden } from '../../theme';
import * as styles from './RateText.css';
import { kitBasics } from '../../i18n/catalogue/en/kitBasics';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, kitBasics);

export type RateTextTone = (typeof styles.rateTextToneNames)[number];
export type RateTextSize = (typeof styles.rateTextSizeNames)[number];

export interface RateTextProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /**
   * The rate as a decimal fraction (DEC-05): '0.0525' shows '5.25%'. Missing or malformed shows '--',
   * never a misleading 0 %.
   */
  rate: Rate | string | null | undefined;
  /**
   * What the rate is (P-47): APR or APY, simple or compounding, estimate or fixed, net or gross of a fee
   * (`RATE_BASIS.flexible`, `RATE_BASIS.staking`, ...). Shown after the figure and read with it.
   */
  basis: RateBasis;
  /** The short label on a list row ('APR · est.'); the full label is still what a screen reader reads. */
  compact?: boolean;
  /** Colour role: 'neutral' (default, the text colour), 'up' or 'down' (swapped where red means up). */
  tone?: RateTextTone;
  /** 'sm', 'md' (default), 'lg' or 'display' (the big figure of a product card). */
  size?: RateTextSize;
  /** Greys the rate, still shown (SE-STATUS-05). Say 'Sold out' in words nearby: colour alone is not enough. */
  soldOut?: boolean;
  /** The top of a range ('1.20% – 9.50%'), one label for both ends: a coin's rates across its terms. */
  rateTo?: Rate | string | null;
  /** The ladder form: 'Up to 8.00%', for the highest rate of a rate ladder. */
  upTo?: boolean;
  /** Percent decimals. Default 2 (DEC-05); a daily rate needs more to tell tiers apart. */
  decimals?: number;
  /** Drops trailing zeros of `decimals` ('0.09%' rather than '0.0900%'), for a fee worked out to four decimals. */
  trimZeros?: boolean;
  /** Prints '+' on a positive rate ('+1.20%'), for a bonus or voucher rate added to another. */
  signed?: boolean;
  /** Overrides for this component's strings ('kitBasics.rate.upTo', 'kitBasics.rate.basis.*'). */
  messages?: MessageOverrides;
}

/** Splits a message around one placeholder, so the filled-in part can be its own element. */
function around(message: string, marker: string): [string, string] {
  const at = message.indexOf(marker);
  return at === -1 ? [message, ''] : [message.slice(0, at), message.slice(at + marker.length)];
}

const MARKER = '\u0000';

/** The label in full ('APR, simple, estimate, net') and short ('APR · est.'). */
function rateBasisLabels(basis: RateBasis, t: Translate): { full: string; compact: string } {
  if (basis.kind !== 'yield') {
    const word = t(`kitBasics.rate.basis.${basis.kind}`);
    return { full: word, compact: word };
  }
  const measure = t(`kitBasics.rate.basis.${basis.measure}`);
  return {
    full: t('kitBasics.rate.basis.full', {
      measure,
      compounding: t(`kitBasics.rate.basis.${basis.compounding}`),
      certainty: t(`kitBasics.rate.basis.${basis.certainty}`),
      fee: t(`kitBasics.rate.basis.${basis.fee}`),
    }),
    compact: t('kitBasics.rate.basis.compact', {
      measure,
      certainty: t(`kitBasics.rate.basis.short.${basis.certainty}`),
    }),
  };
}

/**
 * A rate label's text in full ('APR, simple, estimate, net', what a screen reader reads after the figure) and short
 * ('APR · est.', on screen in a dense place), for a part that writes a rate into a sentence or an attribute where no
 * `RateText` can stand (a chart's summary and its points, P-47): it then reads as `RateText` does.
 */
export function useRateBasisLabels(
  basis: RateBasis | undefined,
  messages?: MessageOverrides,
): { full: string; compact: string } | undefined {
  const t = useTranslate(messages, defaultMessages);
  return useMemo(() => (basis ? rateBasisLabels(basis, t) : undefined), [basis, t]);
}

/**
 * A rate as a percent with 2 decimals (DEC-05), in tabular numerals inside `<bdi>` so right-to-left
 * text never reorders it. Digits are rounded down, so a shown rate never overstates a yield.
 */
export function RateText({
  rate,
  rateTo,
  basis,
  decimals,
  compact = false,
  tone = 'neutral',
  size = 'md',
  soldOut = false,
  upTo = false,
  signed = false,
  trimZeros = false,
  messages,
  className,
  ...rest
}: RateTextProps) {
  const format = useFormat();
  const t = useTranslate(messages, defaultMessages);
  const figure = (
    <bdi className={amountText}>
      {format.percent(rate, { signDisplay: signed ? 'exceptZero' : 'auto', decimals, trimZeros })}
    </bdi>
  );
  const [before, after] = upTo ? around(t('kitBasics.rate.upTo', { rate: MARKER }), MARKER) : ['', ''];
  const labels = rateBasisLabels(basis, t);
  return (
    <span
      {...rest}
      data-slot="rate-text"
      data-variant={tone}
      data-disabled={soldOut ? '' : undefined}
      data-rate-basis={basis.kind === 'yield' ? `${basis.measure} ${basis.certainty}` : basis.kind}
      className={cx(styles.base, styles.tone[tone], styles.size[size], className)}
    >
      {/* The message's own spaces are kept, so 'Up to 8.00%' reads as words in any language. */}
      {before ? <span className={styles.words}>{before}</span> : null}
      {figure}
      {rateTo == null ? null : (
        <>
          <span className={styles.dash}>–</span>
          <bdi className={amountText}>{format.percent(rateTo, { decimals, trimZeros })}</bdi>
        </>
      )}
      {after ? <span className={styles.words}>{after}</span> : null}{' '}
      {compact ? (
        <span className={styles.basis}>
          <span aria-hidden="true">{labels.compact}</span>
          <span className={visuallyHidden}>{labels.full}</span>
        </span>
      ) : (
        <span className={styles.basis}>{labels.full}</span>
      )}
    </span>
  );
}
