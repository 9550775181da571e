import type { ThemeName } from '../theme/tokens';

/** Which exchange site the UI is for: the US site changes wording and hides some options (SH-US-*). */
export type Site = 'global' | 'us';

/** Account modes (SH-MODE-01): the domain's own, so one type serves the provider, the client and the rules. */
export { ACCOUNT_MODES as accountModeNames } from '../domain/shared/accountMode';
export type { AccountMode, AccountModeName } from '../domain/shared/accountMode';

/** Who is looking: a guest, or a logged-in user with a VIP level. */
export type EarnUser =
  | { kind: 'guest' }
  | {
      kind: 'user';
      /** Display name or uid, for greetings and accessibility names. */ name?: string;
      /** VIP level, 0 for a regular user. */ vipLevel: number;
      /** True when the user's identity is verified (KYC). */ verified: boolean;
    };

/** Green for up (default) or red for up (some markets). Colours are roles, not fixed hues. */
export type UpColor = 'green' | 'red';

export type { ThemeName };
