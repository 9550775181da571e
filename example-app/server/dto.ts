/**
 * Rows to the spec's answer shapes (the DTOs of `src/api/dto`, snake_case, times in unix seconds,
 * amounts as decimal text, Simple Earn rates as fractions and the documented percent fields as
 * percents, DEC-05).
 */
import { toDecimal } from '../../src/domain/decimal';
import type {
  FixedHoldingDto,
  FixedProductDto,
  FlexibleHoldingDto,
  FlexibleProductDto,
  HistoryRecordDto,
} from '../../src/api/dto/simpleEarn';
import { fixedInterestEstimate } from '../../src/domain/simpleEarn/interestEstimate';
import { rateFromFraction } from '../../src/domain/shared/rate';
import type { SqlExecutor } from './db';
import { money } from './ledger';
import { saleStatusOf, type FixedOrderRow, type FixedProductRow } from './services/fixed';
import { accruedInterest } from './services/fixedMaturity';
import type { FlexibleAssetRow, FlexiblePositionRow } from './services/flexible';

export const seconds = (ms: number | string | null | undefined): number => Math.floor(Number(ms ?? 0) / 1000);
const ladder = (tiers: FlexibleAssetRow['ladder_apr']) =>
  tiers.map((tier) => ({ left: tier.left, right: tier.right, apr: tier.apr }));

/** USDT prices of every coin. */
export async function prices(db: SqlExecutor): Promise<Record<string, string>> {
  const { rows } = await db.query<{ asset: string; usdt_price: string }>('SELECT asset, usdt_price FROM asset_prices');
  return Object.fromEntries(rows.map((row) => [row.asset, money(row.usdt_price)]));
}

/** A fixed product (SE-DATA-02). */
export function fixedProductDto(row: FixedProductRow, priceOf: Record<string, string>): FixedProductDto {
  return {
    id: row.id,
    asset: row.asset,
    type: row.type,
    min_vip: row.min_vip,
    max_vip: row.max_vip,
    year_rate: money(row.year_rate),
    lock_up_period: row.lock_up_period,
    sale_status: saleStatusOf(row),
    min_lend_amount: money(row.min_lend_amount),
    user_max_lend_volume: money(row.user_max_lend_volume),
    ladder_apr: ladder(row.ladder_apr),
    ...(row.bonus_asset ? { bonus_asset: row.bonus_asset, bonus_asset_price: priceOf[row.bonus_asset] ?? '0' } : {}),
    product_asset_price: priceOf[row.asset] ?? '0',
    reinvest: row.reinvest,
    redeem_account: row.redeem_account,
    pre_redeem: row.pre_redeem,
    title: row.title,
    ...(row.subtitle ? { subtitle: row.subtitle } : {}),
    ...(row.start_ms !== null ? { start_time: seconds(row.start_ms) } : {}),
    ...(row.end_ms !== null ? { end_time: seconds(row.end_ms) } : {}),
  };
}

const awardOpen = (market: FlexibleAssetRow, now: number) =>
  market.award_asset !== null &&
  market.award_start_ms !== null &&
  market.award_end_ms !== null &&
  Number(market.award_start_ms) <= now &&
  now < Number(market.award_end_ms);

/** The flexible product detail (SE-DATA-01), with the coin's fixed products. */
export function flexibleProductDto(
  market: FlexibleAssetRow,
  fixed: readonly FixedProductDto[],
  priceOf: Record<string, string>,
  now: number,
): FlexibleProductDto {
  return {
    coin: market.asset,
    asset: market.asset,
    min_lend_amount: money(market.min_lend_amount),
    limit_min_lend_rate_year: money(market.limit_min_lend_rate_year),
    max_lend_rate_year: market.max_lend_rate_year === null ? null : money(market.max_lend_rate_year),
    next_time_rate_year: money(market.next_time_rate_year),
    ...(market.award_asset
      ? {
          award_asset: market.award_asset,
          ext_award_rate_year: money(market.ext_award_rate_year),
          ext_award_limit: money(market.ext_award_limit),
        }
      : {}),
    ladder_apr: ladder(market.ladder_apr),
    fixed_list: fixed,
    business_type: market.business_type,
    usdt_rate: priceOf[market.asset] ?? '0',
    is_open_award_pool: awardOpen(market, now) ? 1 : 0,
    lend_ratio: money(market.lend_ratio),
  };
}

