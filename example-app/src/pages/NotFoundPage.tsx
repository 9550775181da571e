import { Link } from '../router';
import * as css from '../App.css';
import { useAppMessages } from '../useAppMessages';

/** Any route the app does not know. */
export function NotFoundPage() {
  const t = useAppMessages();
  return (
    <section className={css.card}>
      <h1 className={css.title}>{t('notFound')}</h1>
      <Link to="/">{t('backHome')}</Link>
    </section>
  );
}
