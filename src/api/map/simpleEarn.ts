/**
 * DTO → domain for Simple Earn (SE-DATA-*, HD-DATA-*). Rates are fractions (DEC-05) except the percent
 * fields max_lend_rate_year, total_year_rate_percent and rate_ratio; times go from seconds to ms, except
 * where the domain model keeps seconds (voucher expired_timest, rate trend time). The amounts a user acts
 * on are required (a product's minimum and maximum, a position's amount, an order's principal); amounts
 * that may be left out read as none (a frozen or redeeming amount, interest not yet paid).
 */
import {
  BusinessType,
  FixedProductType,
  OperateFlag,
  RecommendType,
  RedeemAccountType,
  ReinvestStatus,
  SaleStatus,
} from '../../domain/simpleEarn/constants';
import { pickTotalYearRate } from '../../domain/simpleEarn/fixedOrder';
import type {
  AwardPool,
  FixedHolding,
  FixedProduct,
  FlexibleHolding,
  FlexibleProduct,
  HistoryRecord,
  LadderTier,
  RateTrendPoint,
  TradeInfo,
  UpgradeWay,
  Voucher,
} from '../../domain/simpleEarn/models';
import type { LadderTierDto } from '../dto/common';
import type {
  AwardPoolDto,
  FixedHoldingDto,
  FixedProductDto,
  FlexibleHoldingDto,
  FlexibleProductDto,
  HistoryRecordDto,
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
  readLimit,
  readOptionalAmount,
  readOptionalDecimal,
  text,
} from './read';

/** A code of an enumeration, or `fallback` for a value outside it. */
export function codeOf<Code extends number>(
  codes: Readonly<Record<string, Code>>,
  value: unknown,
  fallback: Code,
): Code {
  const number = integer(value, Number.NaN);
  return (Object.values(codes) as number[]).includes(number) ? (number as Code) : fallback;
}

const optional = <Value>(name: string, value: Value | undefined): Record<string, Value> =>
  value === undefined ? {} : { [name]: value };

/** A ladder (SE-DATA-07), apr a fraction; an empty or -1 `right` is the open-ended top tier (`ladderTierBounds`). */
export function mapLadder(list: readonly LadderTierDto[] | null | undefined): readonly LadderTier[] {
  return (list ?? []).map((tier) => ({
    left: readAmount(tier.left),
    right: readLimit(tier.right, ''),
    apr: fraction(tier.apr),
  }));
}

/** A fixed product (SE-DATA-02..05). */
export function mapFixedProduct(dto: FixedProductDto): FixedProduct {
  const startTime = msFromSeconds(dto.start_time, Number.NaN);
  const endTime = msFromSeconds(dto.end_time, Number.NaN);
  return {
    id: integer(dto.id),
    ...optional('asset', dto.asset),
    type: codeOf(FixedProductType, dto.type, FixedProductType.normal),
    minVip: integer(dto.min_vip),
    maxVip: integer(dto.max_vip),
    yearRate: fraction(dto.year_rate),
    lockUpPeriod: integer(dto.lock_up_period),
    saleStatus: codeOf(SaleStatus, dto.sale_status, SaleStatus.soldOut),
    minLendAmount: readAmount(dto.min_lend_amount),
    userMaxLendVolume: readAmount(dto.user_max_lend_volume),
    ladderApr: mapLadder(dto.ladder_apr),
    ...optional('bonusAsset', dto.bonus_asset),
    ...optional('bonusIcon', dto.bonus_icon),
    ...optional('productAssetPrice', readOptionalAmount(dto.product_asset_price)),
    ...optional('bonusAssetPrice', readOptionalAmount(dto.bonus_asset_price)),
    reinvest: codeOf(OperateFlag, dto.reinvest, OperateFlag.notSupported),
    redeemAccount: codeOf(OperateFlag, dto.redeem_account, OperateFlag.notSupported),
    preRedeem: codeOf(OperateFlag, dto.pre_redeem, OperateFlag.notSupported),
    title: text(dto.title),
    ...optional('subtitle', dto.subtitle),
    ...optional('startTime', Number.isNaN(startTime) ? undefined : startTime),
    ...optional('endTime', Number.isNaN(endTime) ? undefined : endTime),
  } as FixedProduct;
}

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

/** A flexible holding or holding-detail position (SE-DATA-08, HD-DATA-02). */
export function mapFlexibleHolding(dto: FlexibleHoldingDto): FlexibleHolding {
  return {
    ...optional('id', dto.id === undefined ? undefined : integer(dto.id)),
    asset: text(dto.asset),
    ...optional('icon', dto.icon),
    currAmount: readAmount(dto.curr_amount),
    lendAmount: readAmount(dto.lend_amount, '0'),
    frozenAmount: readAmount(dto.frozen_amount, '0'),
    frozenStatus: integer(dto.frozen_status),
    marginFrozenAmount: readAmount(dto.margin_frozen_amount, '0'),
    ...optional('cumulative', readOptionalAmount(dto.cumulative)),
    interest: readAmount(dto.interest, '0'),
    nextTimeRateYear: fraction(dto.next_time_rate_year),
    ...optional('lastRateYear', optionalFraction(dto.last_rate_year)),
    ...optional('extAwardRateYear', optionalFraction(dto.ext_award_rate_year)),
    ...optional('isOpenAwardPool', dto.is_open_award_pool === undefined ? undefined : flag(dto.is_open_award_pool)),
    ...optional('awardAsset', dto.award_asset),
    minLendRateYear: fraction(dto.min_lend_rate_year),
    ...optional('ladderApr', dto.ladder_apr ? mapLadder(dto.ladder_apr) : undefined),
    autoInvestStatus: integer(dto.auto_invest_status),
  } as FlexibleHolding;
}

