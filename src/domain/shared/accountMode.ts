/**
 * Account modes (SH-MODE-01/02/04). The mode decides how the spot account is named: a classic account
 * redeems to 'spot'; every unified mode (single-currency, multi-currency, portfolio) redeems to the
 * unified account, so the label follows the mode rather than the product.
 */

/** The account modes the exchange reports (SH-MODE-01). */
export const ACCOUNT_MODES = ['classic', 'single_currency', 'multi_currency', 'unified'] as const;
/** An account mode's name. */
export type AccountModeName = (typeof ACCOUNT_MODES)[number];

/** The account mode as the domain sees it (SH-MODE-02): mode, first_open and settings.use_funding. */
export interface AccountMode {
  /** The mode's name. */
  readonly mode: AccountModeName;
  /** first_open: true the first time the user opens the mode. */
  readonly firstOpen: boolean;
  /** settings.use_funding: true when the funding account pays for subscriptions. */
  readonly useFunding: boolean;
}

/** The mode a user has before the account-mode call answers, and for an unknown mode name. */
export const DEFAULT_ACCOUNT_MODE: AccountMode = { mode: 'classic', firstOpen: false, useFunding: false };

/** The mode for a name sent by the API; an unknown or missing name is 'classic', the mode with no unified account. */
export function accountModeNameFrom(text: string | null | undefined): AccountModeName {
  const name = (text ?? '').trim().toLowerCase();
  return (ACCOUNT_MODES as readonly string[]).includes(name) ? (name as AccountModeName) : 'classic';
}

/** True for the modes that hold balances in the unified account (everything but classic). */
export function isUnifiedAccountMode(mode: AccountModeName): boolean {
  return mode !== 'classic';
}

/** The catalogue keys of the spot redeem label (SH-MODE-04). */
export const SPOT_REDEEM_LABEL_KEYS = {
  spot: 'launchpool.destination.spot',
  unifiedAccount: 'launchpool.destination.unifiedAccount',
} as const;
/** A spot redeem label key. */
export type SpotRedeemLabelKey = (typeof SPOT_REDEEM_LABEL_KEYS)[keyof typeof SPOT_REDEEM_LABEL_KEYS];

/** The label of the spot redeem destination for the user's mode: 'spot' or 'unified account' (SH-MODE-04). */
export function spotRedeemLabelKey(mode: AccountModeName): SpotRedeemLabelKey {
  return isUnifiedAccountMode(mode) ? SPOT_REDEEM_LABEL_KEYS.unifiedAccount : SPOT_REDEEM_LABEL_KEYS.spot;
}

/**
 * The catalogue keys of what the account mode changes in the subscribe dialog (SH-MODE-03, SH-MODE-05, SH-MODE-06,
 * SH-MODE-07).
 */
export const ACCOUNT_MODE_TEXT_KEYS = {
  availableTip: {
    spot: 'simpleEarnFlows.mode.availableTip.spot',
    unified: 'simpleEarnFlows.mode.availableTip.unified',
  },
  description: { spot: 'simpleEarnFlows.mode.description.spot', unified: 'simpleEarnFlows.mode.description.unified' },
  risk: { spot: 'simpleEarnFlows.mode.risk.spot', unified: 'simpleEarnFlows.mode.risk.unified' },
  upgradedRiskTip: 'simpleEarnFlows.mode.upgradedRiskTip',
} as const;

/**
 * The texts the account mode picks: the spot wording for a classic account, the unified wording for every other mode.
 */
export interface AccountModeTexts {
  /** The tooltip of the available balance (SH-MODE-03). */
  readonly availableTip: string;
  /** Where subscribed and redeemed coins come from and go to (SH-MODE-05). */
  readonly description: string;
  /** The risk text of the product rules (SH-MODE-06). */
  readonly risk: string;
  /** The risk tip of an upgraded account whose Simple Earn is not in the unified account, or null (SH-MODE-07). */
  readonly riskTip: string | null;
}

/**
 * The texts of a mode (SH-MODE-03/05/06/07). Before the account-mode call answers (`undefined`) the
 * classic wording applies. An upgraded account (any mode but classic) whose subscriptions are not paid
 * from the unified account (`useFunding` false, i.e. not in unified Simple Earn) gets the risk tip: its
 * Simple Earn coins sit outside the unified account and do not count as margin.
 */
export function accountModeTexts(accountMode: AccountMode | undefined): AccountModeTexts {
  const mode = accountMode?.mode ?? 'classic';
  const kind = isUnifiedAccountMode(mode) ? 'unified' : 'spot';
  return {
    availableTip: ACCOUNT_MODE_TEXT_KEYS.availableTip[kind],
    description: ACCOUNT_MODE_TEXT_KEYS.description[kind],
    risk: ACCOUNT_MODE_TEXT_KEYS.risk[kind],
    riskTip:
      accountMode && isUnifiedAccountMode(accountMode.mode) && !accountMode.useFunding
        ? ACCOUNT_MODE_TEXT_KEYS.upgradedRiskTip
        : null,
  };
}
