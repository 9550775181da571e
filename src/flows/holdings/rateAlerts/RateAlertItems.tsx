'use client';
import { Button } from '../../../components/Button';
import { Inline, Stack } from '../../../components/layout';
import { Tag } from '../../../components/Tag';
import { useFormat, useTranslate } from '../../../context';
import { isAlertMuted } from '../../../domain/rateAlerts';
import type { MessageOverrides } from '../../../i18n/resolve';
import * as layout from '../../shared/flowLayout.css';
import { AlertSentence } from './AlertSentence';
import { MUTE_KEYS } from './alertText';
import { defaultMessages } from './defaultMessages';
import * as alertStyles from './rateAlerts.css';
import { useRateAlerts } from './rateAlertsContext';

/**
 * The listed rate alerts, newest first: what crossed, when by the exchange's clock, and a Mute on each alert that
 * quiets its watch (the coin and the kind) until unmuted from the same alert. `RateAlertList` loads it when there is
 * an alert to list.
 */
export function RateAlertItems({ messages }: { readonly messages?: MessageOverrides }) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const { state, dispatch } = useRateAlerts();
  return (
    <Stack as="ul" space="md" className={alertStyles.alertList}>
      {state.alerts.map((alert) => {
        const muted = isAlertMuted(state, alert);
        const keys = MUTE_KEYS[alert.kind];
        return (
          <Inline
            as="li"
            space="sm"
            align="between"
            key={alert.id}
            className={alertStyles.alertItem}
            data-state={muted ? 'muted' : 'active'}
          >
            <Stack space="xxs">
              <p className={alertStyles.alertText}>
                <AlertSentence alert={alert} t={t} format={format} />
              </p>
              <Inline space="xs" alignY="center">
                <time className={layout.secondaryText} dateTime={new Date(alert.at).toISOString()}>
                  {format.dateTime(alert.at)}
                </time>
                {muted ? <Tag kind="neutral">{t('rateAlerts.alert.muted')}</Tag> : null}
              </Inline>
            </Stack>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t(muted ? keys.unmute : keys.mute, { coin: alert.coin })}
              onClick={() => dispatch({ type: muted ? 'ALERT.UNMUTE' : 'ALERT.MUTE', alertId: alert.id })}
            >
              {t(muted ? 'rateAlerts.alert.unmute' : 'rateAlerts.alert.mute')}
            </Button>
          </Inline>
        );
      })}
    </Stack>
  );
}
