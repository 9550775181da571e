import { cx } from 'class-variance-authority';
import { useId, useRef, type ReactNode } from 'react';
import type { Voucher } from '../../domain/simpleEarn/models';
import {
  hasVoucherUpperLimit,
  rateUpVoucherBonus,
  voucherExpiresAt,
  type VoucherSelection,
} from '../../domain/simpleEarn/vouchers';
import { useVoucherSelection } from '../../headless/useVoucherSelection';
import type { MessageOverrides } from '../../i18n/resolve';
import { useFormat, useTranslate } from '../../context';
import { amountText } from '../../theme';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { InfoList, InfoRow } from '../InfoRow';
import { OptionGroup, messageWithElements, type OptionGroupOption } from '../OptionGroup';
import { RateText } from '../RateText';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import * as styles from './VoucherPicker.css';
import { common } from '../../i18n/catalogue/en/common';
import { kitChoices } from '../../i18n/catalogue/en/kitChoices';
import { RATE_BASIS } from '../../domain/shared/rateBasis';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, common, kitChoices);

export interface VoucherPickerProps {
  /** The rate-up vouchers recommended for the product, in the API's order (SE-VOUCH-01). */
  vouchers: readonly Voucher[] | undefined;
  /** True while the vouchers load: placeholders show and nothing is selected yet. */
  loading?: boolean;
  /** True when the vouchers failed to load: 'Networkerr' shows, with Retry when `onRetry` is given. */
  error?: boolean;
  /** Loads the vouchers again, from the error state. */
  onRetry?: () => void;
  /** The selected voucher's id, or null for none (controlled). */
  value?: VoucherSelection;
  /** The selection at first (uncontrolled). Default: the first recommended voucher (SE-VOUCH-02). */
  defaultValue?: VoucherSelection;
  /** Called with the new selection and its voucher (null when deselected or revoked). */
  onValueChange?: (selection: VoucherSelection, voucher: Voucher | null) => void;
  /** Selects the first recommended voucher when a list loads (SE-VOUCH-02). Default true. */
  autoSelect?: boolean;
  /**
   * The amount being subscribed, as decimal text: shows the selected voucher's estimated extra interest (SE-VOUCH-09).
   */
  amount?: string;
  /** The group's visible name. Default: 'Rate-up vouchers'. */
  label?: ReactNode;
  /** Overrides for this picker's strings. */
  messages?: MessageOverrides;
  /** Extra classes for the root. */
  className?: string;
}

/** Skeleton cards shown while the vouchers load. */
const LOADING_CARDS = 2;

/**
 * The rate-up voucher chooser of a fixed-product subscription: each voucher with its extra APR, how
 * long the boost lasts, its purchase limits and its expiry date and time (SE-VOUCH-01, SE-VOUCH-10).
 * The first recommended voucher is selected on load, pressing the selected one deselects it, and 'Don't
 * use a voucher' revokes the choice (SE-VOUCH-02..04).
 */
export function VoucherPicker({
  vouchers,
  loading = false,
  error = false,
  onRetry,
  value,
  defaultValue,
  onValueChange,
  autoSelect,
  amount,
  label,
  messages,
  className,
}: VoucherPickerProps) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const headingId = useId();
  const groupRef = useRef<HTMLDivElement>(null);
  const list = loading || error ? undefined : vouchers;
  const selection = useVoucherSelection({ vouchers: list, value, defaultValue, onValueChange, autoSelect });
  const title = label ?? t('kitChoices.voucher.label');

  const figure = (text: string) => <bdi className={amountText}>{text}</bdi>;
  const limit = (value: string) => figure(format.amount(value, { trimZeros: true }));

  function optionOf(voucher: Voucher): OptionGroupOption<Voucher['id']> {
    const coin = voucher.usingCurrency;
    const limits = hasVoucherUpperLimit(voucher)
      ? messageWithElements(t('kitChoices.voucher.limits'), {
          min: limit(voucher.buyLimitLow),
          max: limit(voucher.buyLimitHigh),
          coin,
        })
      : messageWithElements(t('kitChoices.voucher.noUpperLimit'), { min: limit(voucher.buyLimitLow), coin });
    return {
      value: voucher.id,
      // The exchange's name for the voucher, which may quote a rate ('APR +2% for 10 days'): a name, not a rate we
      // show; the labelled rate is the detail beside it (P-47).
      label: <span data-percent="not-a-rate">{voucher.title}</span>,
      detail: messageWithElements(t('kitChoices.voucher.rateUp'), {
        rate: <RateText rate={voucher.rateRatio} basis={RATE_BASIS.fixed} size="sm" signed tone="up" />,
      }),
      description: [
        <span key="days">
          {messageWithElements(t('kitChoices.voucher.days'), { days: figure(String(voucher.rateDay)) })}
        </span>,
        <span key="limits">{limits}</span>,
        <span key="expires">
          {messageWithElements(t('kitChoices.voucher.expires'), {
            date: figure(format.dateTime(voucherExpiresAt(voucher))),
          })}
        </span>,
      ],
    };
  }

  function revoke() {
    selection.revoke();
    // The revoke button disables itself; focus goes back to the list rather than to the page.
    groupRef.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
  }

  let body: ReactNode;
  if (error && !loading) {
    body = <ErrorState size="compact" onRetry={onRetry} messages={messages} />;
  } else if (list === undefined) {
    body = (
      <SkeletonGroup messages={messages}>
        {Array.from({ length: LOADING_CARDS }, (_, index) => (
          <Skeleton key={index} shape="block" className={styles.skeletonCard} />
        ))}
      </SkeletonGroup>
    );
  } else if (list.length === 0) {
    body = <EmptyState size="compact" title={t('kitChoices.voucher.empty')} messages={messages} />;
  } else {
    const bonus = selection.voucher && amount ? rateUpVoucherBonus(amount, selection.voucher) : null;
    body = (
      <>
        <div ref={groupRef}>
          <OptionGroup
            labelledBy={headingId}
            options={list.map(optionOf)}
            value={selection.selection}
            allowDeselect
            // Pressing the selected voucher reports null; the domain's toggle decides what that means.
            onValueChange={(next) => selection.toggle(next ?? (selection.selection as Voucher['id']))}
          />
        </div>
        {bonus !== null && selection.voucher ? (
          <InfoList>
            <InfoRow
              label={t('kitChoices.voucher.estimatedBonus')}
              amount={bonus}
              coin={selection.voucher.usingCurrency}
              messages={messages}
            />
          </InfoList>
        ) : null}
        <div className={styles.actions}>
          <Button variant="ghost" size="sm" disabled={selection.selection === null} onClick={revoke}>
            {t('kitChoices.voucher.revoke')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className={cx(styles.root, className)} data-slot="voucher-picker">
      <span id={headingId} className={styles.heading}>
        {title}
      </span>
      {body}
    </div>
  );
}
