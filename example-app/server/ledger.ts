/**
 * Money movements. Each helper changes one balance and writes its ledger row in the caller's
 * transaction, so a movement is never half done. A debit is a conditional UPDATE that only succeeds
 * while the balance covers it: with the CHECK constraints behind it, concurrent requests can never
 * overdraw an account, on PGlite or on a PostgreSQL server with many connections. The clock's many
 * small credits (interest, rewards) go in bulk: `creditWallets` and `writeLedgerRows`, one statement each.
 */
import { canonicalDecimalText } from '../../src/domain/decimalText';
import { Decimal, toDecimal } from '../../src/domain/decimal';
import { domainFailure } from './failures';
import type { SqlExecutor } from './db';

/** A wallet account. */
export type WalletAccount = 'spot' | 'funding' | 'unified';
/** Every account the ledger knows. */
export type LedgerAccount =
  WalletAccount | 'flexible' | 'fixed' | 'staking' | 'launchpool' | 'wealth' | 'mint' | 'dual';

/** numeric text from the database in canonical form ('1.500000000000000000' → '1.5'). */
export function money(value: unknown): string {
  if (value === null || value === undefined) return '0';
  return canonicalDecimalText(String(value));
}

/** A movement: who, which account, which coin, how much (+ credit, − debit), why. */
export interface Movement {
  readonly userId: number;
  readonly asset: string;
  readonly amount: string | Decimal;
  readonly kind: string;
  readonly ref?: string | number | null;
  readonly at: number;
}

/** Writes the ledger row of a movement. */
export async function writeLedger(
  tx: SqlExecutor,
  account: LedgerAccount,
  movement: Movement,
  sign: 1 | -1,
): Promise<void> {
  const delta = toDecimal(movement.amount).times(sign);
  if (delta.isZero()) return;
  await tx.query(
    'INSERT INTO ledger (user_id, account, asset, delta, kind, ref, at_ms) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [
      movement.userId,
      account,
      movement.asset,
      delta.toFixed(),
      movement.kind,
      movement.ref === undefined || movement.ref === null ? null : String(movement.ref),
      movement.at,
    ],
  );
}

/** Credits a wallet account. */
export async function creditWallet(tx: SqlExecutor, account: WalletAccount, movement: Movement): Promise<void> {
  const amount = toDecimal(movement.amount);
  if (amount.isZero()) return;
  await tx.query(
    `INSERT INTO balances (user_id, account, asset, amount) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, account, asset) DO UPDATE SET amount = balances.amount + EXCLUDED.amount`,
    [movement.userId, account, movement.asset, amount.toFixed()],
  );
  await writeLedger(tx, account, movement, 1);
}

/**
 * Debits a wallet account, or fails with 'insufficient balance' (the domain's message) when the
 * balance does not cover it at this moment.
 */
export async function debitWallet(tx: SqlExecutor, account: WalletAccount, movement: Movement): Promise<void> {
  const amount = toDecimal(movement.amount).toFixed();
  const { rows } = await tx.query(
    'UPDATE balances SET amount = amount - $4 WHERE user_id = $1 AND account = $2 AND asset = $3 AND amount >= $4 RETURNING amount',
    [movement.userId, account, movement.asset, amount],
  );
  if (rows.length === 0)
    throw domainFailure('INSUFFICIENT_BALANCE', { key: 'simpleEarn.subscribe.insufficientBalance' });
  await writeLedger(tx, account, movement, -1);
}

/** The balance of a wallet account, '0' when none. */
export async function walletBalance(
  tx: SqlExecutor,
  userId: number,
  account: WalletAccount,
  asset: string,
): Promise<string> {
  const { rows } = await tx.query<{ amount: string }>(
    'SELECT amount FROM balances WHERE user_id = $1 AND account = $2 AND asset = $3',
    [userId, account, asset],
  );
  return money(rows[0]?.amount);
}

/** A ledger row, as `writeLedgerRows` takes it. */
export interface LedgerRow {
  userId: number;
  account: LedgerAccount;
  asset: string;
  delta: string;
  kind: string;
  ref: string | null;
  at: number;
}

/** Writes ledger rows with one statement, in the order given (ids follow it): many movements at once. */
export async function writeLedgerRows(tx: SqlExecutor, rows: readonly LedgerRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO ledger (user_id, account, asset, delta, kind, ref, at_ms)
     SELECT user_id, account, asset, delta, kind, ref, at_ms
     FROM unnest($1::int[], $2::text[], $3::text[], $4::numeric[], $5::text[], $6::text[], $7::bigint[])
       WITH ORDINALITY AS row (user_id, account, asset, delta, kind, ref, at_ms, position) ORDER BY position`,
    [
      rows.map((row) => row.userId),
      rows.map((row) => row.account),
      rows.map((row) => row.asset),
      rows.map((row) => row.delta),
      rows.map((row) => row.kind),
      rows.map((row) => row.ref),
      rows.map((row) => row.at),
    ],
  );
}

/**
 * Credits wallet balances with one statement, the sum per account and coin of `credits`; their ledger rows
 * are the caller's (`writeLedgerRows`).
 */
export async function creditWallets(
  tx: SqlExecutor,
  credits: readonly { userId: number; account: WalletAccount; asset: string; amount: Decimal }[],
): Promise<void> {
  const sums = new Map<string, { userId: number; account: WalletAccount; asset: string; amount: Decimal }>();
  for (const credit of credits) {
    const key = `${credit.userId} ${credit.account} ${credit.asset}`;
    const sum = sums.get(key);
    sums.set(key, sum ? { ...sum, amount: sum.amount.plus(credit.amount) } : credit);
  }
  if (sums.size === 0) return;
  const list = [...sums.values()];
  await tx.query(
    `INSERT INTO balances (user_id, account, asset, amount)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::numeric[])
     ON CONFLICT (user_id, account, asset) DO UPDATE SET amount = balances.amount + EXCLUDED.amount`,
    [
      list.map((row) => row.userId),
      list.map((row) => row.account),
      list.map((row) => row.asset),
      list.map((row) => row.amount.toFixed()),
    ],
  );
}