/** A fixed holding or order (SE-DATA-09/10, HD-DATA-01); create/finish times seconds → ms. */
export function mapFixedHolding(dto: FixedHoldingDto): FixedHolding {
  const totalYearRate = pickTotalYearRate({
    totalYearRatePercent: readOptionalDecimal(dto.total_year_rate_percent) ?? null,
    yearRatePerent: readOptionalDecimal(dto.year_rate_perent) ?? null,
  });
  const couponRate = optionalPercent(dto.coupon_info?.rate_ratio);
  return {
    ...optional('id', dto.id === undefined ? undefined : integer(dto.id)),
    orderId: text(dto.order_id),
    asset: text(dto.asset),
    ...optional('icon', dto.icon),
    productId: integer(dto.product_id),
    productType: codeOf(FixedProductType, dto.product_type, FixedProductType.normal),
    createTime: msFromSeconds(dto.create_time),
    finishTime: msFromSeconds(dto.finish_time),
    lockUpPeriod: integer(dto.lock_up_period),
    principal: readAmount(dto.principal),
    interest: readAmount(dto.interest, '0'),
    ...optional('totalInterest', readOptionalAmount(dto.total_interest)),
    yearRate: fraction(dto.year_rate),
    ...optional('totalYearRate', optionalPercent(totalYearRate)),
    bonusInfo: dto.bonus_info
      ? { ladderApr: mapLadder(dto.bonus_info.ladder_apr), ...optional('bonusAsset', dto.bonus_info.bonus_asset) }
      : null,
    couponInfo: couponRate === undefined ? null : { rateRatio: couponRate },
    status: integer(dto.status),
    reinvestStatus: codeOf(ReinvestStatus, dto.reinvest_status, ReinvestStatus.off),
    redeemAccountType: codeOf(RedeemAccountType, dto.redeem_account_type, RedeemAccountType.flexible),
    productInfo: {
      preRedeem: codeOf(OperateFlag, dto.product_info?.pre_redeem, OperateFlag.notSupported),
      reinvest: codeOf(OperateFlag, dto.product_info?.reinvest, OperateFlag.notSupported),
      redeemAccount: codeOf(OperateFlag, dto.product_info?.redeem_account, OperateFlag.notSupported),
    },
  } as FixedHolding;
}

const optionalMs = (value: unknown): number | undefined => {
  const ms = msFromSeconds(value, Number.NaN);
  return Number.isNaN(ms) ? undefined : ms;
};

/** A history record (SE-DATA-11..14); times seconds → ms, rate_ratio a percent. */
export function mapHistoryRecord(dto: HistoryRecordDto): HistoryRecord {
  const amounts = [
    'amount',
    'lend_principal',
    'principal',
    'interest',
    'coupon_principal',
    'coupon_interest',
    'bonus_amount',
  ] as const;
  const names = [
    'amount',
    'lendPrincipal',
    'principal',
    'interest',
    'couponPrincipal',
    'couponInterest',
    'bonusAmount',
  ] as const;
  const record: Record<string, unknown> = {
    id: typeof dto.id === 'number' ? dto.id : text(dto.id),
    asset: text(dto.asset),
    type: integer(dto.type),
    ...optional('mode', dto.mode == null ? undefined : integer(dto.mode)),
    ...optional('subBusiness', dto.sub_business == null ? undefined : integer(dto.sub_business)),
    ...optional('uniqueTime', optionalMs(dto.unique_time)),
    ...optional('timeAt', optionalMs(dto.time_at)),
    ...optional('createAt', optionalMs(dto.create_at)),
    ...optional('finishAt', optionalMs(dto.finish_at)),
    ...optional('lendRateYear', optionalFraction(dto.lend_rate_year)),
    ...optional('rateRatio', optionalPercent(dto.rate_ratio)),
    ...optional('bonusAsset', dto.bonus_asset),
    ...optional('orderId', dto.order_id === undefined ? undefined : text(dto.order_id)),
    ...optional('lockUpPeriod', dto.lock_up_period === undefined ? undefined : integer(dto.lock_up_period)),
    ...optional('yearRate', optionalFraction(dto.year_rate)),
  };
  amounts.forEach((field, index) =>
    Object.assign(record, optional(names[index] ?? field, readOptionalAmount(dto[field]))),
  );
  return record as unknown as HistoryRecord;
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
