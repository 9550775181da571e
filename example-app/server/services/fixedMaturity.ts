/**
 * Fixed orders as the clock passes them: interest accrued so far, maturity at the finish time (or renewal
 * when reinvest is on) and payout 30 minutes later (SE-TIMELINE-04..08).
 */
import { toDecimal } from '../../../src/domain/decimal';
import { DAY_MS } from '../../../src/domain/shared/constants';
import { HistoryMode, REDEMPTION_ARRIVAL_DELAY_MS, SaleStatus } from '../../../src/domain/simpleEarn/constants';
import { fixedInterestEstimate } from '../../../src/domain/simpleEarn/interestEstimate';
import { rateUpVoucherBonus } from '../../../src/domain/simpleEarn/vouchers';
import { rateFromFraction, rateFromPercent } from '../../../src/domain/shared/rate';
import type { SqlExecutor } from '../db';
import { creditWallet, money, writeLedger } from '../ledger';
import type { SimUser } from '../users';
import { fixedProduct, lendableOf, openOrder, saleStatusOf, type FixedOrderRow } from './fixed';
import { addHistory, addToFlexiblePosition } from './flexible';

/** Interest an order has earned by `at`: from 00:00 UTC after subscribing, whole days, to maturity. */
export function accruedInterest(
  order: Pick<FixedOrderRow, 'principal' | 'year_rate' | 'lock_up_period' | 'create_ms' | 'finish_ms'>,
  at: number,
): string {
  const interestStart = Number(order.finish_ms) - order.lock_up_period * DAY_MS;
  const days = Math.max(0, Math.min(order.lock_up_period, Math.floor((at - interestStart) / DAY_MS)));
  return fixedInterestEstimate(
    money(order.principal),
    rateFromFraction(money(order.year_rate)) ?? rateFromFraction('0')!,
    days,
  );
}

/** Matures orders whose finish time has come (status 2), or reinvests them when reinvest is on. */
export async function matureOrders(tx: SqlExecutor, at: number): Promise<void> {
  const { rows } = await tx.query<FixedOrderRow>(
    'SELECT * FROM fixed_orders WHERE status = 1 AND finish_ms <= $1 ORDER BY id',
    [at],
  );
  for (const order of rows) {
    const finish = Number(order.finish_ms);
    const interest = accruedInterest(order, finish);
    const voucher =
      order.coupon_rate_ratio === null
        ? null
        : {
            rateRatio: rateFromPercent(money(order.coupon_rate_ratio))!,
            rateDay: order.coupon_rate_day ?? 0,
            buyLimitLow: '0',
            buyLimitHigh: '0',
            id: 0,
            title: '',
            usingCurrency: order.asset,
            expiredTimest: 0,
          };
    const bonus = voucher ? rateUpVoucherBonus(money(order.principal), voucher) : '0';
    await tx.query('UPDATE fixed_orders SET status = 2, interest = $2, bonus_interest = $3 WHERE id = $1', [
      order.id,
      interest,
      bonus,
    ]);
    if (order.reinvest_status === 1) await reinvest(tx, { ...order, interest, bonus_interest: bonus }, finish);
  }
}

async function reinvest(tx: SqlExecutor, order: FixedOrderRow, at: number): Promise<void> {
  const product = await fixedProduct(tx, order.product_id, true);
  const user = {
    id: order.user_id,
    account_mode: order.source_account === 'unified' ? 'unified' : 'classic',
  } as SimUser;
  const total = toDecimal(money(order.principal))
    .plus(toDecimal(order.interest))
    .plus(toDecimal(order.bonus_interest))
    .toFixed();
  await closeOrder(tx, order, at, 'fixed_reinvest');
  const fits =
    saleStatusOf(product) === SaleStatus.subscribable &&
    toDecimal(total).lessThanOrEqualTo(toDecimal(await lendableOf(tx, order.user_id, product)));
  if (!fits) {
    // The product cannot take the renewal (sold out or over the cap): the money goes back as at maturity.
    await creditWallet(tx, order.source_account, {
      userId: order.user_id,
      asset: order.asset,
      amount: total,
      kind: 'fixed_payout',
      ref: order.id,
      at,
    });
    return;
  }
  await tx.query('UPDATE fixed_products SET sold_amount = sold_amount + $2 WHERE id = $1', [product.id, total]);
  const newId = await openOrder(tx, user, product, total, at, 1, 0, null);
  await writeLedger(
    tx,
    'fixed',
    { userId: order.user_id, asset: order.asset, amount: total, kind: 'fixed_reinvest', ref: newId, at },
    1,
  );
  await addHistory(tx, {
    userId: order.user_id,
    product: 'fixed',
    type: 1,
    asset: order.asset,
    amount: total,
    at,
    orderId: newId,
    mode: HistoryMode.autoReinvest,
    yearRate: money(product.year_rate),
    lockUpPeriod: product.lock_up_period,
  });
}

