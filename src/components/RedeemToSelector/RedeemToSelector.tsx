import type { ReactNode } from 'react';
import { DEFAULT_REDEEM_ACCOUNT_TYPE, RedeemAccountType } from '../../domain/simpleEarn/constants';
import { spotRedeemLabelKey, type AccountModeName } from '../../domain/shared/accountMode';
import type { MessageOverrides } from '../../i18n/resolve';
import { useEarn, useTranslate } from '../../context';
import { useControllableState } from '../../headless/useControllableState';
import { OptionGroup, type OptionGroupOption } from '../OptionGroup';
import { useToast } from '../Toast';
import { kitChoices } from '../../i18n/catalogue/en/kitChoices';
import { launchpool } from '../../i18n/catalogue/en/launchpool';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, kitChoices, launchpool);

export interface RedeemToSelectorProps {
  /** The chosen account: 1 Simple Earn flexible, 0 spot or unified account (SE-DEST-02), controlled. */
  value?: RedeemAccountType;
  /** The account chosen at first (uncontrolled). Default 1, flexible (SE-DEST-03). */
  defaultValue?: RedeemAccountType;
  /** Called with the newly chosen account. */
  onValueChange?: (value: RedeemAccountType) => void;
  /** The account mode that names the spot option ('Spot' or 'Unified account', SH-MODE-04). Default: the provider's. */
  accountMode?: AccountModeName;
  /**
   * Why the choice cannot change now, e.g. a fixed holding within its last hour (SE-DEST-04, the message
   * of `fixedOrderActionAvailability`). With it both options are disabled, stay focusable, and pressing
   * one shows the reason as an info toast.
   */
  unavailableReason?: string;
  /** The group's visible name. Default: 'Redeem to'. */
  label?: ReactNode;
  /** Overrides for this selector's strings. */
  messages?: MessageOverrides;
  /** Extra classes for the root. */
  className?: string;
}

/**
 * Where a fixed Simple Earn order's principal and interest go at maturity: Simple Earn flexible, or the
 * spot account, named 'Unified account' when the user's account mode is unified (SE-DEST-01, SH-MODE-04).
 */
export function RedeemToSelector({
  value: valueProp,
  defaultValue = DEFAULT_REDEEM_ACCOUNT_TYPE,
  onValueChange,
  accountMode,
  unavailableReason,
  label,
  messages,
  className,
}: RedeemToSelectorProps) {
  const t = useTranslate(messages, defaultMessages);
  const earn = useEarn();
  const toast = useToast();
  const [value, setValue] = useControllableState<RedeemAccountType>({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
  const mode = accountMode ?? earn.accountMode?.mode ?? 'classic';
  const disabled = unavailableReason !== undefined;

  const options: OptionGroupOption<RedeemAccountType>[] = [
    {
      value: RedeemAccountType.flexible,
      label: t('launchpool.destination.flexible'),
      description: t('kitChoices.redeemTo.flexibleHint'),
      disabled,
      disabledReason: unavailableReason,
    },
    {
      value: RedeemAccountType.spot,
      label: t(spotRedeemLabelKey(mode)),
      description: t('kitChoices.redeemTo.spotHint'),
      disabled,
      disabledReason: unavailableReason,
    },
  ];

  return (
    <OptionGroup
      className={className}
      label={label ?? t('kitChoices.redeemTo.label')}
      options={options}
      value={value}
      onValueChange={(next) => {
        if (next !== null) setValue(next);
      }}
      onDisabledSelect={() => {
        if (unavailableReason)
          toast.show({ severity: 'info', title: unavailableReason, id: 'kitChoices.redeemTo.unavailable' });
      }}
    />
  );
}
