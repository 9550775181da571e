'use client';
/**
 * The FAQ body of /simple-earn/faq (SE-ROUTE-06): questions that disclose their answers (buttons with
 * aria-expanded controlling their answer), the help links (SE-LINK-04), proof of reserves (SE-LINK-05)
 * and the legal documents (SE-LINK-06). The questions come from the catalogue, in the user's language,
 * or with `source="server"` from the exchange's FAQ call (SE-API-35). Links are real anchors; a plain
 * click goes through the provider's `navigate`, a modified click (new tab) is left to the browser.
 */
import { useId, useState, type MouseEvent } from 'react';
import { earnQueryKeys, useEarnQuery } from '../../api';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Inline, Stack } from '../../components/layout';
import { SkeletonGroup } from '../../components/Skeleton';
import type { MessageKey } from '../../i18n/catalogue/en';
import type { MessageOverrides } from '../../i18n/resolve';
import { useEarn, useTranslate } from '../../context';
import { focusRing } from '../../theme';
import * as styles from './faq.css';
import * as layout from './products.css';
import { actions } from '../../i18n/catalogue/en/actions';
import { common } from '../../i18n/catalogue/en/common';
import { simpleEarnFaq } from '../../i18n/catalogue/en/simpleEarnFaq';

// The FAQ's English, carried by the FAQ alone: the product list's page does not load its answers.
const defaultMessages = /* @__PURE__ */ Object.assign({}, simpleEarnFaq, common, actions);

/** The questions of the FAQ, in order: [id, question key, answer key]. */
export const SIMPLE_EARN_FAQ = [
  ['what', 'simpleEarnHome.faq.q.what', 'simpleEarnHome.faq.a.what'],
  ['flexibleFixed', 'simpleEarnHome.faq.q.flexibleFixed', 'simpleEarnHome.faq.a.flexibleFixed'],
  ['interest', 'simpleEarnHome.faq.q.interest', 'simpleEarnHome.faq.a.interest'],
  ['rate', 'simpleEarnHome.faq.q.rate', 'simpleEarnHome.faq.a.rate'],
  ['vip', 'simpleEarnHome.faq.q.vip', 'simpleEarnHome.faq.a.vip'],
  ['maturity', 'simpleEarnHome.faq.q.maturity', 'simpleEarnHome.faq.a.maturity'],
] as const satisfies readonly (readonly [string, MessageKey, MessageKey])[];

/** The id of a FAQ question. */
export type SimpleEarnFaqId = (typeof SIMPLE_EARN_FAQ)[number][0];

/** The help links (SE-LINK-04) and proof of reserves (SE-LINK-05). */
export const SIMPLE_EARN_HELP_LINKS = [
  ['/help/lend/simple-earn', 'simpleEarnHome.faq.link.help'],
  ['/learn/course/lend-earn-investment-guide', 'simpleEarnHome.faq.link.guide'],
  ['/proof-of-reserves', 'simpleEarnHome.faq.link.proofOfReserves'],
] as const satisfies readonly (readonly [string, MessageKey])[];

/** The legal links (SE-LINK-06). */
export const SIMPLE_EARN_LEGAL_LINKS = [
  ['/docs/Terms_of_Use.html', 'simpleEarnHome.faq.link.terms'],
  ['/docs/Risk_Disclosure_Statement.html', 'simpleEarnHome.faq.link.risk'],
] as const satisfies readonly (readonly [string, MessageKey])[];

export interface SimpleEarnFaqProps {
  /**
   * Where the questions come from: 'catalogue' (default), the library's questions in the user's
   * language; or 'server', the exchange's FAQ (GET /apiw/v2/earn/ask?mold=simple-earn, SE-API-35),
   * whose entries flagged `unfold` start open.
   */
  source?: 'catalogue' | 'server';
  /** The catalogue questions open at first. Default none. */
  defaultOpen?: readonly SimpleEarnFaqId[];
  /** Shows the heading. Default true. */
  showHeading?: boolean;
  /** Overrides for these strings. */
  messages?: MessageOverrides;
}

