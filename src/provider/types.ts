import type { ThemeName } from '../theme/tokens';

/** Which exchange site the UI is for: the US site changes wording and hides some options (SH-US-*). */
export type Site = 'global' | 'us';

/** Account modes (SH-MODE-01). */
export const accountModeNames = ['classic', 'single_currency', 'multi_currency', 'unified'] as const;
export type AccountModeName = (typeof accountModeNames)[number];

/** The account mode as the exchange reports it (SH-MODE-02): mode, first_open and settings.use_funding. */
export interface AccountMode {
  /** The mode's name. */ mode: AccountModeName;
  /** True the first time the user opens the mode. */ firstOpen: boolean;
  /** True when the funding account pays for subscriptions. */ useFunding: boolean;
}

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