/** A flexible holding (SE-DATA-08, HD-DATA-02). */
export function flexibleHoldingDto(
  position: FlexiblePositionRow,
  market: FlexibleAssetRow,
  pending: string,
  autoInvest: boolean,
  now: number,
): FlexibleHoldingDto {
  return {
    id: position.id,
    asset: position.asset,
    curr_amount: money(position.curr_amount),
    lend_amount: money(position.lend_amount),
    frozen_amount: money(position.frozen_amount),
    frozen_status: toDecimal(pending).greaterThan(0) ? 1 : 0,
    margin_frozen_amount: money(position.margin_frozen_amount),
    cumulative: money(position.cumulative),
    interest: money(position.last_interest),
    next_time_rate_year: money(market.next_time_rate_year),
    last_rate_year: money(market.next_time_rate_year),
    ...(market.award_asset
      ? { ext_award_rate_year: money(market.ext_award_rate_year), award_asset: market.award_asset }
      : {}),
    is_open_award_pool: awardOpen(market, now) ? 1 : 0,
    min_lend_rate_year: money(position.min_lend_rate_year),
    ladder_apr: ladder(market.ladder_apr),
    auto_invest_status: autoInvest ? 1 : 0,
  };
}

/** A fixed holding or order (SE-DATA-09, HD-DATA-01). */
export function fixedHoldingDto(order: FixedOrderRow, product: FixedProductRow, now: number): FixedHoldingDto {
  const couponPercent = order.coupon_rate_ratio === null ? null : money(order.coupon_rate_ratio);
  const totalPercent = toDecimal(money(order.year_rate))
    .times(100)
    .plus(toDecimal(couponPercent ?? '0'))
    .toFixed();
  const expected = fixedInterestEstimate(
    money(order.principal),
    rateFromFraction(money(order.year_rate))!,
    order.lock_up_period,
  );
  return {
    id: order.id,
    order_id: order.id,
    asset: order.asset,
    product_id: order.product_id,
    product_type: product.type,
    create_time: seconds(order.create_ms),
    finish_time: seconds(order.finish_ms),
    lock_up_period: order.lock_up_period,
    principal: money(order.principal),
    interest: order.status === 1 ? accruedInterest(order, now) : money(order.interest),
    total_interest: order.status === 1 ? expected : money(order.interest),
    year_rate: money(order.year_rate),
    total_year_rate_percent: totalPercent,
    year_rate_perent: totalPercent,
    bonus_info: product.bonus_asset
      ? { ladder_apr: ladder(product.ladder_apr), bonus_asset: product.bonus_asset }
      : null,
    coupon_info: couponPercent === null ? null : { rate_ratio: couponPercent },
    status: order.status,
    reinvest_status: order.reinvest_status,
    redeem_account_type: order.redeem_account_type,
    product_info: {
      pre_redeem: product.pre_redeem,
      reinvest: product.reinvest,
      redeem_account: product.redeem_account,
    },
  };
}

/** A history row (SE-DATA-11). */
export interface HistoryRow {
  id: number;
  product: 'flexible' | 'fixed';
  type: number;
  asset: string;
  amount: string;
  mode: number | null;
  order_id: number | null;
  lend_rate_year: string | null;
  year_rate: string | null;
  lock_up_period: number | null;
  rate_ratio: string | null;
  at_ms: number;
}

/** A history record (SE-DATA-11). */
export function historyDto(row: HistoryRow): HistoryRecordDto {
  const amount = money(row.amount);
  const at = seconds(row.at_ms);
  return {
    id: row.id,
    asset: row.asset,
    type: row.type,
    mode: row.mode,
    sub_business: null,
    unique_time: at,
    time_at: at,
    create_at: at,
    finish_at: at,
    amount,
    ...(row.type === 3 || row.type === 5 ? { interest: amount } : { principal: amount, lend_principal: amount }),
    ...(row.lend_rate_year !== null ? { lend_rate_year: money(row.lend_rate_year) } : {}),
    ...(row.year_rate !== null ? { year_rate: money(row.year_rate) } : {}),
    ...(row.lock_up_period !== null ? { lock_up_period: row.lock_up_period } : {}),
    ...(row.rate_ratio !== null ? { rate_ratio: money(row.rate_ratio) } : {}),
    ...(row.order_id !== null ? { order_id: row.order_id } : {}),
  };
}
