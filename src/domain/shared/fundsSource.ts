/**
 * The funds-source chooser (LP-FUNDS-01, LP-FUNDS-04..09, SH-US-03/04) and where each option goes
 * (LP-ROUTE-01..05, DEC-12). Visibility is a pure function of the compliance menu, the site and the
 * layout, so the chooser and its tests agree on every combination.
 */
import { isShownOnSite, type Site } from './site';

/** The chooser's options, in display order (LP-FUNDS-01). */
export const FUNDS_SOURCE_OPTIONS = ['deposit', 'expressBuy', 'transfer', 'spotTrade'] as const;
/** A funds-source option. */
export type FundsSourceOption = (typeof FUNDS_SOURCE_OPTIONS)[number];

/** The compliance-menu entry that hides each option it names (LP-FUNDS-05, LP-FUNDS-06). */
const COMPLIANCE_MENU_ENTRY: Partial<Record<FundsSourceOption, string>> = {
  expressBuy: 'express',
  spotTrade: 'spot',
};

/** Skeleton placeholders while the chooser loads: 3 on mobile, 4 on desktop (LP-FUNDS-02/03). */
export function fundsSourceSkeletonCount(isMobile: boolean): number {
  return isMobile ? 3 : 4;
}

/** What decides which options show. */
export interface FundsSourceContext {
  /** data.menu of the compliance check: entries name the options to hide (LP-FUNDS-04). */
  readonly complianceMenu: readonly string[];
  /** The exchange site. */
  readonly site: Site;
  /** True below the mobile breakpoint. */
  readonly isMobile: boolean;
}

/**
 * The options to show (LP-FUNDS-04..09): a compliance-menu entry 'express' or 'spot' hides express buy or
 * spot trade; the US site hides express buy and transfer; mobile hides transfer. Menu entries are
 * compared case-insensitively because the compliance service's casing is not specified.
 */
export function visibleFundsSourceOptions(context: FundsSourceContext): FundsSourceOption[] {
  const menu = new Set(context.complianceMenu.map((entry) => entry.trim().toLowerCase()));
  return FUNDS_SOURCE_OPTIONS.filter((option) => {
    const entry = COMPLIANCE_MENU_ENTRY[option];
    if (entry && menu.has(entry)) return false;
    if (option === 'expressBuy' && !isShownOnSite('expressBuy', context.site)) return false;
    if (option === 'transfer' && (!isShownOnSite('transfer', context.site) || context.isMobile)) return false;
    return true;
  });
}

/** The route an option navigates to for `coin` (LP-ROUTE-01/02/03/05, DEC-12). */
export function fundsSourceRoute(option: FundsSourceOption, coin: string): string {
  const symbol = encodeURIComponent(coin.trim().toUpperCase());
  switch (option) {
    case 'deposit':
      return `/myaccount/deposit/${symbol}`;
    case 'expressBuy':
      return '/crypto/buy?crypto=USDT';
    case 'transfer':
      return '/futures/USDT/BTC_USDT';
    case 'spotTrade':
      return `/trade/${symbol}_USDT`;
  }
}

/** The eligibility dialog's footer routes: futures and spot trade (LP-ROUTE-04/05, LP-ELIG-05/06, DEC-12). */
export const ELIGIBILITY_FOOTER_ROUTES = {
  futures: '/futures/USDT/BTC_USDT',
  spotTrade: '/trade/BTC_USDT',
} as const;
