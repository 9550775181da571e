/**
 * DTO → domain for the Simple Earn calls in `simpleEarnActions.ts` (SE-DATA-01, 15, 18..20, HD-DATA-03):
 * the flexible product detail, the bonus (award pool), vouchers, the trade-info pre-check, rate trend points and
 * the VIP upgrade way. Units as in `simpleEarn.ts`.
 */
import { BusinessType, RecommendType } from '../../domain/simpleEarn/constants';
import type {
  AwardPool,
  FlexibleProduct,
  RateTrendPoint,
  TradeInfo,
  UpgradeWay,
  Voucher,
} from '../../domain/simpleEarn/models';
import type {
  AwardPoolDto,
  FlexibleProductDto,
  RateTrendPointDto,
  TradeInfoDto,
  UpgradeWayDto,
  VoucherDto,
} from '../dto/simpleEarn';
import {
  flag,
  fraction,
  integer,
  msFromSeconds,
  optionalFraction,
  optionalPercent,
  percent,
  readAmount,
  readOptionalAmount,
  text,
} from './read';
import { mapFixedProduct } from './simpleEarn';
import { codeOf, mapLadder, optional } from './simpleEarnShared';

/** The flexible product detail (SE-DATA-01); max_lend_rate_year is a percent, absent means the 5 % default. */
export function mapFlexibleProduct(dto: FlexibleProductDto): FlexibleProduct {
  return {
    asset: text(dto.asset) || text(dto.coin),
    ...optional('icon', dto.icon),
    // Absent, the coin states no minimum; the subscribe check then only asks for more than 0.
    minLendAmount: readAmount(dto.min_lend_amount, '0'),
    limitMinLendRateYear: fraction(dto.limit_min_lend_rate_year),
    maxLendRateYear: optionalPercent(dto.max_lend_rate_year) ?? null,
    nextTimeRateYear: fraction(dto.next_time_rate_year),
    ...optional('extAwardRateYear', optionalFraction(dto.ext_award_rate_year)),
    ...optional('extAwardLimit', readOptionalAmount(dto.ext_award_limit)),
    ...optional('awardAsset', dto.award_asset),
    ladderApr: mapLadder(dto.ladder_apr),
    fixedList: (dto.fixed_list ?? []).map(mapFixedProduct),
    businessType: codeOf(BusinessType, dto.business_type, BusinessType.flexible),
    ...optional('usdtRate', readOptionalAmount(dto.usdt_rate)),
    isOpenAwardPool: flag(dto.is_open_award_pool),
    // Absent, nothing is borrowed: no borrowed-rules note (SE-REDEEM-19).
    lendRatio: readAmount(dto.lend_ratio, '0'),
  } as FlexibleProduct;
}

/** A voucher (SE-DATA-15): rate_ratio percent → fraction; expired_timest stays in seconds as the model says. */
export function mapVoucher(dto: VoucherDto): Voucher {
  return {
    id: typeof dto.id === 'number' ? dto.id : text(dto.id),
    title: text(dto.title),
    rateDay: integer(dto.rate_day),
    rateRatio: percent(dto.rate_ratio),
    // Absent limits are none: no minimum, and a high limit of 0 means no upper bound (SE-VOUCH-07).
    buyLimitLow: readAmount(dto.buy_limit_low, '0'),
    buyLimitHigh: readAmount(dto.buy_limit_high, '0'),
    usingCurrency: text(dto.using_currency),
    expiredTimest: integer(dto.expired_timest),
  };
}

/** The trade-info pre-check (SE-API-18, DEC-24). */
export function mapTradeInfo(dto: TradeInfoDto | null | undefined): TradeInfo {
  return { useFunding: flag(dto?.use_funding), locked: flag(dto?.locked) };
}

/** A rate trend point (SE-DATA-18): time stays in seconds (the domain converts for the chart), value a fraction. */
export function mapRateTrendPoint(dto: RateTrendPointDto): RateTrendPoint {
  return { time: integer(dto.time), value: fraction(dto.value) };
}

/** The VIP upgrade way (SE-DATA-19/20). */
export function mapUpgradeWay(dto: UpgradeWayDto | null | undefined): UpgradeWay {
  return {
    recommendType: codeOf(RecommendType, dto?.recommend_type, RecommendType.none),
    ...optional('recommendAsset', dto?.recommend_asset),
    ...optional('recommendValue', readOptionalAmount(dto?.recommend_value)),
  } as UpgradeWay;
}

/** Bonus info / award pool (SE-API-23, HD-DATA-03); start and end seconds → ms. */
export function mapAwardPool(dto: AwardPoolDto): AwardPool {
  return {
    awardAsset: text(dto.award_asset),
    extAwardLimit: readAmount(dto.ext_award_limit),
    extAwardRateYear: fraction(dto.ext_award_rate_year),
    startAt: msFromSeconds(dto.start_at),
    endAt: msFromSeconds(dto.end_at),
  };
}
