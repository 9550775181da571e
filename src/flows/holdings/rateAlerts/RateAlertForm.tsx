'use client';
import { useState } from 'react';
import { AmountInput } from '../../../components/AmountInput';
import { Button } from '../../../components/Button';
import { Inline, Stack } from '../../../components/layout';
import { useToast } from '../../../components/Toast';
import { useFormat, useTranslate } from '../../../context';
import { toDecimal } from '../../../domain/decimal';
import { rateFromPercent, rateToPercentValueText, type Rate } from '../../../domain/shared/rate';
import type { MessageOverrides } from '../../../i18n/resolve';
import { defaultMessages } from './defaultMessages';
import { useRateAlerts } from './rateAlertsContext';
import { MarketRate } from './MarketRate';
import { part, RateSentence } from '../../shared/RateSentence';

/** Percentages are typed with 2 decimals, as the minimum APR is (SE-APR-05). */
const PERCENT_DECIMALS = 2;

const percentText = (rate: Rate | null | undefined) => (rate ? rateToPercentValueText(rate) : '');

interface RateAlertFormProps {
  /** The holding's coin. */
  asset: string;
  /** The APR a fall is measured from (the saved rule's, else the setting's reference). */
  reference: Rate;
  /** The form's id, which the setting's button controls. */
  id: string;
  messages?: MessageOverrides;
}

/**
 * The fields of a holding's rate alert (the floor, the fall) with Save and Remove: `RateAlertSetting` loads it on the
 * first press of its button, so the two amount fields' code is not part of the holding detail's first paint.
 */
export function RateAlertForm({ asset, reference, id, messages }: RateAlertFormProps) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const toasts = useToast();
  const { state, dispatch } = useRateAlerts();
  const rule = state.rules[asset];
  const [floorText, setFloorText] = useState(() => percentText(rule?.floor));
  const [dropText, setDropText] = useState(() => (rule?.drop ? toDecimal(rule.drop).times(100).toFixed() : ''));
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
    <Stack id={id} space="lg">
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
        // A fall is a share of the reference, not a rate (P-47).
        error={dropTooLarge ? <span data-percent="not-a-rate">{t('rateAlerts.setting.dropTooLarge')}</span> : undefined}
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
    </Stack>
  );
}
