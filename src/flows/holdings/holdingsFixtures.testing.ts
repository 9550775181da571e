/** DTO fixtures of holdings for tests and stories: realistic values, unix-second times. Tests and stories only. */
import type { FixedHoldingDto, FixedProductDto, FlexibleHoldingDto } from '../../api/dto/simpleEarn';
import type { EarnUser } from '../../context/types';

/** A logged-in, verified VIP 0 user. */
export const TEST_USER: EarnUser = { kind: 'user', name: 'tester', vipLevel: 0, verified: true };

/** 2024-05-01T12:00:00Z, the clock the fixtures are written against. */
export const FIXTURE_NOW = Date.parse('2024-05-01T12:00:00.000Z');
const NOW_SECONDS = FIXTURE_NOW / 1000;
const DAY = 86_400;

/** A flexible holding of `asset`. */
export function flexibleHoldingDto(asset: string, overrides: Partial<FlexibleHoldingDto> = {}): FlexibleHoldingDto {
  return {
    id: asset.length * 100 + asset.charCodeAt(0),
    asset,
    curr_amount: '1000.123456789',
    lend_amount: '800.1234567',
    frozen_amount: '0',
    frozen_status: 0,
    margin_frozen_amount: '0',
    cumulative: '45.6789012',
    interest: '12.3456789',
    next_time_rate_year: '0.05',
    last_rate_year: '0.048',
    min_lend_rate_year: '0.0001',
    ladder_apr: [{ left: '0', right: '1000', apr: '0.1' }],
    auto_invest_status: 0,
    ...overrides,
  };
}

/** A fixed order number `n`, holding, 30 days, maturing 10 days after FIXTURE_NOW. */
export function fixedHoldingDto(n: number, overrides: Partial<FixedHoldingDto> = {}): FixedHoldingDto {
  return {
    id: n,
    order_id: `F${1000 + n}`,
    asset: 'USDT',
    product_id: 40 + n,
    product_type: 1,
    create_time: NOW_SECONDS - 20 * DAY,
    finish_time: NOW_SECONDS + 10 * DAY,
    lock_up_period: 30,
    principal: '500',
    interest: '2.05479452',
    total_interest: '2.05479452',
    year_rate: '0.05',
    total_year_rate_percent: '6',
    bonus_info: { ladder_apr: [{ left: '0', right: '1000', apr: '0.01' }], bonus_asset: 'GT' },
    coupon_info: null,
    status: 1,
    reinvest_status: 0,
    redeem_account_type: 1,
    product_info: { pre_redeem: 1, reinvest: 1, redeem_account: 1 },
    ...overrides,
  };
}

/** `count` flexible holdings of made-up coins COIN1..COINn. */
export function manyFlexibleHoldings(count: number): FlexibleHoldingDto[] {
  return Array.from({ length: count }, (_, index) => flexibleHoldingDto(`COIN${index + 1}`, { id: index + 1 }));
}

/** A fixed product `id` of USDT: normal, subscribable, 30 days at 5 %. */
export function fixedProductDto(id: number, overrides: Partial<FixedProductDto> = {}): FixedProductDto {
  return {
    id,
    asset: 'USDT',
    type: 1,
    min_vip: 0,
    max_vip: 0,
    year_rate: '0.05',
    lock_up_period: 30,
    sale_status: 1,
    min_lend_amount: '10',
    user_max_lend_volume: '100000',
    reinvest: 1,
    redeem_account: 1,
    pre_redeem: 1,
    title: `USDT ${id}`,
    ...overrides,
  };
}
