import { History } from 'earnkit/flows';
import { Stack } from 'earnkit';
import * as css from '../App.css';
import { useAppMessages } from '../useAppMessages';

/** /simple-earn/history (SE-ROUTE-05): the history as a page, 8 records a page (DEC-02). */
export function HistoryPage() {
  const t = useAppMessages();
  return (
    <Stack as="section" space="lg" className={css.page} aria-labelledby="history-title">
      <h1 id="history-title" className={css.title}>
        {t('historyTitle')}
      </h1>
      <History variant="page" />
    </Stack>
  );
}
