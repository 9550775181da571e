/** DTO → domain for the Simple Earn history (SE-DATA-11..14); times seconds → ms, rate_ratio a percent. */
import type { HistoryRecord } from '../../domain/simpleEarn/models';
import type { HistoryRecordDto } from '../dto/simpleEarn';
import { integer, msFromSeconds, optionalFraction, optionalPercent, readOptionalAmount, text } from './read';
import { optional } from './simpleEarnShared';

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
