'use client';
import { useId } from 'react';
import { Button } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Inline, Stack } from '../../../components/layout';
import { RateText } from '../../../components/RateText';
import { Tag } from '../../../components/Tag';
import { useFormat, useTranslate, type EarnFormat, type Translate } from '../../../context';
import { isAlertMuted, type RateAlert } from '../../../domain/rateAlerts';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';
import type { MessageOverrides } from '../../../i18n/resolve';
import * as layout from '../../shared/flowLayout.css';
import * as styles from '../holdings.css';
import { MUTE_KEYS, TEXT_KEYS } from './alertText';
import { defaultMessages } from './defaultMessages';
import * as alertStyles from './rateAlerts.css';
import { useRateAlerts } from './rateAlertsContext';
import { part, RateSentence } from '../../shared/RateSentence';

/**
 * An alert's sentence with its rates as labelled `RateText`s (P-47): the market APR and a floor or reference measured
 * on it are estimates; the line of an unlent alert is the user's minimum APR; a fall is a share, not a rate.
 */
function AlertSentence({ alert, t, format }: { alert: RateAlert; t: Translate; format: EarnFormat }) {
  const text = t(TEXT_KEYS[alert.kind], {
    coin: alert.coin,
    rate: part('rate'),
    threshold: part('threshold'),
    reference: part('reference'),
    drop: part('drop'),
  });
  const rate = (value: RateAlert['rate'], basis: (typeof RATE_BASIS)['flexible' | 'minimumApr']) => (
    <RateText rate={value} basis={basis} compact size="sm" />
  );
  return (
    <RateSentence
      text={text}
      parts={{
        rate: rate(alert.rate, RATE_BASIS.flexible),
        threshold: rate(alert.threshold, alert.kind === 'notLent' ? RATE_BASIS.minimumApr : RATE_BASIS.flexible),
        reference: alert.referenceRate ? rate(alert.referenceRate, RATE_BASIS.flexible) : null,
        drop: <span data-percent="not-a-rate">{format.percent(alert.drop)}</span>,
      }}
    />
  );
}

export interface RateAlertListProps {
  /** Show the list's own heading. Default true; false when the page's heading names it. */
  showHeading?: boolean;
  /** Overrides for the list's strings. */
  messages?: MessageOverrides;
}

/**
 * The notification list of rate alerts (issue 17, P-49), newest first: what crossed, when by the exchange's clock,
 * and a Mute on each alert that quiets its watch (the coin and the kind) until unmuted from the same alert.
 */
export function RateAlertList({ showHeading = true, messages }: RateAlertListProps) {
  const t = useTranslate(messages, defaultMessages);
  const format = useFormat();
  const { state, dispatch } = useRateAlerts();
  const headingId = useId();
  const title = t('rateAlerts.list.title');

  return (
    <section
      className={styles.panel}
      data-slot="rate-alert-list"
      {...(showHeading ? { 'aria-labelledby': headingId } : { 'aria-label': title })}
    >
      {showHeading ? (
        <h2 id={headingId} className={styles.subheading}>
          {title}
        </h2>
      ) : null}
      {state.alerts.length === 0 ? (
        <EmptyState
          size="compact"
          title={t('rateAlerts.list.empty')}
          description={t('rateAlerts.list.emptyHint')}
          messages={messages}
        />
      ) : (
        <Stack as="ul" space="md" className={alertStyles.alertList}>
          {state.alerts.map((alert) => {
            const muted = isAlertMuted(state, alert);
            const keys = MUTE_KEYS[alert.kind];
            return (
              <li key={alert.id} className={alertStyles.alertItem} data-state={muted ? 'muted' : 'active'}>
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
              </li>
            );
          })}
        </Stack>
      )}
    </section>
  );
}
