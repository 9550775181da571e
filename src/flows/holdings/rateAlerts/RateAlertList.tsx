'use client';
import { lazy, Suspense, useId } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { Stack } from '../../../components/layout';
import { useTranslate } from '../../../context';
import { rateAlertList } from '../../../i18n/catalogue/en/rateAlertList';
import type { MessageOverrides } from '../../../i18n/resolve';
import * as styles from '../holdings.css';
import { useRateAlerts } from './rateAlertsContext';

/** The English of the list before it lists an alert (the items' strings load with them). */
const listMessages = /* @__PURE__ */ Object.assign({}, rateAlertList);

// The items (each alert's sentence, time, muted tag and Mute button) load when there is an alert to list: the server
// keeps no alerts (the host restores them in the browser), so its paint is always the empty state.
const RateAlertItems = /* @__PURE__ */ lazy(() =>
  import('./RateAlertItems').then((module) => ({ default: module.RateAlertItems })),
);

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
  const t = useTranslate(messages, listMessages);
  const { state } = useRateAlerts();
  const headingId = useId();
  const title = t('rateAlerts.list.title');

  return (
    <Stack
      as="section"
      space="lg"
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
        <Suspense fallback={null}>
          <RateAlertItems messages={messages} />
        </Suspense>
      )}
    </Stack>
  );
}
