/**
 * Fixed-term Simple Earn: products with their computed sale status and quotas, subscribe (normal,
 * VIP, special, with a rate-up voucher), early redeem, the reinvest and redeem-account switches
 * (DEC-11). Maturity and payout are in fixedMaturity.ts.
 */
import { toDecimal } from '../../../src/domain/decimal';
import { HistoryMode, OperateFlag, SaleStatus } from '../../../src/domain/simpleEarn/constants';
import { fixedOrderActionAvailability, type FixedOrderAction } from '../../../src/domain/simpleEarn/fixedOrder';
import type { FixedProduct, Voucher } from '../../../src/domain/simpleEarn/models';
import { specialProductEligibility, subscribePreCheck } from '../../../src/domain/simpleEarn/preChecks';
import { validateSubscribeAmount } from '../../../src/domain/simpleEarn/subscribeAmount';
import { fixedMaturityTime } from '../../../src/domain/simpleEarn/timeline';
import { vipAccessMessage } from '../../../src/domain/simpleEarn/vipAccess';
import { rateFromFraction, rateFromPercent } from '../../../src/domain/shared/rate';
import type { SqlExecutor } from '../db';
import { businessFailure, domainFailure, notFound } from '../failures';
import { creditWallet, debitWallet, money, walletBalance, writeLedger } from '../ledger';
import { earnSourceAccount, tradeInfoOf, type SimUser } from '../users';
import { addHistory } from './flexible';

/** A fixed product row. */
export interface FixedProductRow {
  id: number;
  asset: string;
  type: 1 | 2 | 3;
  min_vip: number;
  max_vip: number;
  year_rate: string;
  lock_up_period: number;
  min_lend_amount: string;
  user_max_lend_volume: string;
  total_quota: string;
  sold_amount: string;
  ladder_apr: { left: string; right: string; apr: string }[];
  bonus_asset: string | null;
  reinvest: 0 | 1;
  redeem_account: 0 | 1;
  pre_redeem: 0 | 1;
  title: string;
  subtitle: string | null;
  start_ms: number | null;
  end_ms: number | null;
}

/** A fixed order row. */
export interface FixedOrderRow {
  id: number;
  user_id: number;
  product_id: number;
  asset: string;
  source_account: 'spot' | 'unified';
  principal: string;
  year_rate: string;
  lock_up_period: number;
  create_ms: number;
  finish_ms: number;
  status: 1 | 2 | 3 | 4;
  reinvest_status: 0 | 1;
  redeem_account_type: 0 | 1;
  voucher_id: number | null;
  coupon_rate_ratio: string | null;
  coupon_rate_day: number | null;
  interest: string;
  bonus_interest: string;
  settled_ms: number | null;
}

/** Sold out when what is left of the product's quota is below its minimum (sale_status 2). */
export function saleStatusOf(
  product: Pick<FixedProductRow, 'total_quota' | 'sold_amount' | 'min_lend_amount'>,
): SaleStatus {
  const left = toDecimal(money(product.total_quota)).minus(toDecimal(money(product.sold_amount)));
  return left.lessThan(toDecimal(money(product.min_lend_amount))) ? SaleStatus.soldOut : SaleStatus.subscribable;
}

/** The fields the domain's VIP and sale rules read. */
function productModel(row: FixedProductRow): Pick<FixedProduct, 'type' | 'minVip' | 'maxVip' | 'saleStatus'> {
  return { type: row.type, minVip: row.min_vip, maxVip: row.max_vip, saleStatus: saleStatusOf(row) };
}

