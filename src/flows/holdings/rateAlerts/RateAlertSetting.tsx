'use client';
import { Suspense, useId, useState } from 'react';
import { lazyComponent } from '../../../headless/lazyComponent';
import { Button } from '../../../components/Button';
import { Inline, Stack } from '../../../components/layout';
import { useFormat, useTranslate } from '../../../context';
import type { Rate } from '../../../domain/shared/rate';
import type { MessageOverrides } from '../../../i18n/resolve';
import * as layout from '../../shared/flowLayout.css';
import * as styles from '../holdings.css';
import { rateAlertSetting } from '../../../i18n/catalogue/en/rateAlertSetting';
import { MarketRate } from './MarketRate';
import { useRateAlerts } from './rateAlertsContext';
import { part, RateSentence } from '../../shared/RateSentence';

/** The English of the setting before its fields show (theirs load with them). */
const settingMessages = /* @__PURE__ */ Object.assign({}, rateAlertSetting);

// The fields (two amount fields) load on the first press of the button that shows them, or on its hover or focus.
// Preloaded, it renders in the press's own render.
const RateAlertForm = /* @__PURE__ */ lazyComponent(() =>
  import('./RateAlertForm').then((module) => module.RateAlertForm),
);

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

/**
 * The rate alert of one holding (issue 17, P-49): a floor ('below 5 %') and a fall from the reference ('20 %
 * below'), either or both, saved into the `RateAlertsProvider` above. The rule in force shows at once; its fields
 * show under 'Set alert' ('Change alert' once set).
 */
export function RateAlertSetting({ asset, marketRate, referenceRate, messages }: RateAlertSettingProps) {
  const t = useTranslate(messages, settingMessages);
  const format = useFormat();
  const { state } = useRateAlerts();
  const rule = state.rules[asset];
  const headingId = useId();
  const formId = useId();
  const [formOpen, setFormOpen] = useState(false);
  const reference = rule?.referenceRate ?? referenceRate ?? marketRate;

  return (
    <Stack as="section" space="lg" className={styles.panel} aria-labelledby={headingId} data-slot="rate-alert-setting">
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
      <Inline space="sm">
        <Button
          variant="secondary"
          aria-expanded={formOpen}
          aria-controls={formOpen ? formId : undefined}
          onPointerEnter={() => void RateAlertForm.preload()}
          onFocus={() => void RateAlertForm.preload()}
          onClick={() => setFormOpen(!formOpen)}
        >
          {t(rule ? 'rateAlerts.setting.change' : 'rateAlerts.setting.set')}
        </Button>
      </Inline>
      {formOpen ? (
        <Suspense fallback={null}>
          <RateAlertForm id={formId} asset={asset} reference={reference} messages={messages} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
