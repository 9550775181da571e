'use client';
/**
 * The FAQ body of /simple-earn/faq (SE-ROUTE-06): questions that disclose their answers (buttons with
 * aria-expanded controlling their answer), the help links (SE-LINK-04), proof of reserves (SE-LINK-05)
 * and the legal documents (SE-LINK-06). Links are real anchors; a plain click goes through the
 * provider's `navigate`, a modified click (new tab) is left to the browser.
 */
import { useId, useState, type MouseEvent } from 'react';
import type { MessageKey } from '../../i18n/catalogue/en';
import type { MessageOverrides } from '../../i18n/resolve';
import { useEarn, useTranslate } from '../../provider';
import { focusRing } from '../../theme';
import * as styles from './products.css';

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
  /** The questions open at first. Default none. */
  defaultOpen?: readonly SimpleEarnFaqId[];
  /** Shows the heading. Default true. */
  showHeading?: boolean;
  /** Overrides for these strings. */
  messages?: MessageOverrides;
}

function LinkGroup({ title, links, t, navigate }: { title: string; links: readonly (readonly [string, MessageKey])[]; t: ReturnType<typeof useTranslate>; navigate: (href: string) => void }) {
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <nav className={styles.linkGroup} aria-label={title}>
      <h3 className={styles.linkGroupTitle}>{title}</h3>
      <ul className={styles.linkList}>
        {links.map(([href, key]) => (
          <li key={href}>
            <a className={`${styles.inlineAction} ${focusRing}`} href={href} onClick={follow(href)}>
              {t(key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The Simple Earn FAQ, with its help and legal links. */
export function SimpleEarnFaq({ defaultOpen = [], showHeading = true, messages }: SimpleEarnFaqProps) {
  const t = useTranslate(messages);
  const { navigate } = useEarn();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const baseId = useId();
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  // 'Redeem early' reads 'Claim early' on the US site (SH-US-02): the answer takes the action's own key.
  const params = { redeemEarly: t('common.action.redeemEarly').toLowerCase() };
  return (
    <section className={styles.screen} data-slot="simple-earn-faq" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className={showHeading ? styles.heading : undefined} hidden={!showHeading}>
        {t('simpleEarnHome.faq.title')}
      </h2>
      <ul className={styles.faqList}>
        {SIMPLE_EARN_FAQ.map(([id, question, answer]) => {
          const expanded = open.has(id);
          const buttonId = `${baseId}-${id}-question`;
          const panelId = `${baseId}-${id}-answer`;
          return (
            <li key={id} className={styles.faqItem}>
              <h3 className={styles.faqQuestion}>
                <button type="button" id={buttonId} className={`${styles.faqToggle} ${focusRing}`} aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(id)}>
                  <span>{t(question)}</span>
                  <span className={styles.faqChevron} aria-hidden="true">
                    ▾
                  </span>
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
                <p className={styles.faqAnswer}>{t(answer, params)}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.linkGroups}>
        <LinkGroup title={t('simpleEarnHome.faq.links')} links={SIMPLE_EARN_HELP_LINKS} t={t} navigate={navigate} />
        <LinkGroup title={t('simpleEarnHome.faq.legal')} links={SIMPLE_EARN_LEGAL_LINKS} t={t} navigate={navigate} />
      </div>
    </section>
  );
}