/** A product by id, or a 404 failure. */
export async function fixedProduct(db: SqlExecutor, id: number, forUpdate = false): Promise<FixedProductRow> {
  const { rows } = await db.query<FixedProductRow>(
    `SELECT * FROM fixed_products WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  if (!row) throw notFound('PRODUCT_NOT_FOUND', `Fixed product ${id} does not exist`);
  return row;
}

/**
 * What the user may still subscribe to a product: the personal cap less their open orders, within what is left of the
 * quota.
 */
export async function lendableOf(db: SqlExecutor, userId: number, product: FixedProductRow): Promise<string> {
  const { rows } = await db.query<{ held: string | null }>(
    'SELECT SUM(principal) AS held FROM fixed_orders WHERE user_id = $1 AND product_id = $2 AND status IN (1, 2)',
    [userId, product.id],
  );
  const personal = toDecimal(money(product.user_max_lend_volume)).minus(toDecimal(money(rows[0]?.held)));
  const left = toDecimal(money(product.total_quota)).minus(toDecimal(money(product.sold_amount)));
  const lendable = personal.lessThan(left) ? personal : left;
  return lendable.greaterThan(0) ? lendable.toFixed() : '0';
}

/** Whether a special product's eligibility list names the user (SE-API-36). */
export async function isEligible(db: SqlExecutor, userId: number, product: FixedProductRow): Promise<boolean> {
  if (product.type !== 3) return true;
  const { rows } = await db.query('SELECT 1 FROM special_eligibility WHERE product_id = $1 AND user_id = $2', [
    product.id,
    userId,
  ]);
  return rows.length > 0;
}

/** A voucher row as the domain's model. */
export function voucherModel(row: {
  id: number;
  title: string;
  rate_day: number;
  rate_ratio: string;
  buy_limit_low: string;
  buy_limit_high: string;
  using_currency: string;
  expired_ms: number;
}): Voucher {
  return {
    id: row.id,
    title: row.title,
    rateDay: row.rate_day,
    rateRatio: rateFromPercent(money(row.rate_ratio)) ?? rateFromFraction('0')!,
    buyLimitLow: money(row.buy_limit_low),
    buyLimitHigh: money(row.buy_limit_high),
    usingCurrency: row.using_currency,
    expiredTimest: Math.floor(Number(row.expired_ms) / 1000),
  };
}

/** What a fixed subscribe sends (SE-API-10). */
export interface FixedSubscribeInput {
  productId: number;
  amount: string;
  yearRate: string;
  reinvestStatus: 0 | 1;
  redeemAccountType: 0 | 1;
  voucherId: number | null;
  viaVipPath: boolean;
}

/**
 * Fixed subscribe: funding pre-check, product window, VIP range and special eligibility, sold out,
 * the rate the user saw, the switches the product supports, the voucher, then the dialog's amount
 * checks with the user's balance and remaining quota, all inside the transaction.
 */
export async function subscribeFixed(
  tx: SqlExecutor,
  user: SimUser,
  input: FixedSubscribeInput,
  at: number,
): Promise<{ order_id: number; amount: string; finish_time: number }> {
  const precheck = subscribePreCheck(tradeInfoOf(user));
  if (!precheck.ok) throw domainFailure('FUNDING_LOCKED', precheck.error);
  // The product row is locked so concurrent subscribes take its quota one at a time.
  const product = await fixedProduct(tx, input.productId, true);
  if (
    (product.start_ms !== null && at < Number(product.start_ms)) ||
    (product.end_ms !== null && at >= Number(product.end_ms))
  ) {
    throw businessFailure('PRODUCT_NOT_ON_SALE', `${product.title} is not on sale now`);
  }
  if (product.type === 2 && !input.viaVipPath)
    throw businessFailure('VIP_PATH_REQUIRED', 'VIP products are subscribed through the VIP service');
  const vip = vipAccessMessage(user.vip_level, productModel(product));
  if (vip) throw domainFailure(vip.kind === 'aboveRange' ? 'VIP_ABOVE_RANGE' : 'VIP_BELOW_RANGE', vip);
  const eligibility = specialProductEligibility(product.type, {
    ok: true,
    isAbleSubscribe: await isEligible(tx, user.id, product),
  });
  if (!eligibility.ok) throw domainFailure('INELIGIBLE', eligibility.error);
  const saleStatus = saleStatusOf(product);
  if (saleStatus === SaleStatus.soldOut)
    throw domainFailure('SOLD_OUT', { key: 'simpleEarn.subscribe.soldOutWarning' });
  if (toDecimal(input.yearRate).comparedTo(toDecimal(money(product.year_rate))) !== 0) {
    throw businessFailure(
      'RATE_CHANGED',
      `The rate is now ${toDecimal(money(product.year_rate)).times(100).toFixed()}%; review it and subscribe again`,
    );
  }
  if (input.reinvestStatus === 1 && product.reinvest !== OperateFlag.supported)
    throw domainFailure('REINVEST_NOT_SUPPORTED', { key: 'simpleEarn.tip.autoRenewNotSupported' });
  if (input.redeemAccountType === 0 && product.redeem_account !== OperateFlag.supported)
    throw domainFailure('REDEEM_ACCOUNT_NOT_SUPPORTED', { key: 'simpleEarn.tip.autoTransferNotSupported' });

  let voucher: Voucher | null = null;
  if (input.voucherId !== null) {
    const { rows } = await tx.query<Parameters<typeof voucherModel>[0] & { used_order_id: number | null }>(
      'SELECT * FROM vouchers WHERE id = $1 AND user_id = $2 FOR UPDATE',
      [input.voucherId, user.id],
    );
    const row = rows[0];
    if (!row) throw notFound('VOUCHER_NOT_FOUND', `Voucher ${input.voucherId} does not exist`);
    if (row.used_order_id !== null) throw businessFailure('VOUCHER_USED', 'This voucher has already been used');
    if (Number(row.expired_ms) <= at) throw businessFailure('VOUCHER_EXPIRED', 'This voucher has expired');
    if (row.using_currency !== product.asset)
      throw businessFailure('VOUCHER_WRONG_COIN', `This voucher applies to ${row.using_currency} only`);
    voucher = voucherModel(row);
  }

  const account = earnSourceAccount(user);
  await tx.query('SELECT amount FROM balances WHERE user_id = $1 AND account = $2 AND asset = $3 FOR UPDATE', [
    user.id,
    account,
    product.asset,
  ]);
  const validation = validateSubscribeAmount({
    amount: input.amount,
    asset: product.asset,
    kind: 'fixed',
    minLendAmount: money(product.min_lend_amount),
    availableBalance: await walletBalance(tx, user.id, account, product.asset),
    saleStatus,
    remainingQuota: await lendableOf(tx, user.id, product),
    voucher,
  });
  if (!validation.ok) throw domainFailure(SUBSCRIBE_LABELS[validation.error.key] ?? 'INVALID_AMOUNT', validation.error);
  const amount = validation.value.sentAmount;

  const updated = await tx.query(
    'UPDATE fixed_products SET sold_amount = sold_amount + $2 WHERE id = $1 AND sold_amount + $2 <= total_quota RETURNING id',
    [product.id, amount],
  );
  if (updated.rows.length === 0) throw domainFailure('SOLD_OUT', { key: 'simpleEarn.subscribe.soldOutWarning' });
  await debitWallet(tx, account, { userId: user.id, asset: product.asset, amount, kind: 'fixed_subscribe', at });
  const orderId = await openOrder(
    tx,
    user,
    product,
    amount,
    at,
    input.reinvestStatus,
    input.redeemAccountType,
    voucher,
  );
  await writeLedger(
    tx,
    'fixed',
    { userId: user.id, asset: product.asset, amount, kind: 'fixed_subscribe', ref: orderId, at },
    1,
  );
  await addHistory(tx, {
    userId: user.id,
    product: 'fixed',
    type: 1,
    asset: product.asset,
    amount,
    at,
    orderId,
    yearRate: money(product.year_rate),
    lockUpPeriod: product.lock_up_period,
  });
  return { order_id: orderId, amount, finish_time: Math.floor(fixedMaturityTime(at, product.lock_up_period) / 1000) };
}

const SUBSCRIBE_LABELS: Record<string, string> = {
  'finances.simpleEarn.minPurchaseAmount': 'MIN_PURCHASE_AMOUNT',
  'simpleEarn.subscribe.insufficientBalance': 'INSUFFICIENT_BALANCE',
  'simpleEarn.subscribe.remainingQuotaLessThanAmount': 'QUOTA_BELOW_MINIMUM',
  'simpleEarn.subscribe.individualRemainingQuota': 'OVER_REMAINING_QUOTA',
  'simpleEarn.voucher.minPurchase': 'VOUCHER_MIN_PURCHASE',
  'simpleEarn.voucher.maxPurchase': 'VOUCHER_MAX_PURCHASE',
};

/** Opens an order (used by subscribe and by reinvestment at maturity). */
export async function openOrder(
  tx: SqlExecutor,
  user: SimUser,
  product: FixedProductRow,
  amount: string,
  at: number,
  reinvestStatus: 0 | 1,
  redeemAccountType: 0 | 1,
  voucher: Voucher | null,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO fixed_orders (user_id, product_id, asset, source_account, principal, year_rate, lock_up_period, create_ms, finish_ms,
       reinvest_status, redeem_account_type, voucher_id, coupon_rate_ratio, coupon_rate_day)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      user.id,
      product.id,
      product.asset,
      earnSourceAccount(user),
      amount,
      money(product.year_rate),
      product.lock_up_period,
      at,
      fixedMaturityTime(at, product.lock_up_period),
      reinvestStatus,
      redeemAccountType,
      voucher?.id ?? null,
      voucher ? toDecimal(voucher.rateRatio).times(100).toFixed() : null,
      voucher?.rateDay ?? null,
    ],
  );
  const id = rows[0]!.id;
  if (voucher) await tx.query('UPDATE vouchers SET used_order_id = $2 WHERE id = $1', [voucher.id, id]);
  return id;
}

/** A user's order, locked, with its product's switches; a 404 failure when it is not theirs. */
async function userOrder(
  tx: SqlExecutor,
  userId: number,
  orderId: number,
): Promise<FixedOrderRow & { p_reinvest: 0 | 1; p_redeem_account: 0 | 1; p_pre_redeem: 0 | 1 }> {
  const { rows } = await tx.query<FixedOrderRow & { p_reinvest: 0 | 1; p_redeem_account: 0 | 1; p_pre_redeem: 0 | 1 }>(
    `SELECT o.*, p.reinvest AS p_reinvest, p.redeem_account AS p_redeem_account, p.pre_redeem AS p_pre_redeem
     FROM fixed_orders o JOIN fixed_products p ON p.id = o.product_id WHERE o.id = $1 AND o.user_id = $2 FOR UPDATE OF o`,
    [orderId, userId],
  );
  const row = rows[0];
  if (!row) throw notFound('ORDER_NOT_FOUND', `Order ${orderId} does not exist`);
  return row;
}

/** Checks an action on an order with the domain's rule (SE-EARLY-02, DEC-08): status, support, 1-hour cutoff. */
function checkAction(order: Awaited<ReturnType<typeof userOrder>>, action: FixedOrderAction, at: number): void {
  const state = {
    status: order.status === 1 ? 1 : order.status,
    finishTime: Number(order.finish_ms),
    productInfo: { preRedeem: order.p_pre_redeem, reinvest: order.p_reinvest, redeemAccount: order.p_redeem_account },
  };
  const result = fixedOrderActionAvailability(state, action, at);
  if (!result.ok) {
    const labels: Record<string, string> = {
      'simpleEarn.tip.alreadyRedeemed': 'ORDER_NOT_HOLDING',
      'simpleEarn.tip.lessThanOneHour': 'LESS_THAN_ONE_HOUR',
    };
    throw domainFailure(labels[result.error.key] ?? 'ACTION_NOT_SUPPORTED', result.error);
  }
}

/** Early redeem (SE-API-21): the principal goes back at once; interest not yet paid is forfeited. */
export async function preRedeem(
  tx: SqlExecutor,
  user: SimUser,
  orderId: number,
  at: number,
): Promise<{ order_id: number; amount: string }> {
  const order = await userOrder(tx, user.id, orderId);
  checkAction(order, 'earlyRedeem', at);
  const principal = money(order.principal);
  await tx.query('UPDATE fixed_orders SET status = 4, settled_ms = $2 WHERE id = $1', [order.id, at]);
  await writeLedger(
    tx,
    'fixed',
    { userId: user.id, asset: order.asset, amount: principal, kind: 'fixed_pre_redeem', ref: order.id, at },
    -1,
  );
  await creditWallet(tx, order.source_account, {
    userId: user.id,
    asset: order.asset,
    amount: principal,
    kind: 'fixed_pre_redeem',
    ref: order.id,
    at,
  });
  await addHistory(tx, {
    userId: user.id,
    product: 'fixed',
    type: 2,
    asset: order.asset,
    amount: principal,
    at,
    orderId: order.id,
    mode: order.source_account === 'unified' ? HistoryMode.unifiedRedeem : HistoryMode.spotRedeem,
    lockUpPeriod: order.lock_up_period,
    yearRate: money(order.year_rate),
  });
  return { order_id: order.id, amount: principal };
}

/** Reinvest switch (SE-API-27, DEC-11); turning it off resets the redeem account to flexible (1). */
export async function setReinvestStatus(
  tx: SqlExecutor,
  user: SimUser,
  orderId: number,
  status: 0 | 1,
  at: number,
): Promise<{ order_id: number; reinvest_status: 0 | 1; redeem_account_type: 0 | 1 }> {
  const order = await userOrder(tx, user.id, orderId);
  checkAction(order, 'reinvest', at);
  const redeemAccountType: 0 | 1 = status === 1 ? 0 : 1;
  await tx.query('UPDATE fixed_orders SET reinvest_status = $2, redeem_account_type = $3 WHERE id = $1', [
    order.id,
    status,
    redeemAccountType,
  ]);
  return { order_id: order.id, reinvest_status: status, redeem_account_type: redeemAccountType };
}

/** Redeem-account switch (SE-API-28, DEC-11): 1 flexible, 0 spot/unified; not while reinvest is on. */
export async function setRedeemAccountType(
  tx: SqlExecutor,
  user: SimUser,
  orderId: number,
  type: 0 | 1,
  at: number,
): Promise<{ order_id: number; redeem_account_type: 0 | 1 }> {
  const order = await userOrder(tx, user.id, orderId);
  checkAction(order, 'redeemAccount', at);
  if (order.reinvest_status === 1)
    throw businessFailure('REINVEST_ON', 'Turn off auto-reinvest before choosing where the redemption goes');
  await tx.query('UPDATE fixed_orders SET redeem_account_type = $2 WHERE id = $1', [order.id, type]);
  return { order_id: order.id, redeem_account_type: type };
}
