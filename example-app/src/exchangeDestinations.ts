/**
 * The exchange's pages the earn section links to (DEC-32): deposit, buy, spot and futures trade, transfer,
 * the account's funds and billing pages, help, learn, proof of reserves, CandyDrop and the documents. The
 * reference app answers each with one small exchange page (pages/ExchangePage.tsx) that names where the link
 * leads; a real host serves its own. The earn pages the spec links into the account area (my lendings,
 * DEC-31; VIP wealth, DEC-29; staking holdings, DEC-28) are earn pages, not listed here.
 */
import { matchPath } from './router';
import type { AppMessageKey } from './messages';

/** A value the page names: a path segment (`:coin`) or a query parameter, with its label. */
interface DestinationParam {
  readonly from: 'path' | 'query';
  readonly name: string;
  readonly label: AppMessageKey;
  /** A trading pair, written 'BTC_USDT' in the path and shown as 'BTC/USDT'. */
  readonly pair?: true;
}

/** One route the exchange serves: a router pattern, what it is, and the values it names. */
interface ExchangeDestination {
  readonly path: string;
  /** 'page' for a page of the exchange, 'document' for a document it publishes. */
  readonly kind: 'page' | 'document';
  readonly title: AppMessageKey;
  readonly params: readonly DestinationParam[];
}

const coinInPath: DestinationParam = { from: 'path', name: 'coin', label: 'exchangeCoin' };
const query = (name: string, label: AppMessageKey): DestinationParam => ({ from: 'query', name, label });

/** Every route of the exchange the library, the simulator or the spec links to. */
export const EXCHANGE_DESTINATIONS: readonly ExchangeDestination[] = [
  // The funds-source chooser and the eligibility footer (LP-ROUTE-01..05).
  { path: '/myaccount/deposit/:coin', kind: 'page', title: 'exchangeDeposit', params: [coinInPath] },
  { path: '/crypto/buy', kind: 'page', title: 'exchangeBuy', params: [query('crypto', 'exchangeCoin')] },
  {
    path: '/trade/:pair',
    kind: 'page',
    title: 'exchangeSpotTrade',
    params: [{ from: 'path', name: 'pair', label: 'exchangePair', pair: true }],
  },
  {
    path: '/futures/:settle/:pair',
    kind: 'page',
    title: 'exchangeFutures',
    params: [
      { from: 'path', name: 'settle', label: 'exchangeSettleCoin' },
      { from: 'path', name: 'pair', label: 'exchangePair', pair: true },
    ],
  },
  // The subscribe form's transfer shortcut (SE-SUB-06).
  { path: '/myaccount/transfer', kind: 'page', title: 'exchangeTransfer', params: [query('coin', 'exchangeCoin')] },
  // The staking pages' fund and account links (ST-LINK-01, 02, 04, 05).
  {
    path: '/myaccount/myfunds/financial_staking',
    kind: 'page',
    title: 'exchangeStakingFunds',
    params: [query('asset', 'exchangeCoin'), query('product-type', 'exchangeProductType')],
  },
  { path: '/myaccount/funds/spot', kind: 'page', title: 'exchangeSpotFunds', params: [] },
  {
    path: '/myaccount/myfunds/spot',
    kind: 'page',
    title: 'exchangeSpotFunds',
    params: [query('asset', 'exchangeCoin')],
  },
  {
    path: '/myaccount/billing/unified_account',
    kind: 'page',
    title: 'exchangeUnifiedBills',
    params: [query('curr_type', 'exchangeCoin')],
  },
  // The Simple Earn FAQ's help, learn and proof-of-reserves links (SE-LINK-04, SE-LINK-05).
  { path: '/help/lend/simple-earn', kind: 'page', title: 'exchangeHelp', params: [] },
  { path: '/learn/course/lend-earn-investment-guide', kind: 'page', title: 'exchangeLearn', params: [] },
  { path: '/proof-of-reserves', kind: 'page', title: 'exchangeProofOfReserves', params: [] },
  // The candy-drop promotion after a launchpool stake (LP-SUCCESS-04): the simulator's url.
  { path: '/candy-drop/:coin', kind: 'page', title: 'exchangeCandyDrop', params: [coinInPath] },
  // Documents: terms and risk (SE-LINK-06), the agreements (ST-LINK-06, SS-SWITCH-06) and the disclaimer (VW-SUB-03).
  { path: '/docs/Terms_of_Use.html', kind: 'document', title: 'docTermsOfUse', params: [] },
  { path: '/docs/Risk_Disclosure_Statement.html', kind: 'document', title: 'docRiskDisclosure', params: [] },
  {
    path: '/docs/Staking_User_Agreement.pdf',
    kind: 'document',
    title: 'docStakingAgreement',
    params: [query('coin', 'exchangeCoin'), query('protocol', 'exchangeProtocol')],
  },
  { path: '/soft-staking/agreement', kind: 'document', title: 'docSoftStakingAgreement', params: [] },
  { path: '/asset-management/institution/disclaimer', kind: 'document', title: 'docWealthDisclaimer', params: [] },
];

/** What the exchange page shows for a location. */
export interface ExchangeDestinationView {
  readonly kind: ExchangeDestination['kind'];
  readonly title: AppMessageKey;
  /** The values the location carries, in the table's order; those it lacks are left out. */
  readonly params: readonly { readonly label: AppMessageKey; readonly value: string }[];
}

/** The destination a location names, or undefined when it is none of the exchange's. */
export function exchangeDestinationOf(pathname: string, search = ''): ExchangeDestinationView | undefined {
  for (const destination of EXCHANGE_DESTINATIONS) {
    const match = matchPath(destination.path, pathname);
    if (!match) continue;
    const searchParams = new URLSearchParams(search);
    const params = destination.params.flatMap(({ from, name, label, pair }) => {
      const value = (from === 'path' ? match.params[name] : searchParams.get(name))?.trim();
      if (!value) return [];
      return [{ label, value: pair ? value.replaceAll('_', '/') : value }];
    });
    return { kind: destination.kind, title: destination.title, params };
  }
  return undefined;
}
