import { cx } from 'class-variance-authority';
import { eligibilityLadder, eligibilityTip } from '../../domain/launchpool';
import type { TransactionTierConfig } from '../../domain/launchpool';
import { isolateText } from '../../i18n/bidi';
import type { MessageOverrides } from '../../i18n/resolve';
import { useFormat, useTranslate } from '../../context';
import { AmountCell } from './AmountCell';
import { LadderTable } from './LadderTable';
import * as styles from './TierLadder.css';
import { common } from '../../i18n/catalogue/en/common';
import { kitSchedules } from '../../i18n/catalogue/en/kitSchedules';
import { simpleEarn } from '../../i18n/catalogue/en/simpleEarn';
import { launchpool } from '../../i18n/catalogue/en/launchpool';

/**
 * The English this component shows (the source language; a provider layers translations over it): only its own
 * namespaces, so it does not bundle the whole catalogue.
 */
const defaultMessages = /* @__PURE__ */ Object.assign({}, common, kitSchedules, simpleEarn, launchpool);

/** The USD trading volume is quoted in USD (LP-ELIG-02). */
const USD = 'USD';

export interface TierLadderProps {
  /** The pool's `transaction_config`: one tier T1..Tn per entry, with its USD volume and cap (DEC-19). */
  transactionConfig: readonly TransactionTierConfig[];
  /**
   * The user's USD trading volume over the window (`user_transaction_amount`); null when there is no user (a
   * guest): the ladder alone, with no tier of theirs, no volume and no tip.
   */
  userTransactionAmount: string | null;
  /** `transaction_days`; missing or not positive means 60 (DEC-19). */
  transactionDays?: number | null;
  /** The pool's coin: the cap's ticker. */
  coin: string;
  /** While the pool loads: placeholders instead of the ladder. */
  loading?: boolean;
  /** Extra class on the wrapper. */
  className?: string;
  /** Overrides for this component's strings. */
  messages?: MessageOverrides;
}

/**
 * The eligibility (staking-cap) ladder (LP-ELIG-02..04, DEC-19): tiers T1..Tn with the USD volume each
 * needs and the cap in the coin, the user's tier highlighted, and the tip with the volume still needed
 * for the next tier. The tiers, the user's tier and the tip come from `eligibilityLadder`.
 */
export function TierLadder({
  transactionConfig,
  userTransactionAmount,
  transactionDays,
  coin,
  loading = false,
  className,
  messages,
}: TierLadderProps) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const ladder = eligibilityLadder({
    transactionConfig,
    userTransactionAmount: userTransactionAmount ?? '0',
    transactionDays,
  });
  const tip = eligibilityTip(ladder, coin);
  const hasVolume = userTransactionAmount !== null;
  const exact = (amount: string) => format.amount(amount, { trimZeros: true });
  return (
    <div data-slot="tier-ladder" className={cx(styles.section, className)}>
      <LadderTable
        caption={t('kitSchedules.eligibility.caption')}
        loading={loading}
        messages={messages}
        currentLabel={t('kitSchedules.eligibility.yourTier')}
        columns={[
          { id: 'tier', header: t('kitSchedules.eligibility.tier') },
          {
            id: 'volume',
            header: t('kitSchedules.eligibility.volume', { days: ladder.transactionDays }),
            align: 'end',
          },
          { id: 'cap', header: t('kitSchedules.eligibility.cap'), align: 'end' },
        ]}
        rows={ladder.tiers.map((tier) => ({
          id: tier.label,
          current: hasVolume && ladder.currentTier?.number === tier.number,
          cells: [
            tier.label,
            <AmountCell key="volume" text={exact(tier.transactionAmount)} coin={USD} />,
            tier.mortgageLimit === null ? '--' : <AmountCell key="cap" text={exact(tier.mortgageLimit)} coin={coin} />,
          ],
        }))}
      />
      {!loading && hasVolume && ladder.tiers.length > 0 ? (
        <>
          <p className={styles.summary}>
            {t('kitSchedules.eligibility.yourVolume', {
              amount: isolateText(format.amount(userTransactionAmount, { decimals: 2, trimZeros: true })),
            })}
          </p>
          <p className={styles.tip} data-slot="tier-ladder-tip">
            {tip
              ? t(tip.key, {
                  ...tip.params,
                  amount: isolateText(format.amount(String(tip.params?.amount ?? ''), { decimals: 2 })),
                  cap: tip.params?.cap === '--' ? '--' : isolateText(exact(String(tip.params?.cap ?? ''))),
                })
              : t('kitSchedules.eligibility.topTier')}
          </p>
        </>
      ) : null}
    </div>
  );
}
