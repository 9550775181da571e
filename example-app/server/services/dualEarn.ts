/**
 * Dual-earn orders (DE-ORDER-01/02, DEC-30). An order holds its principal in the ledger's dual account from
 * the moment it is placed; 30 minutes after its settle time the clock settles it: a settled order pays its
 * principal and interest into spot (in the other coin of the pair, at the target price, when it converted),
 * a failed, expired or cancelled one returns the principal. Its status follows the clock and that payment.
 */
import { toDecimal } from '../../../src/domain/decimal';
import type { DualEarnOrderStatus } from '../../../src/domain/dualEarn/orderStatus';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../src/domain/shared/constants';
import type { SqlExecutor } from '../db';
import { seconds } from '../dto';
import { creditWallet, debitWallet, money, writeLedger } from '../ledger';

/** Where an order is heading: the last status it reaches. */
export type DualOutcome = 'settle' | 'settlement_fail' | 'internal_error' | 'fail' | 'expire' | 'cancel';

/** From the settle time to the money arriving: the window of SETTLEMENT_PROCESSING (and of CANCELING's end). */
export const DUAL_SETTLEMENT_MS = 30 * MINUTE_MS;
/** An order is INIT for its first hour. */
const DUAL_INIT_MS = HOUR_MS;
const PAYOUT_DECIMALS = 8;

export interface DualOrderRow {
  id: number;
  user_id: number;
  kind: 'dual' | 'sniper';
  invest_coin: string;
  invest_amount: string;
  target_price: string;
  apy: string;
  created_ms: number | string;
  settle_ms: number | string;
  outcome: DualOutcome;
  payout_coin: string | null;
  paid_ms: number | string | null;
}

/** A dual order's status at `now` (DE-ORDER-02): by the clock, and by whether its money has gone back. */
function dualStatus(order: DualOrderRow, now: number): DualEarnOrderStatus {
  const paid = order.paid_ms !== null;
  if (!paid && now < Number(order.created_ms) + DUAL_INIT_MS) return 'INIT';
  const reachedSettle = now >= Number(order.settle_ms);
  switch (order.outcome) {
    case 'settle':
      return paid ? 'SETTLEMENT_SUCCESS' : reachedSettle ? 'SETTLEMENT_PROCESSING' : 'PROCESSING';
    case 'settlement_fail':
      return paid ? 'SETTLEMENT_FAILED' : reachedSettle ? 'SETTLEMENT_PROCESSING' : 'PROCESSING';
    case 'internal_error':
      return paid ? 'INTERNAL_ERROR' : 'PROCESSING';
    case 'cancel':
      return paid ? 'CANCELED' : 'CANCELING';
    // Never filled: it waits as INIT until it is given up.
    case 'expire':
      return paid ? 'EXPIRED' : 'INIT';
    case 'fail':
      return paid ? 'FAILED' : 'INIT';
  }
}

/**
 * What a settled order pays: the principal and its interest for the term (apy a fraction, rounded down to 8
 * decimals), converted at the target price when it pays in the pair's other coin (USDT invested buys the
 * coin; a coin invested sells for USDT).
 */
function dualPayout(order: DualOrderRow): { coin: string; amount: string } {
  const principal = toDecimal(money(order.invest_amount));
  const termDays = toDecimal(String(Number(order.settle_ms) - Number(order.created_ms))).dividedBy(DAY_MS);
  const total = principal.times(toDecimal('1').plus(toDecimal(money(order.apy)).times(termDays).dividedBy(365)));
  const coin = order.payout_coin ?? order.invest_coin;
  if (coin === order.invest_coin) return { coin, amount: total.toDecimalPlaces(PAYOUT_DECIMALS, 1).toFixed() };
  const price = toDecimal(money(order.target_price));
  const converted = order.invest_coin === 'USDT' ? total.dividedBy(price) : total.times(price);
  return { coin, amount: converted.toDecimalPlaces(PAYOUT_DECIMALS, 1).toFixed() };
}

/** What goes back to spot when the order settles: the payout, or the principal for any other outcome. */
function returned(order: DualOrderRow): { coin: string; amount: string } {
  return order.outcome === 'settle'
    ? dualPayout(order)
    : { coin: order.invest_coin, amount: money(order.invest_amount) };
}

/** Places an order: its principal leaves spot for the dual account, in the caller's transaction. */
export async function placeDualOrder(
  tx: SqlExecutor,
  order: Omit<DualOrderRow, 'paid_ms' | 'payout_coin' | 'outcome'> & { outcome?: DualOutcome; payout_coin?: string },
): Promise<void> {
  const at = Number(order.created_ms);
  const movement = { userId: order.user_id, asset: order.invest_coin, amount: order.invest_amount, ref: order.id, at };
  await debitWallet(tx, 'spot', { ...movement, kind: 'dual_order' });
  await writeLedger(tx, 'dual', { ...movement, kind: 'dual_order' }, 1);
  await tx.query(
    `INSERT INTO dual_orders (id, user_id, kind, invest_coin, invest_amount, target_price, apy, created_ms, settle_ms, outcome, payout_coin)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      order.id,
      order.user_id,
      order.kind,
      order.invest_coin,
      order.invest_amount,
      order.target_price,
      order.apy,
      at,
      order.settle_ms,
      order.outcome ?? 'settle',
      order.payout_coin ?? null,
    ],
  );
}

/** The clock's step: every order whose settlement window has passed by `at` gives its money back to spot. */
export async function settleDualOrders(tx: SqlExecutor, at: number): Promise<void> {
  const { rows } = await tx.query<DualOrderRow>(
    'SELECT * FROM dual_orders WHERE paid_ms IS NULL AND settle_ms + $2 <= $1 ORDER BY id',
    [at, DUAL_SETTLEMENT_MS],
  );
  for (const order of rows) {
    const kind = order.outcome === 'settle' ? 'dual_payout' : 'dual_refund';
    const movement = { userId: order.user_id, ref: order.id, at, kind };
    await writeLedger(tx, 'dual', { ...movement, asset: order.invest_coin, amount: money(order.invest_amount) }, -1);
    const back = returned(order);
    await creditWallet(tx, 'spot', { ...movement, asset: back.coin, amount: back.amount });
    await tx.query('UPDATE dual_orders SET paid_ms = $2 WHERE id = $1', [order.id, at]);
  }
}

/** An order as the dual calls answer it (DE-API-01/02 and the list of DEC-30). */
export function dualOrderDto(order: DualOrderRow, now: number) {
  const back = order.paid_ms === null ? null : returned(order);
  return {
    order_id: order.id,
    type: order.kind,
    status: dualStatus(order, now),
    invest_coin: order.invest_coin,
    invest_amount: money(order.invest_amount),
    target_price: money(order.target_price),
    apy: money(order.apy),
    create_time: seconds(Number(order.created_ms)),
    settle_time: seconds(Number(order.settle_ms)),
    settle_coin: back?.coin ?? null,
    settle_amount: back?.amount ?? null,
  };
}
