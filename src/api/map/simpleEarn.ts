/**
 * DTO → domain for Simple Earn (SE-DATA-*, HD-DATA-*). Rates are fractions (DEC-05) except the percent
 * fields max_lend_rate_year, total_year_rate_percent and rate_ratio; times go from seconds to ms, except
 * where the domain model keeps seconds (voucher expired_timest, rate trend time). The amounts a user acts
 * on are required (a product's minimum and maximum, a position's amount, an order's principal); amounts
 * that may be left out read as none (a frozen or redeeming amount, interest not yet paid). This module maps the
 * fixed products the first screens list; the subscribe and redeem dialogs' answers are mapped in
 * `simpleEarnActions.ts`, holdings and the history in modules of their own.
 */
import { FixedProductType, OperateFlag, SaleStatus } from '../../domain/simpleEarn/constants';
import type { FixedProduct } from '../../domain/simpleEarn/models';
import type { FixedProductDto } from '../dto/simpleEarn';
import { fraction, integer, msFromSeconds, readAmount, readOptionalAmount, text } from './read';
import { codeOf, mapLadder, optional } from './simpleEarnShared';

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
