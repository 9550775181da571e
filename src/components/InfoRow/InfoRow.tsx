import { cx } from 'class-variance-authority';
import { createContext, useContext, useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { MessageOverrides } from '../../i18n/resolve';
import { useFormat, useTranslate } from '../../context';
import { amountText, focusRing, visuallyHidden } from '../../theme';
import { Tooltip } from '../Tooltip';
import { InfoIcon } from './InfoIcon';
import * as styles from './InfoRow.css';
import { kitBasics } from '../../i18n/catalogue/en/kitBasics';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, kitBasics);

export type InfoListVariant = (typeof styles.infoListVariantNames)[number];

const InfoListContext = /* @__PURE__ */ createContext(false);

export interface InfoListProps extends ComponentPropsWithRef<'dl'> {
  /** 'plain' (default) or 'divided' by hairlines, as in a holding detail panel. */
  variant?: InfoListVariant;
}

/** A list of label/value rows (`<dl>`): the parent every `InfoRow` needs. */
export function InfoList({ variant = 'plain', className, children, ...rest }: InfoListProps) {
  return (
    <InfoListContext.Provider value>
      <dl {...rest} data-slot="info-list" data-variant={variant} className={cx(styles.list, className)}>
        {children}
      </dl>
    </InfoListContext.Provider>
  );
}

export interface InfoRowProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** What the row is ('Principal', 'APR'). */
  label: ReactNode;
  /** A short explanation of the label, shown by an info button beside it (hover, focus or tap). */
  tooltip?: ReactNode;
  /** An amount as a decimal string: shown rounded down to `decimals`, in tabular numerals, with `coin`. */
  amount?: string | null;
  /** The coin ticker shown beside `amount`. */
  coin?: string;
  /** Decimals shown for `amount`. Default 8 (SH-CONST-08). */
  decimals?: number;
  /** The value, when it is not a plain amount: a rate, a date, a switch, a link. Shown after `amount`. */
  children?: ReactNode;
  /** Overrides for this component's strings ('kitBasics.infoRow.moreAbout'). */
  messages?: MessageOverrides;
}

/**
 * One label/value row of an `InfoList`, as in a stake modal (LP-STAKE-04), a holding detail
 * (HD-FIXED, HD-FLEX) or a result dialog (SH-DIALOG-01). The value sits at the inline end; an amount
 * is in tabular numerals inside `<bdi>`, with its ticker.
 */
export function InfoRow({
  label,
  tooltip,
  amount,
  coin,
  decimals,
  children,
  messages,
  className,
  ...rest
}: InfoRowProps) {
  if (!useContext(InfoListContext)) throw new Error('`InfoRow` must be used inside an `InfoList`.');
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const labelId = useId();
  const prefixId = useId();
  return (
    <div {...rest} data-slot="info-row" className={cx(styles.row, className)}>
      <dt className={styles.label}>
        <span id={labelId}>{label}</span>
        {tooltip != null ? (
          <Tooltip content={tooltip}>
            {/* Named 'More information about <label>', so each row's button says which row it explains. */}
            <button
              type="button"
              aria-labelledby={`${prefixId} ${labelId}`}
              className={cx(styles.infoButton, focusRing)}
            >
              <span id={prefixId} className={visuallyHidden}>
                {t('kitBasics.infoRow.moreAbout')}
              </span>
              <InfoIcon className={styles.infoIcon} />
            </button>
          </Tooltip>
        ) : null}
      </dt>
      <dd className={styles.value}>
        {amount !== undefined ? (
          <>
            <bdi className={amountText}>{format.amount(amount, decimals === undefined ? undefined : { decimals })}</bdi>
            {coin ? (
              <>
                {' '}
                <span className={styles.coin}>{coin}</span>
              </>
            ) : null}
          </>
        ) : null}
        {children}
      </dd>
    </div>
  );
}
