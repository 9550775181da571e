/** DTO → domain for Simple Earn holdings (SE-DATA-08..10, HD-DATA-01/02); create and finish times seconds → ms. */
import { FixedProductType, OperateFlag, RedeemAccountType, ReinvestStatus } from '../../domain/simpleEarn/constants';
import { pickTotalYearRate } from '../../domain/simpleEarn/fixedOrder';
import type { FixedHolding, FlexibleHolding } from '../../domain/simpleEarn/models';
import type { FixedHoldingDto, FlexibleHoldingDto } from '../dto/simpleEarn';
import {
  flag,
  fraction,
  integer,
  msFromSeconds,
  optionalFraction,
  optionalPercent,
  readAmount,
  readOptionalAmount,
  readOptionalDecimal,
  text,
} from './read';
import { codeOf, mapLadder, optional } from './simpleEarnShared';

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
