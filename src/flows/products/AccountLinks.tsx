'use client';
/**
 * The account links of the Simple Earn home for a logged-in user: my lendings in the account area
 * (/myaccount/funds/finance/my_lendings?tab=…) and VIP wealth (/myaccount/funds/finance/vip-wealth)
 * (SE-LINK-03), and for a VIP user the VIP my-lendings page (SE-LINK-02), whose path the spec leaves
 * open (docs/decisions.md P-09). Real anchors; a plain click goes through the provider's `navigate`.
 */
import type { MouseEvent } from 'react';
import type { MessageOverrides } from '../../i18n/resolve';
import { useEarn, useTranslate } from '../../context';
import { Inline } from '../../components/layout';
import { focusRing } from '../../theme';
import * as styles from './products.css';
import { defaultMessages } from './defaultMessages';

/** Where the account links go; a host may point any of them elsewhere. */
export interface SimpleEarnAccountPaths {
  /** My lendings in the account area; `{tab}` becomes 'flexible' or 'fixed' (SE-LINK-03). */
  readonly myLendings: string;
  /** The VIP my-lendings page (SE-LINK-02). */
  readonly vipMyLendings: string;
  /** VIP wealth in the account area (SE-LINK-03). */
  readonly vipWealth: string;
}

/** The spec's account paths (SE-LINK-03) and our VIP my-lendings path (SE-LINK-02, P-09). */
export const DEFAULT_ACCOUNT_PATHS: SimpleEarnAccountPaths = {
  myLendings: '/myaccount/funds/finance/my_lendings?tab={tab}',
  vipMyLendings: '/myaccount/funds/finance/my_lendings?tab=vip',
  vipWealth: '/myaccount/funds/finance/vip-wealth',
};

export interface AccountLinksProps {
  /** The my-lendings tab the link opens. Default 'flexible'. */
  tab?: 'flexible' | 'fixed';
  /** Where the links go. Default `DEFAULT_ACCOUNT_PATHS`. */
  paths?: Partial<SimpleEarnAccountPaths>;
  messages?: MessageOverrides;
}

/** The account links; nothing for a guest, who has no account to open. */
export function AccountLinks({ tab = 'flexible', paths, messages }: AccountLinksProps) {
  const t = useTranslate(messages, defaultMessages);
  const { user, navigate } = useEarn();
  if (user.kind !== 'user') return null;
  const to = { ...DEFAULT_ACCOUNT_PATHS, ...paths };
  const links: [string, string][] = [[to.myLendings.replace('{tab}', tab), t('simpleEarnHome.account.myLendings')]];
  if (user.vipLevel > 0) links.push([to.vipMyLendings, t('simpleEarnHome.account.vipMyLendings')]);
  links.push([to.vipWealth, t('simpleEarnHome.account.vipWealth')]);
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <nav aria-label={t('simpleEarnHome.account.label')} data-slot="account-links">
      <Inline as="ul" space="lg" alignY="top" className={styles.accountLinks}>
        {links.map(([href, label]) => (
          <li key={href}>
            <a className={`${styles.inlineAction} ${focusRing}`} href={href} onClick={follow(href)}>
              {label}
            </a>
          </li>
        ))}
      </Inline>
    </nav>
  );
}
