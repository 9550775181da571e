import { RateText } from '../../../components/RateText';
import type { EarnFormat, Translate } from '../../../context';
import type { RateAlert } from '../../../domain/rateAlerts';
import { RATE_BASIS } from '../../../domain/shared/rateBasis';
import { part, RateSentence } from '../../shared/RateSentence';
import { TEXT_KEYS } from './alertText';

/**
 * An alert's sentence with its rates as labelled `RateText`s (P-47): the market APR and a floor or reference measured
 * on it are estimates; the line of an unlent alert is the user's minimum APR; a fall is a share, not a rate.
 */
export function AlertSentence({ alert, t, format }: { alert: RateAlert; t: Translate; format: EarnFormat }) {
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
