/** What a user owes, read by the stakes and the user-loans call. */
import type { SqlExecutor } from '../db';
import { money } from '../ledger';

/**
 * What a user owes by coin (the user-loans answer, ST-API-10, ST-DATA-16): the loans they took, plus the debt
 * coin they minted and have not redeemed (GUSD is minted as a debt against its collateral). A stake deducts
 * the loans of its coin when that coin does not support unified-account staking (ST-AMT-05, DEC-25).
 */
export async function stakingLoansOf(db: SqlExecutor, userId: number): Promise<Record<string, string>> {
  const { rows } = await db.query<{ coin: string; amount: string }>(
    `SELECT coin, SUM(amount) AS amount FROM (
       SELECT coin, amount FROM user_loans WHERE user_id = $1
       UNION ALL SELECT coin, debt_amount AS amount FROM staking_mint_positions WHERE user_id = $1 AND debt_amount > 0
     ) AS owed GROUP BY coin ORDER BY coin`,
    [userId],
  );
  return Object.fromEntries(rows.map((row) => [row.coin, money(row.amount)]));
}
