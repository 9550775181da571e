import { useState, type ReactNode } from 'react';
import {
  allowsEarlyRedemption,
  chooseDestination,
  destinationLabelKey,
  destinationOptions,
  destinationRates,
  initialDestination,
  showsDestinationSection,
  simpleEarnPeriodFor,
  DISABLED_DESTINATION_TIP_KEY,
  type RedemptionDestination,
} from '../../domain/launchpool/destination';
import type { RewardPool } from '../../domain/launchpool/models';
import type { AccountModeName } from '../../domain/shared/accountMode';
import type { MessageOverrides } from '../../i18n/resolve';
import { useEarn, useTranslate } from '../../context';
import { OptionGroup, messageWithElements, type OptionGroupOption } from '../OptionGroup';
import { RateText } from '../RateText';
import { useToast } from '../Toast';
import { kitChoices } from '../../i18n/catalogue/en/kitChoices';
import { launchpool } from '../../i18n/catalogue/en/launchpool';
import { RATE_BASIS } from '../../domain/shared/rateBasis';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, kitChoices, launchpool);

/** What the selector reads from a reward pool: its coin and its simple-earn and staking options. */
export type DestinationPool = Pick<RewardPool, 'coin' | 'simpleEarn' | 'staking'>;

export interface DestinationSelectorProps {
  /** The reward pool being staked in; the options and the starting destination derive from it (LP-DEST-02..07). */
  pool: DestinationPool;
  /** The chosen destination (controlled). */
  value?: RedemptionDestination;
  /**
   * The destination chosen at first (uncontrolled). Default: the pool's own (LP-DEST-02..05). When
   * uncontrolled, a different pool (another tab) starts again from its own destination (LP-STAKE-13).
   */
  defaultValue?: RedemptionDestination;
  /** Called with the newly chosen destination; never for a disabled one. */
  onValueChange?: (destination: RedemptionDestination) => void;
  /** The account mode that names the spot option ('Spot' or 'Unified account'). Default: the provider's. */
  accountMode?: AccountModeName;
  /** The group's visible name. Default: 'Redemption destination'. */
  label?: ReactNode;
  /** Overrides for this selector's strings. */
  messages?: MessageOverrides;
  /** Extra classes for the root. */
  className?: string;
}

/** A key that changes when the pool's destination rules change, so an uncontrolled choice restarts. */
function poolKeyOf(pool: DestinationPool): string {
  return JSON.stringify([pool.coin, pool.simpleEarn, pool.staking]);
}

/**
 * Where staked launchpool coins go when the event ends: fixed or flexible Simple Earn, staking (GUSD
 * minting for USDT) or spot. Renders nothing for a pool with neither simple earn nor staking
 * (LP-DEST-06). When the user's fixed term is locked in, the other options are disabled; pressing one
 * shows the tip-3 info toast (LP-DEST-07/08).
 */
export function DestinationSelector({
  pool,
  value,
  defaultValue,
  onValueChange,
  accountMode,
  label,
  messages,
  className,
}: DestinationSelectorProps) {
  const t = useTranslate(messages, defaultMessages);
  const earn = useEarn();
  const toast = useToast();
  const poolKey = poolKeyOf(pool);
  const [own, setOwn] = useState(() => ({ poolKey, destination: defaultValue ?? initialDestination(pool) }));
  let current = own;
  if (own.poolKey !== poolKey) {
    // Adjusting state while rendering: the new pool's destination shows in this same render.
    current = { poolKey, destination: initialDestination(pool) };
    setOwn(current);
  }

  if (!showsDestinationSection(pool)) return null;
  const options = destinationOptions(pool);
  const mode = accountMode ?? earn.accountMode?.mode ?? 'classic';
  const destination = value ?? current.destination;

  function choose(next: RedemptionDestination | null) {
    if (next === null) return;
    const outcome = chooseDestination(options, next);
    if (!outcome.ok) {
      toast.show({ severity: 'info', title: t(outcome.error.key), id: DISABLED_DESTINATION_TIP_KEY });
      return;
    }
    if (value === undefined) setOwn({ poolKey, destination: outcome.value });
    onValueChange?.(outcome.value);
  }

  // A fixed term's rate is fixed when the order is made; the flexible and staking rates move (P-47).
  const destinationRateBasis = (option: RedemptionDestination) =>
    option === 'fixed' ? RATE_BASIS.fixed : option === 'flexible' ? RATE_BASIS.flexible : RATE_BASIS.staking;
  const items = options.map(({ destination: option, disabled }): OptionGroupOption<RedemptionDestination> => {
    const rates = destinationRates(pool, option);
    const term = simpleEarnPeriodFor(pool, option);
    const notes: ReactNode[] = [];
    if (term !== undefined) notes.push(<span key="term">{t('kitChoices.destination.term', { days: term })}</span>);
    if (!allowsEarlyRedemption(option))
      notes.push(<span key="locked">{t('kitChoices.destination.lockedToMaturity')}</span>);
    if (rates?.bonusRate) {
      notes.push(
        <span key="bonus">
          {messageWithElements(t('kitChoices.destination.bonus'), {
            rate: <RateText rate={rates.bonusRate} basis={RATE_BASIS.fixed} compact size="sm" signed />,
          })}
        </span>,
      );
    }
    return {
      value: option,
      label: t(destinationLabelKey(option, pool.coin, mode)),
      description: notes.length > 0 ? notes : undefined,
      // The label after the figure says APR (P-47): no 'APR' word before it.
      detail: rates ? <RateText rate={rates.rate} basis={destinationRateBasis(option)} size="sm" /> : undefined,
      disabled,
      disabledReason: disabled ? t(DISABLED_DESTINATION_TIP_KEY) : undefined,
    };
  });

  return (
    <OptionGroup
      className={className}
      label={label ?? t('kitChoices.destination.label')}
      options={items}
      value={destination}
      onValueChange={choose}
      onDisabledSelect={choose}
    />
  );
}
