import { Link } from '../router';
import { Stack } from 'earnkit';
import * as css from '../App.css';
import { useAppMessages } from '../useAppMessages';

/** Any route the app does not know. */
export function NotFoundPage() {
  const t = useAppMessages();
  return (
    <Stack as="section" space="md" align="start" className={css.card}>
      <h1 className={css.title}>{t('notFound')}</h1>
      <Link to="/">{t('backHome')}</Link>
    </Stack>
  );
}
