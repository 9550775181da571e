/**
 * What every hour of the clock does whatever else happens: flexible interest, launchpool rewards and
 * the market rate record. Each function takes a list of hours and costs a fixed number of statements
 * however many hours and rows it covers: the rows are worked out here, one hour after another exactly as
 * the hours would pay them one by one, and written with one set-based statement per table. So a long
 * stretch of quiet hours costs what its rows cost, not a transaction per hour.
 */
import { roundDown, toDecimal, type Decimal } from '../../src/domain/decimal';
import type { SqlExecutor } from './db';
import { creditWallets, money, writeLedgerRows, type LedgerRow, type WalletAccount } from './ledger';
import type { FlexibleAssetRow } from './services/flexible';

const HOURS_PER_YEAR = 365 * 24;

/**
 * Hourly interest of a flexible position: the market rate on lent principal, plus ladder tiers on their slices, rounded
 * down to 8 decimals.
 */
function hourlyInterest(
  lendAmount: string,
  market: Pick<FlexibleAssetRow, 'next_time_rate_year' | 'ladder_apr'>,
): string {
  const lent = toDecimal(lendAmount);
  let yearly = lent.times(toDecimal(money(market.next_time_rate_year)));
  for (const tier of market.ladder_apr) {
    const left = toDecimal(tier.left);
    const right = toDecimal(tier.right);
    const top = right.lessThanOrEqualTo(0) || lent.lessThan(right) ? lent : right;
    if (top.greaterThan(left)) yearly = yearly.plus(top.minus(left).times(toDecimal(tier.apr)));
  }
  return roundDown(yearly.dividedBy(HOURS_PER_YEAR), 8).toFixed();
}

/** Rows an accrual will write, gathered so that several kinds of hourly work share their statements. */
export interface Accrual {
  readonly ledger: LedgerRow[];
  write(tx: SqlExecutor): Promise<void>;
}

/**
 * Flexible interest for each of `hours` (SE-TIMELINE-01..03): each hour every lent position earns
 * `hourlyInterest` on what it lends, which is added to it, and the next hour earns on the larger sum. A
 * minimum APR above the market rate keeps the coins unlent: no interest, last interest 0. Reads the
 * positions once; nothing but interest may change them during `hours`.
 */
export async function flexibleInterest(tx: SqlExecutor, hours: readonly number[]): Promise<Accrual> {
  const ledger: LedgerRow[] = [];
  const history: { userId: number; asset: string; amount: string; at: number; rate: string }[] = [];
  const changed: { id: number; added: Decimal; last: string }[] = [];
  const unlent: number[] = [];
  const { rows } = hours.length
    ? await tx.query<{
        id: number;
        user_id: number;
        asset: string;
        lend_amount: string;
        min_lend_rate_year: string;
        next_time_rate_year: string;
        ladder_apr: FlexibleAssetRow['ladder_apr'];
      }>(
        `SELECT p.id, p.user_id, p.asset, p.lend_amount, p.min_lend_rate_year, a.next_time_rate_year, a.ladder_apr
         FROM flexible_positions p JOIN flexible_assets a ON a.asset = p.asset WHERE p.lend_amount > 0 ORDER BY p.id`,
      )
    : { rows: [] };
  const positions = rows.flatMap((row) => {
    const rate = money(row.next_time_rate_year);
    if (toDecimal(money(row.min_lend_rate_year)).greaterThan(toDecimal(rate))) {
      unlent.push(row.id);
      return [];
    }
    const position = { row, rate, lend: toDecimal(money(row.lend_amount)), added: toDecimal('0'), last: '' };
    return [position];
  });
  for (const at of hours) {
    for (const position of positions) {
      const interest = hourlyInterest(position.lend.toFixed(), position.row);
      if (toDecimal(interest).isZero()) continue;
      position.lend = position.lend.plus(interest);
      position.added = position.added.plus(interest);
      position.last = interest;
      const { user_id: userId, asset } = position.row;
      ledger.push({ userId, account: 'flexible', asset, delta: interest, kind: 'flexible_interest', ref: null, at });
      history.push({ userId, asset, amount: interest, at, rate: position.rate });
    }
  }
  for (const position of positions)
    if (position.last !== '') changed.push({ id: position.row.id, added: position.added, last: position.last });
  return {
    ledger,
    async write(writer) {
      if (unlent.length)
        await writer.query('UPDATE flexible_positions SET last_interest = 0 WHERE id = ANY($1::int[])', [unlent]);
      if (changed.length)
        await writer.query(
          `UPDATE flexible_positions p SET curr_amount = p.curr_amount + v.added, lend_amount = p.lend_amount + v.added,
             cumulative = p.cumulative + v.added, last_interest = v.last
           FROM unnest($1::int[], $2::numeric[], $3::numeric[]) AS v (id, added, last) WHERE p.id = v.id`,
          [changed.map((row) => row.id), changed.map((row) => row.added.toFixed()), changed.map((row) => row.last)],
        );
      if (history.length)
        await writer.query(
          `INSERT INTO history (user_id, product, type, asset, amount, lend_rate_year, at_ms)
           SELECT user_id, 'flexible', 3, asset, amount, rate, at_ms
           FROM unnest($1::int[], $2::text[], $3::numeric[], $4::numeric[], $5::bigint[])
             WITH ORDINALITY AS row (user_id, asset, amount, rate, at_ms, position) ORDER BY position`,
          [
            history.map((row) => row.userId),
            history.map((row) => row.asset),
            history.map((row) => row.amount),
            history.map((row) => row.rate),
            history.map((row) => row.at),
          ],
        );
    },
  };
}