/** Ends an order: principal leaves the fixed account, interest and bonus are recorded. */
async function closeOrder(tx: SqlExecutor, order: FixedOrderRow, at: number, kind: string): Promise<void> {
  await tx.query('UPDATE fixed_orders SET status = 3, settled_ms = $2 WHERE id = $1', [order.id, at]);
  await writeLedger(
    tx,
    'fixed',
    { userId: order.user_id, asset: order.asset, amount: money(order.principal), kind, ref: order.id, at },
    -1,
  );
  if (toDecimal(order.interest).greaterThan(0)) {
    await addHistory(tx, {
      userId: order.user_id,
      product: 'fixed',
      type: 3,
      asset: order.asset,
      amount: order.interest,
      at,
      orderId: order.id,
      yearRate: money(order.year_rate),
      lockUpPeriod: order.lock_up_period,
    });
  }
  if (toDecimal(order.bonus_interest).greaterThan(0)) {
    await addHistory(tx, {
      userId: order.user_id,
      product: 'fixed',
      type: 5,
      asset: order.asset,
      amount: order.bonus_interest,
      at,
      orderId: order.id,
      rateRatio: order.coupon_rate_ratio === null ? null : money(order.coupon_rate_ratio),
    });
  }
}

/** Pays out matured orders 30 minutes after finish (SE-TIMELINE-06): to flexible (1) or the wallet (0). */
export async function payOutOrders(tx: SqlExecutor, at: number): Promise<void> {
  const { rows } = await tx.query<FixedOrderRow>(
    'SELECT * FROM fixed_orders WHERE status = 2 AND finish_ms + $2 <= $1 ORDER BY id',
    [at, REDEMPTION_ARRIVAL_DELAY_MS],
  );
  for (const order of rows) {
    const total = toDecimal(money(order.principal))
      .plus(toDecimal(money(order.interest)))
      .plus(toDecimal(money(order.bonus_interest)))
      .toFixed();
    await closeOrder(
      tx,
      { ...order, interest: money(order.interest), bonus_interest: money(order.bonus_interest) },
      at,
      'fixed_payout',
    );
    const user = {
      id: order.user_id,
      account_mode: order.source_account === 'unified' ? 'unified' : 'classic',
    } as SimUser;
    if (order.redeem_account_type === 1) {
      await addToFlexiblePosition(tx, user, order.asset, total, at, 'fixed_payout', order.id);
      await addHistory(tx, {
        userId: order.user_id,
        product: 'flexible',
        type: 1,
        asset: order.asset,
        amount: total,
        at,
        mode: HistoryMode.convertToRegular,
        orderId: order.id,
      });
    } else {
      await creditWallet(tx, order.source_account, {
        userId: order.user_id,
        asset: order.asset,
        amount: total,
        kind: 'fixed_payout',
        ref: order.id,
        at,
      });
    }
    await addHistory(tx, {
      userId: order.user_id,
      product: 'fixed',
      type: 2,
      asset: order.asset,
      amount: money(order.principal),
      at,
      orderId: order.id,
      mode: order.redeem_account_type === 1 ? HistoryMode.convertToRegular : HistoryMode.spotRedeem,
    });
  }
}
