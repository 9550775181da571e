import { SimpleEarnFaq } from 'earnkit/flows';
import { Stack } from 'earnkit';
import * as css from '../App.css';
import { useAppMessages } from '../useAppMessages';

/** /simple-earn/faq (SE-ROUTE-06). */
export function FaqPage() {
  const t = useAppMessages();
  return (
    <Stack as="section" space="lg" className={css.page} aria-labelledby="faq-title">
      <h1 id="faq-title" className={css.title}>
        {t('faqTitle')}
      </h1>
      <SimpleEarnFaq showHeading={false} />
    </Stack>
  );
}
