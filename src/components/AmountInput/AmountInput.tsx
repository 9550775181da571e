'use client';
import { useId, useMemo, type ReactNode, type Ref } from 'react';
import { useAmountInput, type AmountRejection, type UseAmountInputOptions } from '../../headless/useAmountInput';
import type { MessageOverrides } from '../../i18n/resolve';
import { isolateText } from '../../i18n/bidi';
import { interpolate } from '../../i18n/format';
import { formatAmount } from '../../i18n/formatAmount';
import { useEarn } from '../../context/context';
import { messageText, type Translate } from '../../context/useTranslate';
import { amountText, focusRing } from '../../theme/base.css';
import * as styles from './AmountInput.css';
import { amountInputVariants, type AmountInputSize } from './amountInputVariants';
import { amountInput } from '../../i18n/catalogue/en/amountInput';
import { common } from '../../i18n/catalogue/en/common';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, amountInput, common);

export interface AmountInputProps extends Omit<UseAmountInputOptions, 'id' | 'invalid' | 'describedBy'> {
  /** The visible label. Default: 'Amount' from the catalogue. */
  label?: ReactNode;
  /** The coin's ticker shown after the amount, e.g. 'USDT'; it also describes the input. */
  coin?: string;
  /** The slot under the field for the available balance (or any hint); it describes the input. */
  hint?: ReactNode;
  /** A message from a check outside the field (minimum, balance, quota): marks the field invalid. */
  error?: ReactNode;
  /** The product is sold out: the field is disabled, says so, and shows no amount error (SE-AMT-05). Default false. */
  soldOut?: boolean;
  /** Control size. Default 'md'. Touch layouts raise every size to a 44px target. */
  size?: AmountInputSize;
  /** Placeholder text. Default '0.00' from the catalogue. */
  placeholder?: string;
  /** The input's name, for forms. */
  name?: string;
  /** The input's id; generated when omitted. */
  id?: string;
  /** Overrides for this field's strings (label, Max, refusal reasons, sold out). */
  messages?: MessageOverrides;
  /** An extra class on the root element. */
  className?: string;
  /** The `<input>` element. */
  ref?: Ref<HTMLInputElement>;
}

const inputClass = `${styles.input} ${amountText}`;
const maxButtonClass = `${styles.maxButton} ${focusRing}`;

/**
 * An amount field: label, the amount (sanitised on every keystroke and paste, LP-AMT-01..07, DEC-14),
 * the coin, a Max action, a hint slot for the available balance, and a line that says what is wrong
 * (an outside error) or why the last keystroke was refused.
 *
 * No `autoFocus`: a field that takes the focus as a page loads skips what comes before it for a screen
 * reader. A dialog is where a field may start with the focus, and `ModalContent` already gives it to its
 * first field; anywhere else, focus the input through `ref` in answer to what the user did.
 */
export function AmountInput(props: AmountInputProps) {
  // No rest pattern (`...options`): copying the props minus thirteen names costs more on each
  // keystroke than handing the hook all the props, whose extra names it never reads.
  const {
    label,
    coin,
    hint,
    error,
    soldOut = false,
    size = 'md',
    placeholder,
    name,
    id,
    messages,
    className,
    ref,
    disabled = false,
  } = props;
  const { messages: catalogue, locale, numberingSystem } = useEarn();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}amount`;
  const isDisabled = disabled || soldOut;
  const showsError = !soldOut && error != null && error !== false;
  let describedBy = coin ? `${inputId}-coin` : undefined;
  if (hint != null) describedBy = describedBy ? `${describedBy} ${inputId}-hint` : `${inputId}-hint`;
  if (soldOut) describedBy = describedBy ? `${describedBy} ${inputId}-status` : `${inputId}-status`;
  const amount = useAmountInput({
    ...props,
    locale: props.locale ?? locale,
    id: inputId,
    disabled: isDisabled,
    invalid: showsError,
    describedBy,
  });
  const { maxButtonProps, errorProps, rejection, readAs } = amount;
  const showsMax = props.maxAmount !== undefined && !soldOut;

  // Everything but the input in one memo (one hook, one dependency check), so a keystroke re-renders
  // the root and the input alone: that keeps the styled field close to a plain input
  // (bench/amount-input-keystroke.mjs).
  const frame = useMemo(() => {
    // useTranslate's lookup (the messages prop, the provider's catalogue, this field's English, the
    // key), made here so it runs when those change rather than on every keystroke.
    const t: Translate = (key, params) =>
      interpolate(messageText(key, messages, catalogue, defaultMessages) ?? key, params);
    return {
      rootClass: amountInputVariants({ size, className }),
      placeholder: placeholder ?? t('amountInput.placeholder'),
      label: (
        <label className={styles.label} htmlFor={inputId}>
          {label ?? t('amountInput.label')}
        </label>
      ),
      after: (
        <>
          {coin ? (
            <span id={`${inputId}-coin`} className={styles.coin}>
              <bdi>{coin}</bdi>
            </span>
          ) : null}
          {showsMax ? (
            <button {...maxButtonProps} className={maxButtonClass}>
              {t('common.max')}
            </button>
          ) : null}
          <div aria-hidden="true" className={styles.box} />
          <div className={styles.footer}>
            {hint != null ? (
              <div id={`${inputId}-hint`} className={styles.hint}>
                {hint}
              </div>
            ) : null}
            {soldOut ? (
              <span id={`${inputId}-status`} className={styles.soldOut}>
                {t('amountInput.soldOut')}
              </span>
            ) : null}
          </div>
          {/* Always rendered: a live region must exist before its text changes for the change to be heard. */}
          <div {...errorProps} className={styles.messages}>
            {rejection ? (
              // A paste that reads as no number marks the field invalid: its message reads as an error.
              <span className={rejection.key === 'amountInput.error.unreadablePaste' ? styles.error : styles.rejection}>
                {t(rejection.key, isolatePasted(rejection))}
              </span>
            ) : null}
            {readAs !== null ? (
              <span className={styles.readAs}>
                {t('amountInput.readAs', { amount: isolateText(formatReadAs(readAs, locale, numberingSystem)) })}
              </span>
            ) : null}
            {showsError ? <span className={styles.error}>{error}</span> : null}
          </div>
        </>
      ),
    };
  }, [
    size,
    className,
    placeholder,
    inputId,
    label,
    coin,
    showsMax,
    maxButtonProps,
    hint,
    soldOut,
    errorProps,
    rejection,
    readAs,
    locale,
    numberingSystem,
    showsError,
    error,
    messages,
    catalogue,
  ]);

  return (
    <div
      className={frame.rootClass}
      data-slot="amount-input"
      data-state={soldOut ? 'soldOut' : disabled ? 'disabled' : 'idle'}
      data-size={size}
      data-invalid={showsError ? '' : undefined}
      data-disabled={isDisabled ? '' : undefined}
    >
      {frame.label}
      <input {...amount.inputProps} ref={ref} name={name} placeholder={frame.placeholder} className={inputClass} />
      {frame.after}
    </div>
  );
}

/** A pasted text inside a sentence keeps its own order, also in Arabic. */
function isolatePasted(rejection: AmountRejection) {
  const pasted = rejection.params?.pasted;
  return pasted === undefined ? rejection.params : { ...rejection.params, pasted: isolateText(String(pasted)) };
}

/** The value a paste was read as, written as the app's locale writes numbers and with every decimal it has. */
function formatReadAs(value: string, locale: string, numberingSystem: string): string {
  const dot = value.indexOf('.');
  const decimals = dot === -1 ? 0 : value.length - dot - 1;
  return formatAmount(value, { locale, numberingSystem, decimals });
}
