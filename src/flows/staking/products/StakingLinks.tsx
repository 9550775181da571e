'use client';
import { useEarn, type Translate } from '../../../context';
import { isUnifiedAccountMode } from '../../../domain/shared/accountMode';
import type { StakingProduct } from '../../../domain/staking/product.types';
import { Inline } from '../../../components/layout';
import { focusRing } from '../../../theme';
import * as layout from '../../shared/flowLayout.css';
import { followLink } from './followLink';
import * as styles from './stakingPages.css';

/** The exchange's fund pages the staking pages link to (ST-LINK-01..05); `{coin}` and `{type}` are filled in. */
export interface StakingFundPaths {
  /** ST-LINK-01: the staking funds of a coin; `{type}` is the product type, 0 or 1. */
  readonly stakingFunds: string;
  /** ST-LINK-02: the spot account. */
  readonly spotFunds: string;
  /** ST-LINK-03: staked positions and the staking history (DEC-28). */
  readonly history: string;
  /** ST-LINK-04: the coin's bills in the unified account. */
  readonly unifiedCoin: string;
  /** ST-LINK-05: the coin in the spot account. */
  readonly spotCoin: string;
}

/** The spec's paths (ST-LINK-01..05). */
export const DEFAULT_STAKING_FUND_PATHS: StakingFundPaths = {
  stakingFunds: '/myaccount/myfunds/financial_staking?asset={coin}&product-type={type}',
  spotFunds: '/myaccount/funds/spot',
  history: '/myaccount/funds/finance/staking?asset={coin}&open-history=1&type=1',
  unifiedCoin: '/myaccount/billing/unified_account?curr_type={coin}',
  spotCoin: '/myaccount/myfunds/spot?asset={coin}',
};

interface StakingLinksProps {
  readonly coin: string;
  readonly product: StakingProduct;
  readonly paths?: Partial<StakingFundPaths> | undefined;
  readonly t: Translate;
}

/**
 * The fund and document links of a staking product: the user agreement PDF (ST-LINK-06), each DeFi protocol's own,
 * for everyone; for a logged-in user, their staking funds (ST-LINK-01) and history (ST-LINK-03), the spot account
 * (ST-LINK-02), and the coin where their account mode keeps it: spot (ST-LINK-05) or unified (ST-LINK-04).
 */
export function StakingLinks({ coin, product, paths, t }: StakingLinksProps) {
  const { user, navigate, accountMode } = useEarn();
  const to = { ...DEFAULT_STAKING_FUND_PATHS, ...paths };
  const fill = (path: string) =>
    path
      .replaceAll('{coin}', encodeURIComponent(coin))
      // product-type=0|1 (ST-LINK-01): staking is 1; credit and credit-debt are 0.
      .replaceAll('{type}', product.type === 1 ? '1' : '0');
  const links: [string, string, boolean][] = [];
  if (user.kind === 'user') {
    links.push([fill(to.stakingFunds), t('stakingPages.links.stakingFunds'), false]);
    links.push([fill(to.history), t('stakingPages.links.history'), false]);
    links.push([to.spotFunds, t('stakingPages.links.spotFunds'), false]);
    if (accountMode && isUnifiedAccountMode(accountMode.mode))
      links.push([fill(to.unifiedCoin), t('stakingPages.links.unifiedCoin', { coin }), false]);
    else links.push([fill(to.spotCoin), t('stakingPages.links.spotCoin', { coin }), false]);
  }
  if (product.agreement) links.push([product.agreement, t('stakingPages.links.agreement'), true]);
  for (const protocol of product.defi)
    if (protocol.agreement)
      links.push([
        protocol.agreement,
        t('stakingPages.links.protocolAgreement', { protocol: protocol.protocolName }),
        true,
      ]);
  if (links.length === 0) return null;
  return (
    <nav aria-label={t('stakingPages.links.label')} data-slot="staking-links">
      <Inline as="ul" space="md" alignY="top" className={styles.linkList}>
        {links.map(([href, label, document]) => (
          <li key={href}>
            <a
              className={`${layout.inlineAction} ${focusRing}`}
              href={href}
              // A document opens beside the page; an account page is a move within the exchange.
              {...(document
                ? { target: '_blank', rel: 'noopener noreferrer' }
                : { onClick: followLink(navigate, href) })}
            >
              {label}
            </a>
          </li>
        ))}
      </Inline>
    </nav>
  );
}
