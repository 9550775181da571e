// DTO answers of the fake backend: the exchange's own field names (snake_case). Tests and stories only.
import type { FixedProductDto, FlexibleHoldingDto, FlexibleProductDto, VoucherDto } from '../../../api/dto/simpleEarn';

/** A 30-day normal fixed USDT product: 8 % a year, min 10, max 10000, every option supported. */
export function fixedProductDto(overrides: Partial<FixedProductDto> = {}): FixedProductDto {
  return {
    id: 101,
    asset: 'USDT',
    type: 1,
    min_vip: 0,
    max_vip: 0,
    year_rate: '0.08',
    lock_up_period: 30,
    sale_status: 1,
    min_lend_amount: '10',
    user_max_lend_volume: '10000',
    reinvest: 1,
    redeem_account: 1,
    pre_redeem: 1,
    title: 'USDT 30 days',
    ...overrides,
  };
}

/** The USDT coin-info item: flexible at 3.65 %, min 1, with the fixed products given. */
export function flexibleProductDto(
  fixedList: readonly FixedProductDto[] = [fixedProductDto()],
  overrides: Partial<FlexibleProductDto> = {},
): FlexibleProductDto {
  return {
    asset: 'USDT',
    min_lend_amount: '1',
    limit_min_lend_rate_year: '0.0001',
    max_lend_rate_year: '5',
    next_time_rate_year: '0.0365',
    fixed_list: fixedList,
    business_type: -1,
    is_open_award_pool: 0,
    lend_ratio: '0.5',
    ...overrides,
  };
}

/** A +2 % rate-up voucher for 10 days, for 100 to 1000 USDT. */
export function voucherDto(overrides: Partial<VoucherDto> = {}): VoucherDto {
  return {
    id: 7,
    title: 'APR +2% for 10 days',
    rate_day: 10,
    rate_ratio: '2',
    buy_limit_low: '100',
    buy_limit_high: '1000',
    using_currency: 'USDT',
    expired_timest: 1_900_000_000,
    ...overrides,
  };
}

/** A flexible USDT position: 100 held, 10 being redeemed (cancellable), nothing margin-frozen. */
export function flexibleHoldingDto(overrides: Partial<FlexibleHoldingDto> = {}): FlexibleHoldingDto {
  return {
    asset: 'USDT',
    curr_amount: '100',
    lend_amount: '100',
    frozen_amount: '10',
    frozen_status: 1,
    margin_frozen_amount: '0',
    interest: '0.5',
    next_time_rate_year: '0.0365',
    min_lend_rate_year: '0.01',
    auto_invest_status: 0,
    ...overrides,
  };
}
