/** Users as the handlers need them: the row, the account that pays for earn products, trade info. */
import type { TradeInfo } from '../../src/domain/simpleEarn/models';
import type { SqlExecutor } from './db';
import type { WalletAccount } from './ledger';

/** A user row. */
export interface SimUser {
  readonly id: number;
  readonly name: string;
  readonly display_name: string;
  readonly vip_level: number;
  readonly site: 'global' | 'us';
  readonly account_mode: 'classic' | 'single_currency' | 'multi_currency' | 'unified';
  readonly first_open: boolean;
  readonly use_funding: boolean;
  readonly funding_locked: boolean;
  readonly verified: boolean;
  readonly kyc_level: number;
  readonly is_crowd: boolean;
  readonly fundpass: string | null;
  readonly fundpass_required: boolean;
  readonly fingerprint_required: boolean;
  readonly fundpass_failures: number;
  readonly fundpass_blocked_until_ms: number;
  readonly auto_earn_global: boolean;
}

/** The user by demo name. */
export async function userByName(db: SqlExecutor, name: string): Promise<SimUser | null> {
  const { rows } = await db.query<SimUser>('SELECT * FROM users WHERE name = $1', [name]);
  return rows[0] ?? null;
}

/** The wallet account earn products are paid from and back to: the unified account in unified mode, else spot. */
export function earnSourceAccount(user: Pick<SimUser, 'account_mode'>): Extract<WalletAccount, 'spot' | 'unified'> {
  return user.account_mode === 'unified' ? 'unified' : 'spot';
}

/** The trade info of the subscribe and redeem pre-check (SE-API-18, DEC-24). */
export function tradeInfoOf(user: Pick<SimUser, 'use_funding' | 'funding_locked'>): TradeInfo {
  return { useFunding: user.use_funding, locked: user.funding_locked };
}
