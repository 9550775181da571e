/**
 * Simple Earn history (SE-API-13..17, SE-INT-04) and the helpers that turn the domain's queries (epoch ms)
 * into the calls' params (unix seconds). The flexible history answers no total, so its page carries the
 * faked 9999 (SE-API-15) and `hasMorePages` stops on a short page.
 */
import type { Page } from '../domain/shared/pagination';
import { HistoryRecordType } from '../domain/simpleEarn/constants';
import { withFakedTotal, type InterestHistoryQuery, type TimeRange } from '../domain/simpleEarn/history';
import type { HistoryRecord } from '../domain/simpleEarn/models';
import type { RateTrendQuery } from '../domain/simpleEarn/rateTrend';
import type { PageParams, TableDto } from './dto/common';
import type {
  FixedHistoryParamsDto,
  FlexibleHistoryParamsDto,
  HistoryRecordDto,
  RateChartParamsDto,
} from './dto/simpleEarn';
import { mapHistoryRecord } from './map/simpleEarnHistory';
import { readAnswer } from './errors';
import { integer, listOf, pageOf } from './map/read';
import { pageQuery } from './pageQuery';
import { unixSeconds } from './timeFields';
import type { EarnCallOptions } from './request';
import type { EarnTransport } from './transport';

/** The time zone interest history is grouped by when the caller names none: UTC, as every timeline of the library. */
export const DEFAULT_HISTORY_TIME_ZONE = 'UTC';

export { unixSeconds };

/** start_at and end_at of a domain time range, in unix seconds. */
export function historyRangeParams(range: TimeRange): { readonly start_at: number; readonly end_at: number } {
  return { start_at: unixSeconds(range.startAt), end_at: unixSeconds(range.endAt) };
}

/** The params of a domain interest query (`dailyInterestQuery`, `hourlyInterestQuery`, SE-INT-03/04). */
export function interestHistoryParams(query: InterestHistoryQuery, asset?: string): FlexibleHistoryParamsDto {
  return {
    page: query.page,
    limit: query.limit,
    type: query.type,
    is_daily_log: query.isDailyLog,
    ...historyRangeParams(query),
    ...(asset === undefined ? {} : { asset }),
  };
}

/** The chart params of a domain trend query (`rateTrendQuery`, SE-API-19). */
export function rateChartParams(asset: string, query: RateTrendQuery): RateChartParamsDto {
  return { asset, from: unixSeconds(query.from), to: unixSeconds(query.to), type: query.type };
}

/** Params of the flexible history: page and limit default to 1 and 10. */
export type FlexibleHistoryParams = Omit<FlexibleHistoryParamsDto, 'page' | 'limit'> & PageParams;
/** Params of the fixed history. */
export type FixedHistoryParams = Omit<FixedHistoryParamsDto, 'page' | 'limit'> & PageParams;

/** The history calls of a client. */
export interface SimpleEarnHistoryApi {
  /**
   * GET uni-loan/earn/history (SE-API-13..15): interest (type 3) also sends time_zone and is_time_zone 1
   * (SE-API-14); the page's total is the faked 9999.
   */
  flexibleHistory(params: FlexibleHistoryParams, options?: EarnCallOptions): Promise<Page<HistoryRecord>>;
  /** GET fixed_earn/api/user/history (SE-API-16): data.list and data.total. */
  fixedHistory(params: FixedHistoryParams, options?: EarnCallOptions): Promise<Page<HistoryRecord>>;
  /** GET history/types (SE-API-17): the record types the filter offers. */
  historyTypes(
    params: { readonly product_type: number | string },
    options?: EarnCallOptions,
  ): Promise<readonly number[]>;
}

/** The history calls over a transport. */
export function createSimpleEarnHistoryApi(transport: EarnTransport): SimpleEarnHistoryApi {
  return {
    async flexibleHistory(params, options = {}) {
      const isInterest = integer(params.type, 0) === HistoryRecordType.interest;
      const query = isInterest
        ? { ...params, time_zone: params.time_zone ?? DEFAULT_HISTORY_TIME_ZONE, is_time_zone: 1 }
        : params;
      const data = await transport.call('flexibleHistory', { query: pageQuery(query), signal: options.signal });
      return readAnswer('flexibleHistory', data, (answer) =>
        withFakedTotal(listOf<HistoryRecordDto>(answer).map(mapHistoryRecord)),
      );
    },
    async fixedHistory(params, options = {}) {
      const data = await transport.call<TableDto<HistoryRecordDto>>('fixedHistory', {
        query: pageQuery(params),
        signal: options.signal,
      });
      return readAnswer('fixedHistory', data, (answer) => pageOf(answer, mapHistoryRecord));
    },
    async historyTypes(params, options = {}) {
      const list = listOf<unknown>(await transport.call('historyTypes', { query: params, signal: options.signal }));
      // Each entry is a type code, or an object carrying one in `type`.
      return list
        .map((item) =>
          integer(typeof item === 'object' && item !== null ? (item as { type?: unknown }).type : item, Number.NaN),
        )
        .filter((type) => !Number.isNaN(type));
    },
  };
}
