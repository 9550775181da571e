import { Link, useLocation } from '../router';
import { Stack } from 'earnkit';
import * as css from '../App.css';
import { exchangeDestinationOf } from '../exchangeDestinations';
import { useAppMessages } from '../useAppMessages';
import * as styles from './ExchangePage.css';

/**
 * A page of the exchange outside earn (DEC-32): deposit, trade, the account's funds, help, a document.
 * It names the destination and what the link carries (coin, pair, product type), so every link of the
 * earn section lands on something true; a real host serves its own pages at these routes.
 */
export function ExchangePage() {
  const t = useAppMessages();
  const { pathname, search } = useLocation();
  // The router only renders this page on a route of the table, so a destination is always found.
  const destination = exchangeDestinationOf(pathname, search);
  if (!destination) return null;
  return (
    <Stack as="section" space="md" align="start" className={css.card} aria-labelledby="exchange-title">
      <p className={styles.kind}>{t(destination.kind === 'document' ? 'exchangeDocument' : 'exchangePage')}</p>
      <h1 id="exchange-title" className={css.title}>
        {t(destination.title)}
      </h1>
      <p className={css.text}>{t(destination.kind === 'document' ? 'exchangeDocumentIntro' : 'exchangeIntro')}</p>
      {destination.params.length > 0 ? (
        <dl className={styles.params}>
          {destination.params.map(({ label, value }) => (
            <div key={label} className={styles.param}>
              <dt className={styles.paramLabel}>{t(label)}</dt>
              <dd className={styles.paramValue}>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Link className={css.backLink} to="/simple-earn">
        {t('backToEarn')}
      </Link>
    </Stack>
  );
}