function LinkGroup({
  title,
  links,
  t,
  navigate,
}: {
  title: string;
  links: readonly (readonly [string, MessageKey])[];
  t: ReturnType<typeof useTranslate>;
  navigate: (href: string) => void;
}) {
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <Stack as="nav" space="xs" aria-label={title}>
      <h3 className={styles.linkGroupTitle}>{title}</h3>
      <Stack as="ul" space="xxs" className={styles.linkList}>
        {links.map(([href, key]) => (
          <li key={href}>
            <a className={`${layout.inlineAction} ${focusRing}`} href={href} onClick={follow(href)}>
              {t(key)}
            </a>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** One question and its answer, whichever source they came from. */
interface FaqEntry {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

/** Questions as disclosure buttons (aria-expanded, aria-controls) over their answers. */
function FaqDisclosures({
  entries,
  initiallyOpen,
}: {
  entries: readonly FaqEntry[];
  initiallyOpen: readonly string[];
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen));
  const baseId = useId();
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Stack as="ul" space="none" className={styles.faqList}>
      {entries.map(({ id, question, answer }) => {
        const expanded = open.has(id);
        const buttonId = `${baseId}-${id}-question`;
        const panelId = `${baseId}-${id}-answer`;
        return (
          <li key={id} className={styles.faqItem}>
            <h3 className={styles.faqQuestion}>
              <button
                type="button"
                id={buttonId}
                className={`${styles.faqToggle} ${focusRing}`}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(id)}
              >
                <span>{question}</span>
                <span className={styles.faqChevron} aria-hidden="true">
                  ▾
                </span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              <p className={styles.faqAnswer}>{answer}</p>
            </div>
          </li>
        );
      })}
    </Stack>
  );
}

/** The exchange's FAQ (SE-API-35): skeleton while it loads, Retry when it fails, 'noRecord' when empty. */
function ServerFaq({ messages }: { messages?: MessageOverrides }) {
  const faq = useEarnQuery(earnQueryKeys.product('faq', { mold: 'simple-earn' }), (client, signal) =>
    client.simpleEarn.faq({ signal }),
  );
  if (faq.isPending) return <SkeletonGroup count={4} shape="text" messages={messages} />;
  if (faq.isError)
    return <ErrorState onRetry={() => void faq.refetch()} retrying={faq.isFetching} messages={messages} />;
  if (faq.data.length === 0) return <EmptyState messages={messages} />;
  const entries = faq.data.map((item, index) => ({ id: String(index), question: item.ask, answer: item.answer }));
  const unfolded = faq.data.flatMap((item, index) => (item.unfold ? [String(index)] : []));
  return <FaqDisclosures entries={entries} initiallyOpen={unfolded} />;
}

/** The Simple Earn FAQ, with its help and legal links. */
export function SimpleEarnFaq({
  source = 'catalogue',
  defaultOpen = [],
  showHeading = true,
  messages,
}: SimpleEarnFaqProps) {
  const t = useTranslate(messages, defaultMessages);
  const { navigate, site } = useEarn();
  const titleId = useId();
  // 'Redeem early' reads 'Claim early' on the US site (SH-US-02): the answer takes the action's own key.
  const params = { redeemEarly: t('common.action.redeemEarly').toLowerCase() };
  // The US site hides the interest-start notice (SH-US-06); the question that states it goes with it.
  const catalogueEntries = SIMPLE_EARN_FAQ.filter(([id]) => !(site === 'us' && id === 'interest')).map(
    ([id, question, answer]) => ({
      id,
      question: t(question),
      answer: t(answer, params),
    }),
  );
  return (
    <Stack
      as="section"
      space={{ mobile: 'sm', desktop: 'lg' }}
      className={layout.screen}
      data-slot="simple-earn-faq"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className={layout.heading} hidden={!showHeading}>
        {t('simpleEarnHome.faq.title')}
      </h2>
      {source === 'server' ? (
        <ServerFaq messages={messages} />
      ) : (
        <FaqDisclosures entries={catalogueEntries} initiallyOpen={defaultOpen} />
      )}
      <Inline space="xl" alignY="top">
        <LinkGroup title={t('simpleEarnHome.faq.links')} links={SIMPLE_EARN_HELP_LINKS} t={t} navigate={navigate} />
        <LinkGroup title={t('simpleEarnHome.faq.legal')} links={SIMPLE_EARN_LEGAL_LINKS} t={t} navigate={navigate} />
      </Inline>
    </Stack>
  );
}
