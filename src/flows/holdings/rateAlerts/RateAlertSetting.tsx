'use client';
import { useId, useState } from 'react';
import { AmountInput } from '../../../components/AmountInput';
import { Button } from '../../../components/Button';
import { Inline, Stack } from '../../../components/layout';
import { RateText } from '../../../components/RateText';
import { useToast } from '../../../components/Toast';
import { useFormat, useTranslate } from '../../../context';
import { toDecimal } from '../../../domain/decimal';
import { rateFromPercent, rateToPercentValueText, type Rate } from '../../../domain/shared/rate';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';
import type { MessageOverrides } from '../../../i18n/resolve';
import * as layout from '../../shared/flowLayout.css';
import * as styles from '../holdings.css';
import { defaultMessages } from './defaultMessages';
import { useRateAlerts } from './rateAlertsContext';
import { part, RateSentence } from './RateSentence';

/** Percentages are typed with 2 decimals, as the minimum APR is (SE-APR-05). */
const PERCENT_DECIMALS = 2;

export interface RateAlertSettingProps {
  /** The flexible position's coin: the holding the alert belongs to. */
  asset: string;
  /** The market APR now (next_time_rate_year), which the alert watches. */
  marketRate: Rate;
  /**
   * The APR a fall is measured from when the alert is first set: the rate when the user subscribed, if the host
   * knows it. Default: the market APR now. A saved alert keeps its reference when edited.
   */
  referenceRate?: Rate;
  /** Overrides for the setting's strings. */
  messages?: MessageOverrides;
}

/** A market APR, or a line measured on it, as a labelled rate (P-47); '--' when there is none. */
function MarketRate({ rate, placeholder }: { rate: Rate | null; placeholder: string }) {
  return rate ? <RateText rate={rate} basis={RATE_BASIS.flexible} compact size="sm" /> : <>{placeholder}</>;
}

const percentText = (rate: Rate | null | undefined) => (rate ? rateToPercentValueText(rate) : '');

/**
 * The rate alert of one holding (issue 17, P-49): a floor ('below 5 %') and a fall from the reference ('20 %
 * below'), either or both, saved into the `RateAlertsProvider` above.
 */
export function RateAlertSetting({ asset, marketRate, referenceRate, messages }: RateAlertSettingProps) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const toasts = useToast();
  const { state, dispatch } = useRateAlerts();
  const rule = state.rules[asset];
  const headingId = useId();
  const [floorText, setFloorText] = useState(() => percentText(rule?.floor));
  const [dropText, setDropText] = useState(() => (rule?.drop ? toDecimal(rule.drop).times(100).toFixed() : ''));
  const reference = rule?.referenceRate ?? referenceRate ?? marketRate;
  const dropTooLarge = dropText !== '' && toDecimal(dropText).greaterThan(100);
  const canSave = (floorText !== '' || dropText !== '') && !dropTooLarge;

  const save = () => {
    const drop = dropText === '' ? null : rateFromPercent(dropText);
    dispatch({
      type: 'RULE.SET',
      rule: { holdingId: asset, coin: asset, floor: rateFromPercent(floorText), drop, referenceRate: reference },
    });
    toasts.show({ severity: 'success', title: t('rateAlerts.setting.saved'), id: `rate-alert-setting-${asset}` });
  };
  const remove = () => {
    dispatch({ type: 'RULE.REMOVE', holdingId: asset });
    setFloorText('');
    setDropText('');
    toasts.show({ severity: 'success', title: t('rateAlerts.setting.removed'), id: `rate-alert-setting-${asset}` });
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-slot="rate-alert-setting">
      <Stack space="xxs">
        <h3 id={headingId} className={styles.subheading}>
          {t('rateAlerts.setting.title')}
        </h3>
        <p className={layout.secondaryText}>
          <RateSentence
            text={t('rateAlerts.setting.description', { coin: asset, rate: part('rate') })}
            parts={{ rate: <MarketRate rate={marketRate} placeholder={format.percent(null)} /> }}
          />
        </p>
        <p className={layout.secondaryText} data-slot="rate-alert-current">
          {rule ? (
            <RateSentence
              text={t('rateAlerts.setting.current', { floor: part('floor'), drop: part('drop') })}
              parts={{
                floor: <MarketRate rate={rule.floor} placeholder={format.percent(null)} />,
                // A fall is a share of the reference, not a rate.
                drop: <span data-percent="not-a-rate">{format.percent(rule.drop)}</span>,
              }}
            />
          ) : (
            t('rateAlerts.setting.none')
          )}
        </p>
      </Stack>
      <AmountInput
        label={t('rateAlerts.setting.floor')}
        coin="%"
        decimals={PERCENT_DECIMALS}
        value={floorText}
        onValueChange={setFloorText}
        messages={messages}
      />
      <AmountInput
        label={t('rateAlerts.setting.drop')}
        coin="%"
        decimals={PERCENT_DECIMALS}
        value={dropText}
        onValueChange={setDropText}
        hint={
          <RateSentence
            text={t('rateAlerts.setting.dropHint', { reference: part('reference') })}
            parts={{ reference: <MarketRate rate={reference} placeholder={format.percent(null)} /> }}
          />
        }
        error={dropTooLarge ? t('rateAlerts.setting.dropTooLarge') : undefined}
        messages={messages}
      />
      <Inline space="sm">
        <Button variant="primary" onClick={save} disabled={!canSave}>
          {t('rateAlerts.setting.save')}
        </Button>
        {rule ? (
          <Button variant="secondary" onClick={remove}>
            {t('rateAlerts.setting.remove')}
          </Button>
        ) : null}
      </Inline>
    </section>
  );
}