/**
 * Launchpool rewards for each of `hours` in which a project runs (start < hour ≤ end): each pool's
 * reward_per_hour shared pro rata among its stakes, rounded down to 8 decimals, into the staker's wallet.
 * Reads the stakes once; nothing may change them during `hours`.
 */
export async function launchpoolRewards(tx: SqlExecutor, hours: readonly number[]): Promise<Accrual> {
  const ledger: LedgerRow[] = [];
  const rewards: { userId: number; rid: number; coin: string; amount: string; at: number }[] = [];
  const credits: { userId: number; account: WalletAccount; asset: string; amount: Decimal }[] = [];
  const { rows } = hours.length
    ? await tx.query<{
        rid: number;
        reward_per_hour: string;
        project_coin: string;
        start_ms: number | string;
        end_ms: number | string;
        user_id: number;
        amount: string;
        total: string;
        source_account: 'spot' | 'unified';
      }>(
        `SELECT r.rid, r.reward_per_hour, p.coin AS project_coin, p.start_ms, p.end_ms, s.user_id, s.amount, s.source_account,
           SUM(s.amount) OVER (PARTITION BY r.rid) AS total
         FROM launchpool_pools r JOIN launchpool_projects p ON p.id = r.project_id JOIN launchpool_stakes s ON s.rid = r.rid
         WHERE s.amount > 0 AND p.start_ms < $2 AND $1 <= p.end_ms ORDER BY r.rid, s.user_id`,
        [hours[0], hours[hours.length - 1]],
      )
    : { rows: [] };
  const stakes = rows.map((row) => ({
    row,
    reward: roundDown(
      toDecimal(money(row.reward_per_hour))
        .times(toDecimal(money(row.amount)))
        .dividedBy(toDecimal(money(row.total))),
      8,
    ),
  }));
  for (const at of hours) {
    for (const { row, reward } of stakes) {
      if (reward.isZero() || !(Number(row.start_ms) < at && at <= Number(row.end_ms))) continue;
      const [userId, asset, delta] = [row.user_id, row.project_coin, reward.toFixed()];
      credits.push({ userId, account: row.source_account, asset, amount: reward });
      ledger.push({
        userId,
        account: row.source_account,
        asset,
        delta,
        kind: 'launchpool_reward',
        ref: `${row.rid}`,
        at,
      });
      rewards.push({ userId, rid: row.rid, coin: asset, amount: delta, at });
    }
  }
  return {
    ledger,
    async write(writer) {
      await creditWallets(writer, credits);
      if (rewards.length)
        await writer.query(
          `INSERT INTO launchpool_rewards (user_id, rid, coin, amount, at_ms)
           SELECT user_id, rid, coin, amount, at_ms FROM unnest($1::int[], $2::int[], $3::text[], $4::numeric[], $5::bigint[])
             WITH ORDINALITY AS row (user_id, rid, coin, amount, at_ms, position) ORDER BY position`,
          [
            rewards.map((row) => row.userId),
            rewards.map((row) => row.rid),
            rewards.map((row) => row.coin),
            rewards.map((row) => row.amount),
            rewards.map((row) => row.at),
          ],
        );
    },
  };
}

/**
 * Writes accruals: each one's own tables, then all their ledger rows in one statement, hour by hour in
 * the order given (interest before rewards, as an hour pays them), so the ledger reads as if the hours had
 * been run one at a time.
 */
export async function writeAccruals(tx: SqlExecutor, accruals: readonly Accrual[]): Promise<void> {
  for (const accrual of accruals) await accrual.write(tx);
  const rows = accruals.flatMap((accrual, kind) => accrual.ledger.map((row, index) => ({ row, kind, index })));
  rows.sort((a, b) => a.row.at - b.row.at || a.kind - b.kind || a.index - b.index);
  await writeLedgerRows(
    tx,
    rows.map(({ row }) => row),
  );
}

/** Records each flexible market's rate at each of `hours` (the rate chart, SE-API-19). */
export async function recordRates(tx: SqlExecutor, hours: readonly number[]): Promise<void> {
  if (hours.length === 0) return;
  await tx.query(
    `INSERT INTO rate_points (asset, at_ms, rate) SELECT a.asset, h.at_ms, a.next_time_rate_year
     FROM unnest($1::bigint[]) AS h (at_ms) CROSS JOIN flexible_assets a ORDER BY h.at_ms, a.asset ON CONFLICT DO NOTHING`,
    [hours],
  );
}
